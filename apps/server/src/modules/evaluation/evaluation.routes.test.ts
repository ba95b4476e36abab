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
} from "../../../test/collection-world.ts";
import { evidence, fill, idsByName, scoreOn, scoresOf, tree } from "../../../test/evaluation-fixtures.ts";

useCollectionApp();

describe("indicator models", () => {
  it("adds a three-level tree, saves a new version, refuses a fourth level and a duplicate key, clones", async () => {
    const added = await data(post(admin, "/v3/target/add", { name: "Growth", indicators: tree }));
    expect(added.version).toBe(1);
    const detail = await data(get(admin, `/v3/target/detail?id=${added.id}`));
    expect(detail.indicators.map((i: { level: number }) => i.level).sort()).toEqual([1, 1, 2, 2]);
    const ids = idsByName(detail);
    const next = [
      ...detail.indicators.map(
        (i: { id: number; pid: number | null; name: string; weight: number; maxScore: number }) => ({
          key: String(i.id),
          parentKey: i.pid === null ? null : String(i.pid),
          name: i.name,
          weight: i.weight,
          maxScore: i.maxScore,
        }),
      ),
      { key: "n1", parentKey: String(ids["Volunteer service"]), name: "Community", weight: 0, maxScore: 10 },
    ];
    const updated = await data(
      post(admin, "/v3/target/update", { id: added.id, name: "Growth", indicators: next }),
    );
    expect(updated.version).toBe(2);
    const deeper = [...next, { key: "n2", parentKey: "n1", name: "Too deep", weight: 0, maxScore: 1 }];
    const refused = await post(
      admin,
      "/v3/target/update",
      { id: added.id, name: "Growth", indicators: deeper },
      EN,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toContain("three levels");
    const twice = await post(admin, "/v3/target/add", { name: "X", indicators: [tree[0], tree[0]] }, EN);
    expect(twice.body.errorDesc).toContain("appears twice");
    const copy = await data(post(admin, "/v3/target/clone", { id: added.id }));
    expect((await data(get(admin, `/v3/target/detail?id=${copy.id}`))).indicators).toHaveLength(5);
    const listed = await data(get(admin, "/v3/target/list?keyword=Growth"));
    expect(listed.total).toBeGreaterThanOrEqual(2);
    expect(listed.list.find((m: { id: number }) => m.id === added.id)).toMatchObject({
      indicatorCount: 5,
      ruleCount: 0,
      version: 2,
      pushed: false,
    });
    await data(post(admin, "/v3/target/delete", { id: copy.id }));
    expect((await get(admin, `/v3/target/detail?id=${copy.id}`)).status).toBe(404);
    expect((await get(middleAdmin, `/v3/target/detail?id=${added.id}`)).status).toBe(404);
  });

  it("the area pushes its model; the school's copy keeps pushed indicators locked but takes its own", async () => {
    const areaModel = await data(
      post(area, "/v3/target/add", { name: `Area model ${Math.random()}`, indicators: tree }),
    );
    expect((await post(admin, "/region/targetModel/push", { id: areaModel.id })).status).toBe(403);
    const pushed = await data(post(area, "/region/targetModel/push", { id: areaModel.id }));
    expect(pushed.created).toBeGreaterThanOrEqual(2);
    const areaList = await data(get(area, "/v3/target/list?size=100"));
    expect(areaList.list.find((m: { id: number }) => m.id === areaModel.id)).toMatchObject({
      pushedTo: pushed.created,
      indicatorCount: 4,
    });
    const mine = (await data(get(admin, "/v3/target/list?size=100"))).list.find(
      (m: { pushed: boolean; name: string }) => m.pushed && m.name.startsWith("Area model"),
    );
    const detail = await data(get(admin, `/v3/target/detail?id=${mine.id}`));
    expect(detail.indicators.every((i: { locked: boolean }) => i.locked)).toBe(true);
    const asSent = detail.indicators.map(
      (i: { id: number; pid: number | null; name: string; weight: number; maxScore: number }) => ({
        key: String(i.id),
        parentKey: i.pid === null ? null : String(i.pid),
        name: i.name,
        weight: i.weight,
        maxScore: i.maxScore,
      }),
    );
    const renamed = asSent.map((i: { name: string }) => (i.name === "Reading" ? { ...i, name: "Books" } : i));
    const refused = await post(
      admin,
      "/v3/target/update",
      { id: mine.id, name: detail.name, indicators: renamed },
      EN,
    );
    expect(refused.body.errorDesc).toContain("pushed by the area");
    const reading = asSent.find((i: { name: string }) => i.name === "Reading");
    const own = [
      ...asSent,
      { key: "own", parentKey: reading.key, name: "Our library", weight: 0, maxScore: 5 },
    ];
    expect(
      (await data(post(admin, "/v3/target/update", { id: mine.id, name: detail.name, indicators: own })))
        .version,
    ).toBe(2);
    // A second push updates the copy and keeps the school's own indicator.
    const again = await data(post(area, "/region/targetModel/push", { id: areaModel.id }));
    expect(again.updated).toBeGreaterThanOrEqual(2);
    const after = await data(get(admin, `/v3/target/detail?id=${mine.id}`));
    expect(after.indicators.find((i: { name: string }) => i.name === "Our library")?.locked).toBe(false);
    expect(after.version).toBe(3);
    // The area deletes its model: the school keeps its copy as its own, every indicator editable again.
    await data(post(area, "/v3/target/delete", { id: areaModel.id }));
    const kept = await data(get(admin, `/v3/target/detail?id=${mine.id}`));
    expect(kept.indicators.some((i: { locked: boolean }) => i.locked)).toBe(false);
    const listedAfter = (await data(get(admin, "/v3/target/list?size=100"))).list;
    expect(listedAfter.find((m: { id: number }) => m.id === mine.id)).toMatchObject({ pushed: false });
    const freed = kept.indicators.map(
      (i: { id: number; pid: number | null; name: string; weight: number; maxScore: number }) => ({
        key: String(i.id),
        parentKey: i.pid === null ? null : String(i.pid),
        name: i.name === "Reading" ? "Books" : i.name,
        weight: i.weight,
        maxScore: i.maxScore,
      }),
    );
    expect(
      (await data(post(admin, "/v3/target/update", { id: mine.id, name: kept.name, indicators: freed })))
        .version,
    ).toBe(4);
  });
});

describe("scoring rules, scores and their lineage", () => {
  it("scores submissions as they arrive, explains each score, runs in batch to the same result, logs what it cannot read", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Scored ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId, taskId } = await evidence();
    const rule = (name: string, indicator: string, config: Record<string, unknown>) =>
      data(
        post(admin, "/v3/computeRule/save", {
          modelId: model.id,
          indicatorId: ids[indicator],
          name,
          config: { sceneId, ...config },
        }),
      );
    // Two points per accepted submission, the first three of the term only.
    const perFill = await rule("Per fill", "Volunteer service", { kind: "fixed", points: 2, maxCount: 3 });
    // Minutes × 0.1, at most 5 a submission, summed, the rule capped at 8 a term.
    await rule("Minutes read", "Reading", {
      kind: "item",
      itemId: String(form.ids.Minutes),
      scale: 0.1,
      perValueMax: 5,
      cap: 8,
    });
    // One point for a Good, only when at least 30 minutes were read (the form engine's formula language).
    await rule("Good long reads", "Reading", {
      kind: "option",
      itemId: String(form.ids.Quality),
      optionPoints: { [form.options.Quality.Good]: 1 },
      condition: `{${form.ids.Minutes}} >= 30`,
    });
    const [a, b] = myClass;
    await fill(form, taskId, [a.id, b.id], 23, "40");
    await fill(form, taskId, [a.id], 24, "20");
    await fill(form, taskId, [a.id], 25, "60");
    await fill(form, taskId, [a.id], 26, "35", "Fair");
    await fill(form, taskId, [b.id], 24, "lots");

    const scores = await scoresOf(admin, a.id, model.id);
    // Volunteer: 4 fills × 2, but only 3 count → 6; Moral sums its child.
    expect(scoreOn(scores, "Volunteer service")).toBe(6);
    expect(scoreOn(scores, "Moral")).toBe(6);
    // Reading: minutes 4 + 2 + 5 (60 → 6, capped at 5) + 3.5 = 14.5 → rule cap 8; good long reads: 40, 60 → 2.
    expect(scoreOn(scores, "Reading")).toBe(10);
    expect(scoreOn(scores, "Physical")).toBe(10);
    // Total: (6/100 × 40 + 10/100 × 60) / 100 × 100 = 8.4
    expect(scores.total).toBe(8.4);
    expect(scores.band).toBe("待合格");
    expect(scores.modelVersion).toBe(1);

    const lineage = await data(
      get(
        admin,
        `/v3/target/scoreLineage?studentId=${a.id}&termId=${scores.termId}&indicatorId=${ids.Reading}`,
      ),
    );
    const minutes = lineage.rules.find((r: { ruleName: string }) => r.ruleName === "Minutes read");
    expect(minutes).toMatchObject({ raw: 14.5, score: 8, cappedAt: 8, ruleVersion: 1 });
    expect(minutes.entries.map((e: { points: number }) => e.points)).toEqual([4, 2, 5, 3.5]);
    const perFillLineage = await data(
      get(
        admin,
        `/v3/target/scoreLineage?studentId=${a.id}&termId=${scores.termId}&indicatorId=${ids["Volunteer service"]}`,
      ),
    );
    expect(perFillLineage.rules[0].entries.map((e: { counted: boolean }) => e.counted)).toEqual([
      true,
      true,
      true,
      false,
    ]);

    // Student b's "lots" is not a number: logged, and the rest of b's data still scores.
    const errors = await data(get(admin, `/v3/computeRule/errorLog?modelId=${model.id}`, EN));
    const unreadable = errors.list.filter((e: { ruleName: string }) => e.ruleName === "Minutes read");
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]).toMatchObject({ studentId: b.id });
    expect(unreadable[0].reason).toContain('"lots" is not a number');
    expect(scoreOn(await scoresOf(admin, b.id, model.id), "Volunteer service")).toBe(4);

    // A batch run over the term gives the same scores (idempotent), through a background job.
    const { jobId } = await data(
      post(admin, "/v3/computeRule/batchExecute", { modelId: model.id, termId: scores.termId }),
    );
    await t.app.jobs.drain();
    const job = await data(get(admin, `/v3/job/get?id=${jobId}`));
    expect(job).toMatchObject({ state: "done", percent: 100 });
    expect(job.result).toMatchObject({ rules: 3, errors: errors.total });
    expect(await scoresOf(admin, a.id, model.id)).toMatchObject({ total: 8.4 });

    // Stopping a rule takes its points out at the next run.
    await data(post(admin, "/v3/computeRule/updateStatus", { id: perFill.id, status: 0 }));
    await data(post(admin, "/v3/computeRule/batchExecute", { modelId: model.id, termId: scores.termId }));
    await t.app.jobs.drain();
    expect(scoreOn(await scoresOf(admin, a.id, model.id), "Volunteer service")).toBe(0);
  });

  it("previews a stashed change's impact, publishes it as version 2, and the lineage names the new version", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Preview ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId, taskId } = await evidence();
    const saved = await data(
      post(admin, "/v3/computeRule/save", {
        modelId: model.id,
        indicatorId: ids["Volunteer service"],
        name: "Per fill",
        config: { sceneId, kind: "fixed", points: 2 },
      }),
    );
    await fill(form, taskId, [myClass[0].id, myClass[1].id], 23, "10");
    const changed = { sceneId, taskIds: [taskId], kind: "fixed", points: 5 };
    await data(post(admin, "/v3/computeRule/stash", { id: saved.id, config: changed }));
    await data(post(admin, "/v3/saveScene", { name: "Another scene" }));
    const detail = await data(get(admin, `/v3/computeRule/detail?id=${saved.id}`));
    expect(detail.sceneName).toMatch(/^Evidence /);
    const rules = await data(get(admin, `/v3/computeRule/page?modelId=${model.id}`));
    expect(rules.list[0]).toMatchObject({ name: "Per fill", indicatorName: "Volunteer service" });
    expect(detail).toMatchObject({ version: 1, draft: { points: 5 }, config: { points: 2 } });
    const preview = await data(post(admin, "/v3/computeRule/preview", { id: saved.id, config: changed }));
    expect(preview).toMatchObject({ changedScores: 2, averageDelta: 3, largestDelta: 3 });
    // Nothing was saved by the preview.
    expect(scoreOn(await scoresOf(admin, myClass[0].id, model.id), "Volunteer service")).toBe(2);
    expect((await data(post(admin, "/v3/computeRule/stash/publish", { id: saved.id }))).version).toBe(2);
    await fill(form, taskId, [myClass[0].id], 24, "10");
    const scores = await scoresOf(admin, myClass[0].id, model.id);
    expect(scoreOn(scores, "Volunteer service")).toBe(10);
    const lineage = await data(
      get(
        admin,
        `/v3/target/scoreLineage?studentId=${myClass[0].id}&termId=${scores.termId}&indicatorId=${ids["Volunteer service"]}`,
      ),
    );
    expect(lineage.rules[0].ruleVersion).toBe(2);
  });

  it("refuses rules that cannot score and keeps other schools and other people out", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Guarded ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId, taskId } = await evidence();
    const save = (config: Record<string, unknown>) =>
      post(
        admin,
        "/v3/computeRule/save",
        { modelId: model.id, indicatorId: ids.Reading, name: "R", config: { sceneId, ...config } },
        EN,
      );
    expect((await save({ kind: "item", itemId: "999" })).body.errorDesc).toContain('has no item "999"');
    expect((await save({ kind: "option", itemId: String(form.ids.Minutes) })).body.errorDesc).toContain(
      "no options",
    );
    expect((await save({ kind: "fixed", condition: "1 +" })).body.errorDesc).toContain("not a valid formula");
    expect((await save({ kind: "fixed", taskIds: [999_999] })).body.errorDesc).toContain("not in the scene");
    const ok = await data(save({ kind: "fixed", points: 1 }));
    expect((await get(middleAdmin, `/v3/computeRule/detail?id=${ok.id}`)).status).toBe(404);
    expect((await post(middleAdmin, "/v3/computeRule/delete", { id: ok.id })).status).toBe(404);
    expect((await get(leader, `/v3/target/list`)).status).toBe(403);

    await fill(form, taskId, [myClass[0].id], 23, "10");
    // A parent sees their child's scores, not another child's; the class leader sees the class, not another.
    const parent = await parentOf(myClass[0].id);
    expect((await scoresOf(parent, undefined, model.id)).studentId).toBe(myClass[0].id);
    expect((await get(parent, `/v3/target/studentScore?studentId=${myClass[1].id}`)).status).toBe(403);
    expect((await scoresOf(leader, myClass[0].id, model.id)).indicators.length).toBe(4);
    const all = (await data(get(admin, "/v3/stu/page?size=200"))).list as { id: number; classId: number }[];
    const outsider = all.find((s) => s.classId === otherClassId);
    expect((await get(leader, `/v3/target/studentScore?studentId=${outsider?.id}`)).status).toBe(403);
  });
});

