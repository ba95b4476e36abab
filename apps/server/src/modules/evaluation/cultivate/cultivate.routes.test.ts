import { describe, expect, it } from "vitest";
import {
  admin,
  area,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  otherClassId,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../../test/collection-world.ts";
import { evidence, fill, idsByName, tree } from "../../../../test/evaluation-fixtures.ts";
import { schoolIdOf, signIn } from "../../../../test/sign-in.ts";

useCollectionApp();

type Goal = {
  goalId: number;
  id: number;
  pid: number | null;
  name: string;
  locked: boolean;
  indicatorIds: number[];
  description: string;
};
type ChartGoal = { name: string; average: number; scored: number; counts: number[]; indicators: string[] };

const goalsAsSent = (goals: Goal[]) =>
  goals.map((g) => ({
    key: String(g.id),
    parentKey: g.pid === null ? null : String(g.pid),
    name: g.name,
    description: g.description,
    indicatorIds: g.indicatorIds,
  }));
const chartGoal = (chart: { goals: ChartGoal[] }, name: string) => chart.goals.find((g) => g.name === name);
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Processes a school model's term as a job, run to the end; answers the job's result (the up-status). */
const processNow = async (body: { id: number; termId?: number }) => {
  const { jobId } = await data(post(admin, "/v3/culitivate/updateUpStatus", body));
  await t.app.jobs.drain();
  const job = await data(get(admin, `/v3/job/get?id=${jobId}`));
  expect(job.state).toBe("done");
  return job.result;
};
const areaGoal = (chart: { goals: { goalId: number; name: string }[] }, name: string) =>
  chart.goals.find((g) => g.name === name)?.goalId;

describe("cultivate models", () => {
  it("/v3/culitivate: goals linked to indicators chart the scores once processed, and go stale when they change", async () => {
    const target = await data(post(admin, "/v3/target/add", { name: "Cultivate basis", indicators: tree }));
    const ind = idsByName(await data(get(admin, `/v3/target/detail?id=${target.id}`)));
    const { form, sceneId, taskId } = await evidence();
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: target.id,
        indicatorId: ind.Reading,
        name: "Minutes read",
        config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
      }),
    );
    const [a, b] = myClass;
    await fill(form, taskId, [a.id], 23, "40");
    await fill(form, taskId, [b.id], 23, "10");

    // Bad input changes nothing: a foreign indicator, a fourth level, a duplicate key, a missing model.
    const before = (await data(get(admin, "/v3/culitivate/list"))).total;
    const other = await data(post(admin, "/v3/target/add", { name: "Other basis", indicators: tree }));
    const foreign = idsByName(await data(get(admin, `/v3/target/detail?id=${other.id}`))).Reading;
    const refusals = [
      [{ key: "x", parentKey: null, name: "X", indicatorIds: [foreign] }],
      [
        { key: "1", parentKey: null, name: "L1" },
        { key: "2", parentKey: "1", name: "L2" },
        { key: "3", parentKey: "2", name: "L3" },
        { key: "4", parentKey: "3", name: "L4" },
      ],
      [
        { key: "d", parentKey: null, name: "D1" },
        { key: "d", parentKey: null, name: "D2" },
      ],
    ];
    const texts: string[] = [];
    for (const goals of refusals) {
      const r = await post(
        admin,
        "/v3/culitivate/insert",
        { name: "Bad", targetModelId: target.id, goals },
        EN,
      );
      expect(r.status).toBe(400);
      texts.push(r.body.errorDesc);
    }
    expect(texts[0]).toContain("not in the chosen indicator model");
    expect(texts[1]).toContain("three levels");
    expect(texts[2]).toContain("appears twice");
    const missing = await post(admin, "/v3/culitivate/insert", { name: "Bad", targetModelId: 999999 }, EN);
    expect(missing.body.errorDesc).toContain("indicator model does not exist");
    const teachers = await data(
      post(admin, "/v3/target/add", { name: "Teacher basis", subjectType: 0, indicators: tree }),
    );
    const forTeachers = await post(
      admin,
      "/v3/culitivate/insert",
      { name: "Bad", targetModelId: teachers.id },
      EN,
    );
    expect(forTeachers.body.errorDesc).toContain("does not score students");
    expect((await data(get(admin, "/v3/culitivate/list"))).total).toBe(before);

    const added = await data(
      post(admin, "/v3/culitivate/insert", {
        name: "德智体 cultivation",
        targetModelId: target.id,
        goals: [
          { key: "moral", parentKey: null, name: "德", indicatorIds: [ind.Moral] },
          { key: "body", parentKey: null, name: "体", indicatorIds: [ind.Physical] },
          {
            key: "read",
            parentKey: "body",
            name: "阅读习惯",
            description: "Reads daily",
            indicatorIds: [ind.Reading],
          },
        ],
      }),
    );
    expect(added.version).toBe(1);
    const info = await data(get(admin, `/v3/culitivate/info?id=${added.id}`));
    expect(info).toMatchObject({
      targetModelName: "Cultivate basis",
      goalCount: 3,
      pushed: false,
      refreshedAt: null,
    });
    expect(info.indicators).toHaveLength(4);
    expect(info.goals.map((g: Goal) => [g.name, g.indicatorIds])).toEqual([
      ["德", [ind.Moral]],
      ["体", [ind.Physical]],
      ["阅读习惯", [ind.Reading]],
    ]);

    const status = (q = "") => data(get(admin, `/v3/culitivate/upStatus?id=${added.id}${q}`));
    expect((await status()).status).toBe("never");
    const classChart = `/v3/culitivate/ajaxChartInfo?id=${added.id}&classId=${a.classId}`;
    const unprocessed = await data(get(admin, classChart));
    expect(unprocessed.upStatus.status).toBe("never");
    expect(chartGoal(unprocessed, "阅读习惯")?.average).toBe(0);

    // Processing runs as a job; a second request while it is queued is refused.
    const { jobId } = await data(post(admin, "/v3/culitivate/updateUpStatus", { id: added.id }));
    const twice = await post(admin, "/v3/culitivate/updateUpStatus", { id: added.id }, EN);
    expect(twice.status).toBe(409);
    expect(twice.body.errorDesc).toContain("being processed");
    expect((await status()).status).toBe("never");
    await t.app.jobs.drain();
    const job = await data(get(admin, `/v3/job/get?id=${jobId}`));
    expect(job).toMatchObject({ kind: "evaluation.cultivateProcess", state: "done", percent: 100 });
    const processed = job.result;
    expect(processed).toMatchObject({ status: "fresh", reasons: [] });
    expect(processed.refreshedAt).toBeTruthy();

    // Reading 40 and 10 of 50: 80 % and 20 %. 体 averages Physical (40, 10 of 100) with its sub-goal's Reading.
    const n = myClass.length;
    const chart = await data(get(admin, classChart));
    expect(chart).toMatchObject({ students: n, bands: ["优秀", "良好", "合格", "待合格"] });
    expect(chart.upStatus.status).toBe("fresh");
    expect(chartGoal(chart, "阅读习惯")).toMatchObject({
      average: round2(100 / n),
      scored: 2,
      counts: [0, 1, 0, 1],
      indicators: ["Reading"],
    });
    expect(chartGoal(chart, "体")).toMatchObject({
      average: round2(75 / n),
      scored: 2,
      counts: [0, 0, 1, 1],
    });
    expect(chartGoal(chart, "体")?.indicators.sort()).toEqual(["Physical", "Reading"]);
    expect(chartGoal(chart, "德")).toMatchObject({ average: 0, scored: 0, counts: [0, 0, 0, 0] });
    const schoolStudents = (await data(get(admin, "/v3/stu/page?size=1"))).total as number;
    const whole = await data(get(admin, `/v3/culitivate/ajaxChartInfo?id=${added.id}`));
    expect(whole.students).toBe(schoolStudents);
    expect(chartGoal(whole, "阅读习惯")?.average).toBe(round2(100 / schoolStudents));
    const elsewhere = await data(
      get(admin, `/v3/culitivate/ajaxChartInfo?id=${added.id}&classId=${otherClassId}`),
    );
    expect(chartGoal(elsewhere, "阅读习惯")).toMatchObject({ average: 0, scored: 0 });
    expect(
      (await data(get(admin, "/v3/culitivate/list?keyword=cultivation"))).list[0].refreshedAt,
    ).toBeTruthy();

    // A new score makes the data stale until it is processed again; then the chart shows it.
    await fill(form, taskId, [a.id], 24, "50");
    expect(await status()).toMatchObject({ status: "stale", reasons: ["scores"] });
    expect((await data(get(admin, classChart))).upStatus.status).toBe("stale");
    await processNow({ id: added.id });
    const after = await data(get(admin, classChart));
    expect(chartGoal(after, "阅读习惯")).toMatchObject({ average: round2(120 / n), counts: [1, 0, 0, 1] });

    // A new version of the indicator model, and an edit of the goals, each make it stale.
    const targetDetail = await data(get(admin, `/v3/target/detail?id=${target.id}`));
    await data(
      post(admin, "/v3/target/update", {
        id: target.id,
        name: "Cultivate basis",
        indicators: targetDetail.indicators.map(
          (i: { id: number; pid: number | null; name: string; weight: number; maxScore: number }) => ({
            key: String(i.id),
            parentKey: i.pid === null ? null : String(i.pid),
            name: i.name,
            weight: i.weight,
            maxScore: i.maxScore,
          }),
        ),
      }),
    );
    await t.app.jobs.drain();
    expect((await status()).reasons).toContain("indicators");
    await processNow({ id: added.id });
    expect((await status()).status).toBe("fresh");
    const goals = goalsAsSent(info.goals).map((g) => (g.name === "德" ? { ...g, name: "德育" } : g));
    const v2 = await data(
      post(admin, "/v3/culitivate/update", {
        id: added.id,
        name: info.name,
        targetModelId: target.id,
        goals,
      }),
    );
    expect(v2.version).toBe(2);
    expect(await status()).toMatchObject({ status: "stale", reasons: ["goals"] });
    // Processing is per term: a term named explicitly is processed on its own.
    const termId = (await status()).termId;
    expect((await processNow({ id: added.id, termId })).status).toBe("fresh");

    // Clone, then delete the copy with its data.
    const copy = await data(post(admin, "/v3/culitivate/clone", { id: added.id }));
    const copied = await data(get(admin, `/v3/culitivate/info?id=${copy.id}`));
    expect(copied.name).toBe("德智体 cultivation（副本）");
    expect(copied.goals.map((g: Goal) => g.name)).toEqual(["德育", "体", "阅读习惯"]);
    await processNow({ id: copy.id });
    await data(post(admin, "/v3/culitivate/delete", { id: copy.id }));
    expect((await get(admin, `/v3/culitivate/info?id=${copy.id}`)).status).toBe(404);

    // Permissions: the school's staff only; a class teacher reads the chart of their class, nothing else.
    expect((await get(leader, "/v3/culitivate/list")).status).toBe(403);
    expect((await get(leader, `/v3/culitivate/info?id=${added.id}`)).status).toBe(403);
    expect((await post(leader, "/v3/culitivate/updateUpStatus", { id: added.id })).status).toBe(403);
    expect((await data(get(leader, classChart))).goals).toHaveLength(3);
    expect((await get(leader, `/v3/culitivate/ajaxChartInfo?id=${added.id}`)).status).toBe(403);
    const student = (await signIn(t, "primary.demo", a.account as string, 1)).token;
    for (const token of [student, await parentOf(a.id)]) {
      expect((await get(token, classChart)).status).toBe(403);
      expect((await get(token, "/v3/culitivate/list")).status).toBe(403);
    }
    expect((await get(middleAdmin, `/v3/culitivate/info?id=${added.id}`)).status).toBe(404);
    expect((await get(middleAdmin, `/v3/culitivate/ajaxChartInfo?id=${added.id}`)).status).toBe(404);
    expect((await post(middleAdmin, "/v3/culitivate/delete", { id: added.id })).status).toBe(404);
    expect(
      (await data(get(middleAdmin, "/v3/culitivate/list?size=200"))).list.map((m: Goal) => m.id),
    ).not.toContain(added.id);
    expect((await get(admin, `/v3/culitivate/info?id=${added.id}`)).status).toBe(200);
  });

  it("/region/cultivate/push: copies on each school's indicator model copy, locked goals, schools add their own", async () => {
    const primaryId = await schoolIdOf(t, "primary.demo");
    const areaTarget = await data(
      post(area, "/v3/target/add", { name: `Area basis ${Math.random()}`, indicators: tree }),
    );
    const areaInd = idsByName(await data(get(area, `/v3/target/detail?id=${areaTarget.id}`)));
    // Only Demo Primary School holds the indicator model: the other school is skipped and named.
    await data(post(area, "/region/targetModel/push", { id: areaTarget.id, schoolIds: [primaryId] }));
    const model = await data(
      post(area, "/v3/culitivate/insert", {
        name: `Area cultivation ${Math.random()}`,
        targetModelId: areaTarget.id,
        goals: [
          { key: "m", parentKey: null, name: "Moral goal", indicatorIds: [areaInd.Moral] },
          { key: "r", parentKey: "m", name: "Service goal", indicatorIds: [areaInd["Volunteer service"]] },
        ],
      }),
    );
    expect((await post(admin, "/region/cultivate/push", { id: model.id })).status).toBe(403);
    const pushed = await data(post(area, "/region/cultivate/push", { id: model.id }));
    expect(pushed.created).toBe(1);
    const middle = await t.call({ method: "GET", url: "/api/auth/getschool/byDomain?domain=middle.demo" });
    expect(pushed.skipped).toEqual([{ schoolId: middle.body.data.id, schoolName: middle.body.data.name }]);
    expect((await data(get(area, `/v3/culitivate/info?id=${model.id}`))).pushedTo).toBe(1);

    const mine = (await data(get(admin, "/v3/culitivate/list?size=200"))).list.find(
      (m: { pushed: boolean; name: string }) => m.pushed && m.name.startsWith("Area cultivation"),
    );
    const detail = await data(get(admin, `/v3/culitivate/info?id=${mine.id}`));
    const schoolTarget = (await data(get(admin, "/v3/target/list?size=200"))).list.find(
      (m: { name: string }) => m.name === (detail.targetModelName as string),
    );
    expect(schoolTarget.pushed).toBe(true);
    expect(detail.targetModelId).not.toBe(areaTarget.id);
    const schoolInd = idsByName(await data(get(admin, `/v3/target/detail?id=${detail.targetModelId}`)));
    expect(detail.goals.map((g: Goal) => [g.name, g.locked, g.indicatorIds])).toEqual([
      ["Moral goal", true, [schoolInd.Moral]],
      ["Service goal", true, [schoolInd["Volunteer service"]]],
    ]);

    // The school scores its copy and processes it; the area reads each school's figures from its copy.
    const { form, sceneId, taskId } = await evidence();
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: detail.targetModelId,
        indicatorId: schoolInd["Volunteer service"],
        name: "Service minutes",
        config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
      }),
    );
    await fill(form, taskId, [myClass[0].id], 23, "20");
    // The area processes its model in the schools holding a copy, one job per school, never twice at once.
    expect((await post(admin, "/region/cultivate/process", { id: model.id })).status).toBe(403);
    const queued = await data(post(area, "/region/cultivate/process", { id: model.id }));
    expect(queued.queued.map((q: { schoolId: number }) => q.schoolId)).toEqual([primaryId]);
    expect(queued.skipped.map((q: { schoolId: number }) => q.schoolId)).toContain(middle.body.data.id);
    const busy = await data(get(area, `/region/cultivate/ajaxChartInfo?id=${model.id}`));
    expect(busy.schools.find((s: { schoolId: number }) => s.schoolId === primaryId).processing).toBe(true);
    const again2 = await data(post(area, "/region/cultivate/process", { id: model.id }));
    expect(again2).toMatchObject({ queued: [], running: [{ schoolId: primaryId }] });
    expect((await post(admin, "/v3/culitivate/updateUpStatus", { id: mine.id })).status).toBe(409);
    await t.app.jobs.drain();
    expect((await data(get(admin, `/v3/job/get?id=${queued.queued[0].jobId}`))).state).toBe("done");
    const across = await data(get(area, `/region/cultivate/ajaxChartInfo?id=${model.id}`));
    expect(across.schools.find((s: { schoolId: number }) => s.schoolId === primaryId).processing).toBe(false);
    expect(across.goals.map((g: Goal) => g.name)).toEqual(["Moral goal", "Service goal"]);
    const students = (await data(get(admin, "/v3/stu/page?size=1"))).total as number;
    const primary = across.schools.find((s: { schoolId: number }) => s.schoolId === primaryId);
    expect(primary).toMatchObject({ copied: true, onCurrentGoals: true, students });
    expect(primary.termName).toBeTruthy();
    const averageOf = (name: string) =>
      primary.averages.find((a: { goalId: number }) => a.goalId === areaGoal(across, name))?.average;
    // 20 of 30 minutes of service: 66.67 %; the moral goal also averages Moral (20 of 100) in: 43.33 %.
    expect(averageOf("Service goal")).toBeCloseTo(round2(66.6667 / students), 2);
    expect(averageOf("Moral goal")).toBeCloseTo(round2(43.3333 / students), 2);
    expect(averageOf("Service goal")).toBeGreaterThan(0);
    expect(
      across.schools.find((s: { schoolId: number }) => s.schoolId === middle.body.data.id),
    ).toMatchObject({
      copied: false,
      refreshedAt: null,
      averages: [],
    });
    expect((await get(admin, `/region/cultivate/ajaxChartInfo?id=${model.id}`)).status).toBe(403);

    const asSent = goalsAsSent(detail.goals);
    const save = (goals: unknown, targetModelId = detail.targetModelId) =>
      post(admin, "/v3/culitivate/update", { id: mine.id, name: detail.name, targetModelId, goals }, EN);
    const renamed = await save(asSent.map((g) => ({ ...g, name: `${g.name}!` })));
    expect(renamed.body.errorDesc).toContain("pushed by the area");
    expect((await save(asSent.slice(0, 1))).body.errorDesc).toContain("pushed by the area");
    const ownTarget = await data(post(admin, "/v3/target/add", { name: "School basis", indicators: tree }));
    const moved = await save(asSent, ownTarget.id);
    expect(moved.body.errorDesc).toContain("keeps the indicator model");
    const own = [
      ...asSent,
      { key: "own", parentKey: asSent[0].key, name: "Our own goal", indicatorIds: [schoolInd.Reading] },
    ];
    expect((await data(save(own))).version).toBe(2);
    const stale = await data(get(area, `/region/cultivate/ajaxChartInfo?id=${model.id}`));
    expect(stale.schools.find((s: { schoolId: number }) => s.schoolId === primaryId).onCurrentGoals).toBe(
      false,
    );

    // The area renames a goal and pushes again: the copy follows, keeping the school's own goal.
    const areaDetail = await data(get(area, `/v3/culitivate/info?id=${model.id}`));
    await data(
      post(area, "/v3/culitivate/update", {
        id: model.id,
        name: areaDetail.name,
        targetModelId: areaTarget.id,
        goals: goalsAsSent(areaDetail.goals).map((g) =>
          g.name === "Service goal" ? { ...g, name: "Service" } : g,
        ),
      }),
    );
    expect(
      (await data(post(area, "/region/cultivate/push", { id: model.id, schoolIds: [primaryId] }))).updated,
    ).toBe(1);
    const again = await data(get(admin, `/v3/culitivate/info?id=${mine.id}`));
    expect(again.version).toBe(3);
    expect(again.goals.map((g: Goal) => [g.name, g.locked])).toEqual([
      ["Moral goal", true],
      ["Service", true],
      ["Our own goal", false],
    ]);

    // The area deletes its model: the school keeps its copy as its own, nothing locked.
    await data(post(area, "/v3/culitivate/delete", { id: model.id }));
    const kept = await data(get(admin, `/v3/culitivate/info?id=${mine.id}`));
    expect(kept.pushed).toBe(false);
    expect(kept.goals.every((g: Goal) => !g.locked)).toBe(true);
  });
});
