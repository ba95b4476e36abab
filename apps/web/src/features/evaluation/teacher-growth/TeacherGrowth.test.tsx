import {
  type ScoreLineage,
  SessionKey,
  type TeaGrowthPage,
  type TeaGrowthRecord,
  type TeaGrowthSummary,
} from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { years } from "../../../test/evaluationTestKit.ts";
import { fakeApi, ok, refuse, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo } from "../../../test/scenesTestKit.ts";
import { testSession } from "../../../test/session.ts";

const slow = { timeout: 25_000 };
const models = [{ id: 9, name: "Teacher growth", version: 2 }];
const header = {
  termId: 4,
  termName: "Autumn 2026",
  modelId: 9,
  modelName: "Teacher growth",
  indicators: [
    { indicatorId: 1, name: "Teaching", maxScore: 100 },
    { indicatorId: 3, name: "Research", maxScore: 100 },
  ],
};
const teacher = (teacherId: number, teacherName: string, total: number, rank: number) => ({
  teacherId,
  teacherName,
  subject: "Maths",
  departments: teacherId === 21 ? [] : ["Academic Office"],
  total,
  band: total > 0 ? "Pass" : null,
  rank,
  indicators: total > 0 ? [{ indicatorId: 1, score: 20 }] : [],
});
const list = (query: URLSearchParams): TeaGrowthPage => {
  const all = [teacher(21, "Li Ming", 16.4, 1), teacher(22, "Zhao Lei", 0, 2)];
  const keyword = query.get("keyword");
  const found = keyword ? all.filter((x) => x.teacherName.includes(keyword)) : all;
  return { header, list: found, total: found.length, page: 1, size: 20 };
};
const dept = (
  deptId: number | null,
  deptName: string,
  teachers: number,
  scored: number,
  average: number,
) => ({
  deptId,
  deptName,
  teachers,
  scored,
  average,
  bands: [{ band: "Pass", count: scored }],
  indicators: [{ indicatorId: 1, average }],
});
const summary: TeaGrowthSummary = {
  header,
  school: dept(null, "Whole school", 2, 1, 8.2),
  departments: [dept(7, "Academic Office", 1, 0, 0), dept(null, "No department", 1, 1, 16.4)],
};
const record: TeaGrowthRecord = {
  teacherId: 21,
  teacherName: "Li Ming",
  subject: "Maths",
  departments: [],
  termId: 4,
  termName: "Autumn 2026",
  modelId: 9,
  modelName: "Teacher growth",
  modelVersion: 2,
  total: 16.4,
  band: "Pass",
  computedAt: "2026-11-24T02:00:00.000Z",
  indicators: [
    {
      indicatorId: 1,
      pid: null,
      level: 1,
      name: "Teaching",
      maxScore: 100,
      weight: 60,
      score: 20,
      raw: 20,
      band: null,
      scored: true,
    },
    {
      indicatorId: 2,
      pid: 1,
      level: 2,
      name: "Open lessons",
      maxScore: 40,
      weight: 0,
      score: 20,
      raw: 20,
      band: null,
      scored: true,
    },
    {
      indicatorId: 3,
      pid: null,
      level: 1,
      name: "Research",
      maxScore: 100,
      weight: 40,
      score: 11,
      raw: 11,
      band: null,
      scored: true,
    },
  ],
  terms: [
    {
      termId: 4,
      termName: "Autumn 2026",
      total: 16.4,
      band: "Pass",
      indicators: [
        { indicatorId: 1, score: 20 },
        { indicatorId: 3, score: 11 },
      ],
    },
  ],
};
const lineage: ScoreLineage = {
  indicatorId: 2,
  indicatorName: "Open lessons",
  maxScore: 40,
  score: 20,
  raw: 20,
  modelVersion: 2,
  rules: [
    {
      ruleId: 5,
      ruleName: "Per open lesson",
      ruleVersion: 1,
      aggregate: "sum",
      raw: 20,
      score: 20,
      cappedAt: null,
      entries: [
        {
          formValueId: 100,
          taskName: "公开课记录",
          filledAt: "2026-11-23T02:00:00.000Z",
          points: 10,
          counted: true,
        },
        {
          formValueId: 101,
          taskName: "公开课记录",
          filledAt: "2026-11-24T02:00:00.000Z",
          points: 10,
          counted: true,
        },
      ],
    },
  ],
  children: [],
};

