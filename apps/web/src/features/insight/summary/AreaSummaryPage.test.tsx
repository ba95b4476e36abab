import {
  type AreaSummaryAverage,
  type AreaSummaryLevel,
  type AreaSummarySchool,
  SessionKey,
} from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { demoArea } from "../../../test/schools.ts";
import { testSession } from "../../../test/session.ts";

const model = {
  id: 77,
  name: "Area growth",
  description: "",
  periods: [],
  version: 1,
  indicatorCount: 2,
  ruleCount: 0,
  pushed: false,
  pushedTo: 2,
  updatedAt: "2026-11-23T02:00:00Z",
};
const averages: AreaSummaryAverage = {
  modelId: 77,
  modelName: "Area growth",
  indicators: [
    { indicatorId: 1, pid: null, level: 1, name: "Moral", maxScore: 100 },
    { indicatorId: 2, pid: 1, level: 2, name: "Volunteer", maxScore: 30 },
  ],
  schools: [
    {
      schoolId: 41,
      schoolName: "South Primary",
      averages: [
        { indicatorId: 1, average: 61.5 },
        { indicatorId: 2, average: 8 },
      ],
    },
    {
      schoolId: 42,
      schoolName: "North Middle",
      averages: [
        { indicatorId: 1, average: 0 },
        { indicatorId: 2, average: 0 },
      ],
    },
  ],
};
const levels: AreaSummaryLevel = {
  modelId: 77,
  modelName: "Area growth",
  bands: ["A", "B"],
  schools: [{ schoolId: 41, schoolName: "South Primary", students: 30, counts: [4, 6], unscored: 20 }],
};
const schools: AreaSummarySchool[] = [
  {
    schoolId: 41,
    schoolName: "South Primary",
    copied: true,
    termName: "Autumn 2026",
    students: 30,
    scored: 10,
  },
  { schoolId: 42, schoolName: "North Middle", copied: false, termName: null, students: 12, scored: 0 },
];

const signInAsArea = () => {
  signInAsStaff();
  testSession.set(SessionKey.schoolId, String(demoArea.id));
  testSession.set(SessionKey.schoolInfo, JSON.stringify(demoArea));
};

beforeAll(async () => {
  await import("./AreaSummaryPage.tsx");
}, 120_000);

beforeEach(() => signInAsArea());

describe("the area summary page", { timeout: 60_000 }, () => {
  it("shows the area model's averages and bands by school as tables and lists the schools with their counts", async () => {
    const { calls } = fakeApi({
      "GET /auth/my/getschool": () => ok(demoArea),
      "GET /v3/target/list": () => ok(page([model])),
      "GET /v3/summary/area/averageTarget": () => ok(averages),
      "GET /v3/summary/area/level": () => ok(levels),
      "GET /v3/summary/area/schools": () => ok(page(schools)),
    });
    renderRoute("/admin/area-summary");
    const avg = await screen.findByTestId("area-summary-averages", {}, { timeout: 25_000 });
    expect(await within(avg).findByTestId("area-summary-averages-chart")).toBeTruthy();
    fireEvent.click(within(avg).getByText("Table"));
    const south = (await within(avg).findByText("South Primary")).closest("tr") as HTMLElement;
    expect(within(south).getByText("61.5")).toBeTruthy();
    expect(within(south).getByText("8")).toBeTruthy();

    const bands = screen.getByTestId("area-summary-levels");
    fireEvent.click(within(bands).getByText("Table"));
    const row = (await within(bands).findByText("South Primary")).closest("tr") as HTMLElement;
    expect([...row.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "South Primary",
      "30",
      "4",
      "6",
      "20",
    ]);

    const list = screen.getByTestId("area-summary-schools");
    const north = (await within(list).findByText("North Middle")).closest("tr") as HTMLElement;
    expect(within(north).getByText("Not received")).toBeTruthy();
    expect(within(north).getByText("12")).toBeTruthy();
    const menu = screen.getByTestId("console-menu");
    fireEvent.click(within(menu).getByText("Evaluation"));
    expect(await within(menu).findByText("Area summary")).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(calls, "/v3/summary/area/level")[0]?.url.searchParams.get("modelId")).toBe("77"),
    );
  });
});
