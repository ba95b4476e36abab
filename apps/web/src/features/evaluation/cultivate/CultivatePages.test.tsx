import {
  type AreaCultivateChart,
  type CultivateChart,
  type CultivateModelDetail,
  SessionKey,
} from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelItem, years } from "../../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { demoArea } from "../../../test/schools.ts";
import { testSession } from "../../../test/session.ts";

const detail = (patch: Partial<CultivateModelDetail> = {}): CultivateModelDetail => ({
  id: 7,
  name: "Five virtues",
  description: "",
  periods: ["primary"],
  targetModelId: 9,
  targetModelName: "Growth model",
  version: 2,
  goalCount: 2,
  pushed: true,
  pushedTo: 0,
  refreshedAt: null,
  updatedAt: "2026-11-20T08:00:00.000Z",
  levels: [
    { name: "Excellent", min: 90 },
    { name: "Pass", min: 60 },
    { name: "Not yet", min: 0 },
  ],
  goals: [
    {
      id: 1,
      pid: null,
      level: 1,
      name: "Morality",
      description: "",
      sort: 0,
      indicatorIds: [11],
      locked: true,
    },
    { id: 2, pid: null, level: 1, name: "Body", description: "", sort: 1, indicatorIds: [], locked: false },
  ],
  indicators: [
    { id: 11, pid: null, level: 1, name: "Moral", maxScore: 100 },
    { id: 12, pid: 11, level: 2, name: "Volunteer service", maxScore: 30 },
  ],
  ...patch,
});

const rowOf = (name: string) =>
  within(screen.getByTestId("goal-tree")).getByText(name).closest("tr") as HTMLElement;