describe("summaries", () => {
  it("ranks a class, counts its bands and averages its indicators for the radar; teachers see only their classes", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Summary ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId, taskId } = await evidence();
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: model.id,
        indicatorId: ids.Reading,
        name: "Minutes",
        config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
      }),
    );
    const [a, b] = myClass;
    await fill(form, taskId, [a.id], 23, "50");
    await fill(form, taskId, [b.id], 23, "25");
    const classId = a.classId;
    const q = `modelId=${model.id}&classId=${classId}`;
    const list = await data(get(leader, `/v3/summary/overallList?${q}`));
    expect(list.total).toBe(myClass.length);
    // Reading 50 of 50 → Physical 50 of 100 → total 50 × 60 / 100 = 30; b: 25 → 15.
    expect(list.list[0]).toMatchObject({ studentId: a.id, total: 30, rank: 1, band: "待合格" });
    expect(list.list[1]).toMatchObject({ studentId: b.id, total: 15, rank: 2 });
    const levels = await data(get(leader, `/v3/summary/level?${q}`));
    expect(levels.unscored).toBe(myClass.length - 2);
    expect(levels.bands.find((x: { band: string }) => x.band === "待合格").count).toBe(2);
    const radar = await data(get(leader, `/v3/summary/radarMap?${q}`));
    expect(radar.indicators.map((i: { name: string }) => i.name)).toEqual(["Moral", "Physical"]);
    expect(radar.indicators[1].average).toBeCloseTo(75 / myClass.length, 2);
    expect(
      (await get(leader, `/v3/summary/radarMap?modelId=${model.id}&classId=${otherClassId}`)).status,
    ).toBe(403);
    // Naming no class, a teacher gets the class they teach instead of a refusal; a grade stays refused.
    const own = await data(get(leader, `/v3/summary/level?modelId=${model.id}`));
    expect(own.students).toBe(myClass.length);
    expect((await data(get(leader, `/v3/summary/radarMap?modelId=${model.id}`))).students).toBe(
      myClass.length,
    );
    const gradeOnly = await get(leader, `/v3/summary/level?modelId=${model.id}&gradeId=${otherClassId}`);
    expect(gradeOnly.status).toBe(403);
    const school = await data(get(admin, `/v3/summary/level?modelId=${model.id}`));
    expect(school.students).toBeGreaterThan(myClass.length);
  });
});
