import type { RuleSumScore, ScoreByConditionPage, SummaryAverage, SummaryLevel } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { years } from "../../../test/evaluationTestKit.ts";
import { fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";

const scope = {
  termId: 31,
  termName: "Autumn 2026",
  modelId: 9,
  modelName: "Growth",
  scopeName: "Demo",
  students: 3,
};
const averages: SummaryAverage = {
  ...scope,
  indicators: [
    { indicatorId: 1, pid: null, level: 1, name: "Moral", maxScore: 100, average: 40 },
    { indicatorId: 3, pid: 1, level: 2, name: "Reading", maxScore: 50, average: 12.25 },
  ],
};
const levels: SummaryLevel = { ...scope, bands: [{ band: "优秀", count: 1 }], unscored: 2 };
const scores = (q: URLSearchParams): ScoreByConditionPage => {
  const rows = [
    {
      studentId: 1,
      studentName: "Li Ming",
      studentNo: "S1",
      className: "Class 1",
      score: 40,
      raw: 40,
      band: "优秀",
      scored: true,
      rank: 1,
    },
    {
      studentId: 2,
      studentName: "Wang Fang",
      studentNo: "S2",
      className: "Class 1",
      score: 12,
      raw: 12,
      band: null,
      scored: true,
      rank: 2,
    },
  ].filter((r) => !q.get("min") || r.score >= Number(q.get("min")));
  return {
    list: rows,
    total: rows.length,
    page: 1,
    size: 20,
    termId: 31,
    termName: "Autumn 2026",
    modelId: 9,
    modelName: "Growth",
    indicatorId: Number(q.get("indicatorId")),
    indicatorName: "Moral",
    maxScore: 100,
  };
};
const sums: RuleSumScore = {
  ...scope,
  rules: [
    {
      ruleId: 7,
      ruleName: "Minutes read",
      indicatorId: 3,
      indicatorName: "Reading",
      sum: 77,
      scoredStudents: 3,
      average: 25.67,
      averageAll: 25.67,
      entries: 3,
      share: 0.7857,
    },
  ],
};

beforeAll(async () => {
  await import("./SummaryPage.tsx");
}, 120_000);
beforeEach(() => signInAsStaff());
const slow = { timeout: 25_000 };

describe("scores by condition and points by rule", { timeout: 60_000 }, () => {
  it("lists an indicator's scores, narrows them by a minimum, sorts, exports, and shows each rule's points", async () => {
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/summary/radarMap": () => ok(averages),
      "GET /v3/summary/level": () => ok(levels),
      "GET /v3/summary/averageTarget": () => ok(averages),
      "GET /v3/summary/scatter": () =>
        ok({
          ...scope,
          x: { indicatorId: 1, name: "Moral", maxScore: 100 },
          y: { indicatorId: 3, name: "Reading", maxScore: 50 },
          points: [],
        }),
      "GET /v3/summary/overallList": () => ok(page([])),
      "GET /v3/target/scoreByCondition": (call) => ok(scores(call.url.searchParams)),
      "GET /v3/target/scoreByCondition/export": () => ({ raw: "xlsx-bytes" }),
      "GET /v3/target/ruleSumScore": () => ok(sums),
    });
    renderRoute("/admin/summary");
    const table = await screen.findByTestId("score-condition-table", {}, slow);
    const first = (await within(table).findByText("Wang Fang", {}, slow)).closest("tr") as HTMLElement;
    expect(within(first).getByText("12")).toBeTruthy();
    expect(callsTo(calls, "/v3/target/scoreByCondition")[0].url.searchParams.get("indicatorId")).toBe("1");

    fireEvent.change(screen.getByTestId("score-condition-min"), {
      target: { value: "20" },
    });
    await waitFor(() => expect(within(table).queryByText("Wang Fang")).toBeNull(), slow);
    expect(callsTo(calls, "/v3/target/scoreByCondition").at(-1)?.url.searchParams.get("min")).toBe("20");

    fireEvent.click(within(table).getAllByText("Student no.")[0]);
    await waitFor(
      () =>
        expect(callsTo(calls, "/v3/target/scoreByCondition").at(-1)?.url.searchParams.get("sort")).toBe(
          "studentNo",
        ),
      slow,
    );

    fireEvent.click(screen.getByTestId("score-condition-export"));
    await waitFor(() => expect(callsTo(calls, "/v3/target/scoreByCondition/export")).toHaveLength(1), slow);
    const exported = callsTo(calls, "/v3/target/scoreByCondition/export")[0].url.searchParams;
    expect(exported.get("min")).toBe("20");
    expect(exported.get("page")).toBeNull();

    const rules = await screen.findByTestId("rule-sums-table", {}, slow);
    const rule = (await within(rules).findByText("Minutes read", {}, slow)).closest("tr") as HTMLElement;
    expect(within(rule).getByText("77")).toBeTruthy();
    expect(within(rule).getByText("78.6%")).toBeTruthy();
  });
});
