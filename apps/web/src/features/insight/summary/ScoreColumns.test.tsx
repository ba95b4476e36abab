import type { ScoreColumn, SummaryAverage, SummaryLevel } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { years } from "../../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";

const scope = {
  termId: 31,
  termName: "Autumn 2026",
  modelId: 9,
  modelName: "Growth",
  scopeName: "Demo Primary",
  students: 1,
};
const radar: SummaryAverage = { ...scope, indicators: [] };
const levels: SummaryLevel = { ...scope, bands: [{ band: "优秀", count: 1 }], unscored: 0 };
const liMing = {
  studentId: 1,
  studentName: "Li Ming",
  studentNo: "S1",
  className: "Class 1",
  total: 91.5,
  band: "优秀",
  rank: 1,
};

const headers = () =>
  [...screen.getByTestId("summary-table").querySelectorAll("thead th")]
    .map((th) => th.textContent ?? "")
    .filter((text) => text !== "");

beforeAll(async () => {
  await import("./SummaryPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the score column setting", { timeout: 60_000 }, () => {
  it("the ranked list shows the school's chosen columns; a manager reorders and ticks them in a dialog", async () => {
    let columns: ScoreColumn[] = [
      { key: "total", shown: true },
      { key: "level", shown: false },
      { key: "rank", shown: true },
    ];
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/summary/radarMap": () => ok(radar),
      "GET /v3/summary/level": () => ok(levels),
      "GET /v3/summary/averageTarget": () => ok(radar),
      "GET /v3/summary/overallList": () => ok(page([liMing])),
      "GET /v3/scoreColumnSettings": () => ok({ columns }),
      "POST /v3/scoreColumnSettings/save": (call) => {
        columns = bodyOf(call).columns as ScoreColumn[];
        return ok({ columns });
      },
    });
    renderRoute("/admin/summary");
    const table = await screen.findByTestId("summary-table", {}, { timeout: 25_000 });
    await within(table).findByText("Li Ming");
    await waitFor(() => expect(headers()).toEqual(["Student", "Student no.", "Class", "Total", "Rank"]));
    expect(within(table).queryByText("优秀")).toBeNull();

    fireEvent.click(screen.getByTestId("score-columns-edit"));
    const dialog = await screen.findByTestId("score-columns-dialog");
    const rows = () => [...dialog.querySelectorAll("[data-testid^=score-column-]")].map((n) => n.textContent);
    expect(rows().map((text) => text?.replace(/[↑↓]/g, ""))).toEqual(["Total", "Band", "Rank"]);
    fireEvent.click(within(dialog).getByLabelText("Move Rank up"));
    fireEvent.click(within(dialog).getByLabelText("Move Rank up"));
    fireEvent.click(within(within(dialog).getByTestId("score-column-level")).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(callsTo(calls, "/v3/scoreColumnSettings/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/scoreColumnSettings/save")[0]).columns).toEqual([
      { key: "rank", shown: true },
      { key: "total", shown: true },
      { key: "level", shown: true },
    ]);
    await waitFor(() =>
      expect(headers()).toEqual(["Rank", "Student", "Student no.", "Class", "Total", "Band"]),
    );
    expect(within(screen.getByTestId("summary-table")).getByText("优秀")).toBeTruthy();
  });
});

describe("indicator score columns", { timeout: 60_000 }, () => {
  it("shows the chosen indicators' scores after the score columns, picks more in the dialog and exports", async () => {
    let setting = {
      columns: [
        { key: "rank", shown: true },
        { key: "total", shown: true },
        { key: "level", shown: false },
      ],
      // 77 is an indicator of another model: kept when this model's columns change.
      indicatorIds: [77, 12],
    };
    const detail = {
      id: 9,
      name: "Growth",
      indicators: [
        { id: 11, pid: null, level: 1, name: "Moral", weight: 50, maxScore: 100, sort: 0, locked: false },
        { id: 12, pid: 11, level: 2, name: "Volunteer", weight: 0, maxScore: 30, sort: 0, locked: false },
        { id: 13, pid: null, level: 1, name: "Physical", weight: 50, maxScore: 100, sort: 1, locked: false },
      ],
    };
    const names: Record<number, string> = { 11: "Moral", 12: "Volunteer", 13: "Physical" };
    const listed = () => setting.indicatorIds.filter((id) => names[id]);
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/summary/radarMap": () => ok(radar),
      "GET /v3/summary/level": () => ok(levels),
      "GET /v3/summary/averageTarget": () => ok(radar),
      "GET /v3/summary/overallList": () =>
        ok({
          ...page([{ ...liMing, indicatorScores: listed().map((id) => (id === 12 ? 21 : null)) }]),
          indicators: listed().map((id) => ({ indicatorId: id, name: names[id], level: 1, maxScore: 100 })),
        }),
      "GET /v3/summary/overallList/export": () => ({ raw: "xlsx-bytes" }),
      "GET /v3/target/detail": () => ok(detail),
      "GET /v3/scoreColumnSettings": () => ok(setting),
      "POST /v3/scoreColumnSettings/save": (call) => {
        setting = bodyOf(call) as typeof setting;
        return ok(setting);
      },
    });
    renderRoute("/admin/summary");
    const table = await screen.findByTestId("summary-table", {}, { timeout: 25_000 });
    await within(table).findByText("Li Ming");
    await waitFor(() =>
      expect(headers()).toEqual(["Rank", "Student", "Student no.", "Class", "Total", "Volunteer"]),
    );
    expect(within(table).getByText("21")).toBeTruthy();

    fireEvent.click(screen.getByTestId("score-columns-edit"));
    const picker = await screen.findByTestId("indicator-columns");
    // The chosen indicator is listed with its parent; Physical is added from the picker, then moved first.
    await within(picker).findByTestId("indicator-column-12");
    expect(within(picker).getByTestId("indicator-column-12").textContent).toContain("Moral / Volunteer");
    fireEvent.mouseDown(within(picker).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Physical"));
    await within(picker).findByTestId("indicator-column-13");
    fireEvent.click(within(picker).getByLabelText("Move Physical up"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(callsTo(calls, "/v3/scoreColumnSettings/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/scoreColumnSettings/save")[0]).indicatorIds).toEqual([77, 13, 12]);
    await waitFor(() =>
      expect(headers()).toEqual([
        "Rank",
        "Student",
        "Student no.",
        "Class",
        "Total",
        "Physical",
        "Volunteer",
      ]),
    );
    expect(within(screen.getByTestId("summary-table")).getByText("—")).toBeTruthy();

    fireEvent.click(screen.getByTestId("summary-export"));
    await waitFor(() => expect(callsTo(calls, "/v3/summary/overallList/export")).toHaveLength(1));
    const exported = callsTo(calls, "/v3/summary/overallList/export")[0].url.searchParams;
    const listedWith = callsTo(calls, "/v3/summary/overallList")[0].url.searchParams;
    expect(exported.get("termId")).toBe(listedWith.get("termId"));
    expect(exported.get("termId")).toBeTruthy();
    expect(exported.get("page")).toBeNull();
  });
});