beforeAll(async () => {
  await import("./CultivateEditorPage.tsx");
  await import("./CultivateChartPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("cultivate model pages", { timeout: 120_000 }, () => {
  it("edits goals around the area's locked one, links an indicator and saves the tree as a new version", async () => {
    const { calls } = fakeApi({
      "GET /v3/culitivate/info": () => ok(detail()),
      "GET /v3/target/list": () => ok(page([modelItem(9, "Growth model", { pushed: true })])),
      "POST /v3/culitivate/update": () => ok({ id: 7, version: 3 }),
    });
    renderRoute("/admin/cultivate/7");
    await screen.findByTestId("goal-tree");
    const locked = rowOf("Morality");
    expect(within(locked).getByTestId("goal-locked")).toBeTruthy();
    expect(within(locked).getByText("Moral")).toBeTruthy();
    expect(within(locked).queryByRole("button", { name: "Delete" })).toBeNull();
    // A pushed model keeps its indicator model.
    expect(screen.getByText("A model pushed by the area keeps its indicator model")).toBeTruthy();

    fireEvent.click(within(locked).getByTestId("goal-add-child"));
    fireEvent.change(await screen.findByTestId("goal-name"), { target: { value: " Serves others " } });
    const picker = screen.getByTestId("goal-indicators");
    fireEvent.mouseDown(picker.querySelector(".ant-select-content, .ant-select-selector") ?? picker);
    fireEvent.click(await screen.findByTitle("Volunteer service"));
    fireEvent.click(screen.getByTestId("goal-save"));
    await waitFor(() => expect(screen.queryByTestId("goal-name")).toBeNull());
    expect(within(rowOf("Serves others")).getByText("Volunteer service")).toBeTruthy();

    fireEvent.click(within(rowOf("Body")).getByRole("button", { name: "Delete" }));
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    await waitFor(() => expect(within(screen.getByTestId("goal-tree")).queryByText("Body")).toBeNull());

    fireEvent.click(screen.getByTestId("cultivate-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/culitivate/update")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/culitivate/update")[0])).toMatchObject({
      id: 7,
      name: "Five virtues",
      targetModelId: 9,
      goals: [
        { key: "1", parentKey: null, name: "Morality", indicatorIds: [11] },
        { key: "n3", parentKey: "1", name: "Serves others", description: "", indicatorIds: [12] },
      ],
    });
  });

  it("shows the chart's up-status, processes the data on request and reads the figures as a table", async () => {
    let processed = false;
    const chart = (): CultivateChart => ({
      modelId: 7,
      modelName: "Five virtues",
      termId: 4,
      termName: "Autumn 2026",
      scopeName: "Demo Primary School",
      students: 40,
      bands: ["Excellent", "Pass", "Not yet"],
      upStatus: {
        modelId: 7,
        termId: 4,
        termName: "Autumn 2026",
        status: processed ? "fresh" : "stale",
        reasons: processed ? [] : ["scores"],
        refreshedAt: "2026-11-20T08:00:00.000Z",
      },
      goals: [
        {
          goalId: 1,
          pid: null,
          level: 1,
          name: "Morality",
          indicators: ["Moral"],
          average: processed ? 12.5 : 2.5,
          scored: 3,
          counts: [1, 1, 1],
        },
      ],
    });
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/culitivate/ajaxChartInfo": () => ok(chart()),
      "POST /v3/culitivate/updateUpStatus": () => ok({ jobId: 55 }),
      // The job is running at the first look and done at the second.
      "GET /v3/job/get": () => {
        const done = processed;
        processed = true;
        return ok({
          id: 55,
          kind: "evaluation.cultivateProcess",
          state: done ? "done" : "running",
          percent: done ? 100 : 50,
          done: done ? 2 : 1,
          total: 2,
          result: done ? chart().upStatus : null,
          error: null,
          createdAt: "2026-11-20T08:00:00.000Z",
          startedAt: "2026-11-20T08:00:00.000Z",
          finishedAt: done ? "2026-11-20T08:00:01.000Z" : null,
        });
      },
    });
    renderRoute("/admin/cultivate/7/chart");
    const status = await screen.findByTestId("cultivate-status");
    expect(status.getAttribute("data-status")).toBe("stale");
    expect(status.textContent).toContain("scores or classes changed");
    expect(screen.getByTestId("cultivate-scope").textContent).toContain("40 students");
    fireEvent.click(within(status).getByTestId("cultivate-refresh"));
    await waitFor(() => expect(callsTo(calls, "/v3/culitivate/updateUpStatus")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/culitivate/updateUpStatus")[0])).toMatchObject({ id: 7, termId: 4 });
    expect(await screen.findByTestId("cultivate-progress")).toBeTruthy();
    await waitFor(
      () => expect(screen.getByTestId("cultivate-status").getAttribute("data-status")).toBe("fresh"),
      { timeout: 5000 },
    );
    fireEvent.click(within(screen.getByTestId("cultivate-averages-view")).getByText("Table"));
    const table = await screen.findByTestId("cultivate-averages-table");
    expect(within(table).getByText("12.5")).toBeTruthy();
    expect(within(table).getByText("Moral")).toBeTruthy();
    fireEvent.click(within(screen.getByTestId("cultivate-bands-view")).getByText("Table"));
    const bands = await screen.findByTestId("cultivate-bands-table");
    // 40 students, 3 scored: 37 without a score.
    expect(within(bands).getByText("37")).toBeTruthy();
  });

  it("shows an area its model across schools: each goal's average by school and each school's processing", async () => {
    testSession.set(SessionKey.schoolId, String(demoArea.id));
    testSession.set(SessionKey.schoolInfo, JSON.stringify(demoArea));
    const across: AreaCultivateChart = {
      modelId: 7,
      modelName: "Five virtues",
      goals: [
        { goalId: 1, pid: null, level: 1, name: "Morality" },
        { goalId: 2, pid: 1, level: 2, name: "Service" },
      ],
      schools: [
        {
          schoolId: 41,
          schoolName: "South Primary",
          copied: true,
          termName: "Autumn 2026",
          refreshedAt: "2026-11-20T08:00:00.000Z",
          onCurrentGoals: false,
          processing: false,
          students: 420,
          averages: [
            { goalId: 1, average: 61.5 },
            { goalId: 2, average: 8 },
          ],
        },
        {
          schoolId: 42,
          schoolName: "North Middle",
          copied: false,
          termName: null,
          refreshedAt: null,
          onCurrentGoals: false,
          processing: false,
          students: 0,
          averages: [],
        },
      ],
    };
    let processing = false;
    const { calls } = fakeApi({
      "GET /auth/my/getschool": () => ok(demoArea),
      "GET /region/cultivate/ajaxChartInfo": () =>
        ok({ ...across, schools: across.schools.map((x, i) => (i === 0 ? { ...x, processing } : x)) }),
      "POST /region/cultivate/process": () => {
        processing = true;
        return ok({
          queued: [{ schoolId: 41, schoolName: "South Primary", jobId: 90 }],
          running: [],
          skipped: [{ schoolId: 42, schoolName: "North Middle" }],
        });
      },
    });
    renderRoute("/admin/cultivate/7/chart");
    const avg = await screen.findByTestId("cultivate-area-averages", {}, { timeout: 25_000 });
    fireEvent.click(within(avg).getByText("Table"));
    const south = (await within(avg).findByText("South Primary")).closest("tr") as HTMLElement;
    expect(within(south).getByText("61.5")).toBeTruthy();
    // Only top-level goals are compared, and only schools holding the model.
    expect(within(avg).queryByText("Service")).toBeNull();
    expect(within(avg).queryByText("North Middle")).toBeNull();
    const schools = screen.getByTestId("cultivate-area-schools");
    const north = within(schools).getByText("North Middle").closest("tr") as HTMLElement;
    expect(within(north).getByText("Not received")).toBeTruthy();
    expect(within(north).getByText("Never")).toBeTruthy();
    const southRow = within(schools).getByText("South Primary").closest("tr") as HTMLElement;
    expect(within(southRow).getByText("No")).toBeTruthy();
    expect(within(southRow).getByText("420")).toBeTruthy();
    expect(callsTo(calls, "/region/cultivate/ajaxChartInfo")[0].url.searchParams.get("id")).toBe("7");
    expect(screen.queryByTestId("cultivate-term")).toBeNull();

    // The area has its schools process the model: one job per school, the school shown as processing.
    fireEvent.click(screen.getByTestId("cultivate-area-process"));
    await waitFor(() => expect(callsTo(calls, "/region/cultivate/process")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/region/cultivate/process")[0])).toMatchObject({ id: 7 });
    expect(await screen.findByText(/Processing queued in 1 schools/)).toBeTruthy();
    const busyRow = (await within(schools).findByText("Processing…")).closest("tr") as HTMLElement;
    expect(within(busyRow).getByText("South Primary")).toBeTruthy();
  });
});