/** jsdom has no object URLs nor downloads: record the file instead. */
const catchDownloads = () => {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return "blob:growth";
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

beforeAll(async () => {
  await import("./TeacherGrowthPage.tsx");
  await import("./TeacherRecordPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("teacher growth pages", { timeout: 60_000 }, () => {
  it("staff see every teacher with totals, search, sort by name, export and the departments' figures", async () => {
    const blobs = catchDownloads();
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/teaGrowth/models": () => ok(models),
      "GET /v3/teaGrowth/page": (call) => ok(list(call.url.searchParams)),
      "GET /v3/teaGrowth/deptSummary": () => ok(summary),
      "GET /v3/teaGrowth/export": () => ({ raw: "xlsx-bytes" }),
    });
    renderRoute("/admin/tea-growth");
    const table = await screen.findByTestId("growth-table", {}, slow);
    const first = (await within(table).findByText("Li Ming", {}, slow)).closest("tr") as HTMLElement;
    expect(within(first).getByText("16.4")).toBeTruthy();
    expect(within(first).getByText("Pass")).toBeTruthy();
    expect(within(first).getByText("20")).toBeTruthy();
    expect(within(table).getAllByText("Teaching (100)").length).toBeGreaterThan(0);
    expect(within(first).getByTestId("growth-view-21").getAttribute("href")).toBe(
      "/admin/tea-growth/teacher/21",
    );
    expect(callsTo(calls, "/v3/teaGrowth/page")[0].url.searchParams.get("modelId")).toBe("9");

    fireEvent.change(within(screen.getByTestId("growth-search")).getByRole("searchbox"), {
      target: { value: "Zhao" },
    });
    fireEvent.keyDown(within(screen.getByTestId("growth-search")).getByRole("searchbox"), {
      key: "Enter",
      code: "Enter",
      keyCode: 13,
    });
    await waitFor(() => expect(within(table).queryByText("Li Ming")).toBeNull(), slow);
    expect(callsTo(calls, "/v3/teaGrowth/page").at(-1)?.url.searchParams.get("keyword")).toBe("Zhao");

    fireEvent.click(within(table).getAllByText("Teacher")[0]);
    await waitFor(
      () => expect(callsTo(calls, "/v3/teaGrowth/page").at(-1)?.url.searchParams.get("sort")).toBe("name"),
      slow,
    );

    const depts = screen.getByTestId("growth-depts");
    fireEvent.click(within(depts).getByText("Table"));
    expect(await within(depts).findByText("No department")).toBeTruthy();
    expect(within(depts).getByText("Academic Office")).toBeTruthy();

    fireEvent.click(screen.getByTestId("growth-export"));
    await waitFor(() => expect(blobs).toHaveLength(1), slow);
    const exported = callsTo(calls, "/v3/teaGrowth/export")[0].url.searchParams;
    expect(exported.get("keyword")).toBe("Zhao");
    expect(exported.get("page")).toBeNull();
  });

  it("a teacher's own record shows the total, the charts and, on a click, where a score comes from", async () => {
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/teaGrowth/models": () => ok(models),
      "GET /v3/teaGrowth/record": () => ok(record),
      "GET /v3/teaGrowth/lineage": () => ok(lineage),
    });
    renderRoute("/admin/tea-growth/mine");
    expect(await screen.findByTestId("record-total", {}, slow)).toHaveProperty("textContent", "16.4");
    expect(screen.getByTestId("record-heading").textContent).toBe("Li Ming · Teacher growth · Autumn 2026");
    expect(screen.getByText("Departments: No department")).toBeTruthy();
    expect(screen.getByTestId("record-radar")).toBeTruthy();
    expect(screen.getByTestId("record-trend")).toBeTruthy();
    expect(callsTo(calls, "/v3/teaGrowth/record")[0].url.searchParams.get("teacherId")).toBeNull();

    fireEvent.click(screen.getByTestId("record-row-2"));
    const drawer = await screen.findByTestId("lineage-drawer", {}, slow);
    expect(await within(drawer).findByText("Per open lesson", { exact: false }, slow)).toBeTruthy();
    expect(within(drawer).getAllByText("公开课记录")).toHaveLength(2);
    const asked = callsTo(calls, "/v3/teaGrowth/lineage")[0].url.searchParams;
    expect([asked.get("termId"), asked.get("indicatorId"), asked.get("teacherId")]).toEqual(["4", "2", null]);
  });

  it("a term nothing has scored yet says 'no data yet' for the total and each indicator, not 0", async () => {
    const unscored: TeaGrowthRecord = {
      ...record,
      total: 0,
      band: null,
      computedAt: null,
      indicators: record.indicators.map((i) => ({ ...i, score: 0, raw: 0, scored: false })),
      terms: [],
    };
    fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/teaGrowth/models": () => ok(models),
      "GET /v3/teaGrowth/record": () => ok(unscored),
    });
    renderRoute("/admin/tea-growth/mine");
    expect(await screen.findByTestId("record-total", {}, slow)).toHaveProperty("textContent", "No data yet");
    const row = screen.getByTestId("record-row-1");
    expect(row.textContent).toContain("No data yet");
    expect(row.textContent).not.toContain("0 / 100");
  });

  it("another teacher's record that the server refuses says so, with a retry", async () => {
    fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/teaGrowth/models": () => ok(models),
      "GET /v3/teaGrowth/record": () => refuse(403, "you may see only your own growth record"),
    });
    renderRoute("/admin/tea-growth/teacher/22");
    expect(await screen.findByText("you may see only your own growth record", {}, slow)).toBeTruthy();
    expect(screen.getByText("The growth record could not be loaded")).toBeTruthy();
  });

  it("without a teacher model, staff are offered to create one", async () => {
    fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/teaGrowth/models": () => ok([]),
    });
    renderRoute("/admin/tea-growth");
    const empty = await screen.findByTestId("growth-no-model", {}, slow);
    expect(within(empty).getByText("Create a teacher growth model").getAttribute("href")).toBe(
      "/admin/tea-growth/models/new",
    );
  });

  it("on a phone a teacher reads their own record; a student is told it is for teachers", async () => {
    fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/teaGrowth/models": () => ok(models),
      "GET /v3/teaGrowth/record": () => ok(record),
    });
    const phone = renderRoute("/m/tea-growth");
    expect(await screen.findByTestId("record-total", {}, slow)).toHaveProperty("textContent", "16.4");
    expect(screen.getByTestId("mobile-growth-page")).toBeTruthy();
    phone.unmount();

    testSession.set(
      SessionKey.userInfo,
      JSON.stringify({ id: 5, name: "Xiao Ming", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
    );
    renderRoute("/m/tea-growth");
    expect(await screen.findByText("Growth records are for teachers", {}, slow)).toBeTruthy();
  });
});
