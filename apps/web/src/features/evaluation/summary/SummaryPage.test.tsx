import type { SummaryAverage, SummaryLevel, SummaryStudent } from "@eos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../collection/scenes/scenesTestKit.ts";
import { fakeApi, ok, signInAsStaff } from "../../people/peopleTestKit.ts";
import { years } from "../evaluationTestKit.ts";

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
const student = (studentId: number, studentName: string, total: number, rank: number): SummaryStudent => ({
  studentId,
  studentName,
  studentNo: `S${studentId}`,
  className: "Class 1",
  total,
  band: total > 80 ? "优秀" : "良好",
  rank,
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
