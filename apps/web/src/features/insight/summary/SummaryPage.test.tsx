import type { SummaryAverage, SummaryLevel, SummaryScatter, SummaryStudent } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { years } from "../../../test/evaluationTestKit.ts";
import { demoTree, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";

const scope = {
  termId: 31,
  termName: "Autumn 2026",
  modelId: 9,
  modelName: "Growth",
  scopeName: "Demo Primary",
  students: 3,
};
const radar: SummaryAverage = {
  ...scope,
  indicators: [
    { indicatorId: 1, pid: null, level: 1, name: "Moral", maxScore: 100, average: 40 },
    { indicatorId: 2, pid: null, level: 1, name: "Physical", maxScore: 100, average: 55.5 },
  ],
};
const levels: SummaryLevel = {
  ...scope,
  bands: [
    { band: "优秀", count: 1 },
    { band: "良好", count: 1 },
  ],
  unscored: 1,
};
const averages: SummaryAverage = {
  ...scope,
  indicators: [
    ...radar.indicators,
    { indicatorId: 3, pid: 2, level: 2, name: "Reading", maxScore: 50, average: 12.25 },
  ],
};
const scatter: SummaryScatter = {
  ...scope,
  x: { indicatorId: 1, name: "Moral", maxScore: 100 },
  y: { indicatorId: 2, name: "Physical", maxScore: 100 },
  points: [
    { studentId: 1, studentName: "Li Ming", studentNo: "S1", className: "Class 1", x: 40, y: 70 },
    { studentId: 2, studentName: "=cmd", studentNo: "S2", className: "Class 1", x: 0, y: 33.5 },
  ],
};
const student = (studentId: number, studentName: string, total: number, rank: number): SummaryStudent => ({
  studentId,
  studentName,
  studentNo: `S${studentId}`,
  className: "Class 1",
  total,
  band: total > 80 ? "优秀" : "良好",
  rank,
  indicatorScores: [],
});

beforeAll(async () => {
  await import("./SummaryPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the evaluation summary page", { timeout: 60_000 }, () => {
  it("shows the current term's school summary: scope, radar, bands and the ranked list", async () => {
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/summary/radarMap": () => ok(radar),
      "GET /v3/summary/level": () => ok(levels),
      "GET /v3/summary/averageTarget": () => ok(averages),
      "GET /v3/summary/overallList": () =>
        ok(page([student(1, "Li Ming", 91.5, 1), student(2, "Wang Fang", 77, 2)])),
    });
    renderRoute("/admin/summary");
    expect(
      await screen.findByText("Demo Primary · Growth · Autumn 2026 · 3 students", {}, { timeout: 25_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId("summary-radar")).toBeTruthy();
    expect(screen.getByTestId("summary-levels")).toBeTruthy();
    const table = screen.getByTestId("summary-table");
    const first = (await within(table).findByText("Li Ming")).closest("tr") as HTMLElement;
    expect(within(first).getByText("91.5")).toBeTruthy();
    expect(within(first).getByText("优秀")).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, "/v3/summary/radarMap").length).toBeGreaterThan(0));
    const asked = callsTo(calls, "/v3/summary/radarMap")[0]?.url.searchParams;
    expect(asked?.get("termId")).toBe("4"); // the current term of the school's years
    expect(asked?.get("classId")).toBeNull();
  });
});

/** jsdom has no object URLs nor downloads: record the file instead. */
const catchDownloads = () => {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return "blob:summary";
    },
    revokeObjectURL: () => undefined,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  return blobs;
};

const treeOption = (label: string) =>
  [...document.querySelectorAll<HTMLElement>(".ant-select-tree-treenode")].find(
    (n) => n.querySelector(".ant-select-tree-title")?.textContent === label,
  );

describe("the summary's averages, scatter and grade filter", { timeout: 60_000 }, () => {
  it("reads the average per indicator and two indicators' scatter as tables, exports CSV, narrows to a grade", async () => {
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/summary/radarMap": () => ok(radar),
      "GET /v3/summary/level": () => ok(levels),
      "GET /v3/summary/averageTarget": () => ok(averages),
      "GET /v3/summary/scatter": () => ok(scatter),
      "GET /v3/summary/overallList": () => ok(page([student(1, "Li Ming", 91.5, 1)])),
    });
    const blobs = catchDownloads();
    renderRoute("/admin/summary");
    const card = await screen.findByTestId("summary-averages", {}, { timeout: 25_000 });
    fireEvent.click(within(card).getByText("Table"));
    const reading = (await within(card).findByText("Reading")).closest("tr") as HTMLElement;
    expect(within(reading).getByText("12.25")).toBeTruthy();
    expect(within(reading).getByText("Physical")).toBeTruthy();

    const plot = await screen.findByTestId("summary-scatter");
    await waitFor(() => expect(callsTo(calls, "/v3/summary/scatter").length).toBeGreaterThan(0));
    const asked = callsTo(calls, "/v3/summary/scatter")[0]?.url.searchParams;
    expect([asked?.get("xIndicatorId"), asked?.get("yIndicatorId")]).toEqual(["1", "2"]);
    expect(within(plot).getByTestId("summary-scatter-chart")).toBeTruthy();
    fireEvent.click(within(plot).getByText("Table"));
    const li = (await within(plot).findByText("Li Ming")).closest("tr") as HTMLElement;
    expect(within(li).getByText("70")).toBeTruthy();
    fireEvent.click(within(plot).getByTestId("summary-scatter-export"));
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(csv).toContain("Student,Student no.,Class,Moral,Physical");
    expect(csv).toContain("Li Ming,S1,Class 1,40,70");
    expect(csv).toContain("'=cmd"); // a name that looks like a formula stays text

    const grade = screen.getByTestId("summary-grade");
    fireEvent.mouseDown(grade.closest(".ant-select") ?? grade);
    await waitFor(() => expect(treeOption("Grade 2")).toBeTruthy());
    fireEvent.click(treeOption("Grade 2")?.querySelector(".ant-select-tree-title") as HTMLElement);
    await waitFor(() =>
      expect(
        callsTo(calls, "/v3/summary/averageTarget").some((c) => c.url.searchParams.get("gradeId") === "5"),
      ).toBe(true),
    );
  });
});
