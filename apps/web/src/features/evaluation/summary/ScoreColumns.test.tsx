import type { ScoreColumn, SummaryAverage, SummaryLevel } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../collection/scenes/scenesTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../people/peopleTestKit.ts";
import { years } from "../evaluationTestKit.ts";

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
