import { describe, expect, it } from "vitest";
import {
  admin,
  area,
  data,
  get,
  myClass,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { evidence, fill, idsByName, scoreOn, scoresOf, tree } from "../../../test/evaluation-fixtures.ts";

useCollectionApp();

const RUN = "evaluation.ruleRun";
const runJobs = async () =>
  (await data(get(admin, `/v3/job/page?kind=${RUN}&size=100`))).list as { id: number; state: string }[];
const queued = async () => (await runJobs()).filter((j) => j.state === "queued");

/** A model with one rule (2 points per fill) over a fresh task, and fills for the first three students. */
const scoredWorld = async () => {
  const model = await data(
    post(admin, "/v3/target/add", { name: `Rescore ${Math.random()}`, indicators: tree }),
  );
  const detail = await data(get(admin, `/v3/target/detail?id=${model.id}`));
  const ids = idsByName(detail);
  const { form, sceneId, taskId } = await evidence();
  const rule = await data(
    post(admin, "/v3/computeRule/save", {
      modelId: model.id,
      indicatorId: ids["Volunteer service"],
      name: "Per fill",
      config: { sceneId, kind: "fixed", points: 2 },
    }),
  );
  // The rule's own re-score job ran over no evidence yet; start from an empty queue.
  await t.app.jobs.drain();
  const students = myClass.slice(0, 3);
  await fill(
    form,
    taskId,
    students.map((s) => s.id),
    23,
    "10",
  );
  return { model, detail, ids, form, sceneId, taskId, rule, students };
};

const volunteer = async (studentId: number, modelId: number) =>
  scoreOn(await scoresOf(admin, studentId, modelId), "Volunteer service");

describe("changes to rules and models re-score in the background", () => {
  it("publishing a changed rule queues one run for a burst of edits, after which every student has the new version", async () => {
    const w = await scoredWorld();
    for (const s of w.students) expect(await volunteer(s.id, w.model.id)).toBe(2);
    const before = (await runJobs()).length;
    const publish = (points: number) =>
      data(
        post(admin, "/v3/computeRule/save", {
          id: w.rule.id,
          modelId: w.model.id,
          indicatorId: w.ids["Volunteer service"],
          name: "Per fill",
          config: { sceneId: w.sceneId, kind: "fixed", points },
        }),
      );
    await publish(5);
    await publish(7);
    await data(
      post(admin, "/v3/computeRule/stash", {
        id: w.rule.id,
        config: { sceneId: w.sceneId, kind: "fixed", points: 4 },
      }),
    );
    const published = await data(post(admin, "/v3/computeRule/stash/publish", { id: w.rule.id }));
    expect(published.version).toBe(4);
    // Three publications, one queued run; a manual batch execute joins it rather than queueing another.
    const pending = await queued();
    expect(pending).toHaveLength(1);
    expect((await runJobs()).length).toBe(before + 1);
    const termId = (await scoresOf(admin, w.students[0].id, w.model.id)).termId;
    const manual = await data(post(admin, "/v3/computeRule/batchExecute", { modelId: w.model.id, termId }));
    expect(manual.jobId).toBe(pending[0].id);
    // Until the run, the stored scores are those of version 1.
    expect(await volunteer(w.students[1].id, w.model.id)).toBe(2);

    await t.app.jobs.drain();
    expect(await queued()).toHaveLength(0);
    for (const s of w.students) {
      expect(await volunteer(s.id, w.model.id)).toBe(4);
      const lineage = await data(
        get(
          admin,
          `/v3/target/scoreLineage?studentId=${s.id}&termId=${termId}&indicatorId=${w.ids["Volunteer service"]}`,
        ),
      );
      expect(lineage.rules[0].ruleVersion).toBe(4);
    }
    // A change after the run started queues exactly one more.
    await publish(6);
    expect(await queued()).toHaveLength(1);
    await t.app.jobs.drain();
    expect(await volunteer(w.students[2].id, w.model.id)).toBe(6);
  });

  it("stopping and deleting a rule take its points out once the run finishes; starting brings them back", async () => {
    const w = await scoredWorld();
    await data(post(admin, "/v3/computeRule/updateStatus", { id: w.rule.id, status: 0 }));
    await t.app.jobs.drain();
    for (const s of w.students) expect(await volunteer(s.id, w.model.id)).toBe(0);
    await data(post(admin, "/v3/computeRule/updateStatus", { id: w.rule.id, status: 1 }));
    await t.app.jobs.drain();
    for (const s of w.students) expect(await volunteer(s.id, w.model.id)).toBe(2);

    await data(post(admin, "/v3/computeRule/delete", { id: w.rule.id }));
    expect(await queued()).toHaveLength(1);
    await t.app.jobs.drain();
    for (const s of w.students) {
      const scores = await scoresOf(admin, s.id, w.model.id);
      expect(scoreOn(scores, "Volunteer service")).toBe(0);
      expect(scoreOn(scores, "Moral")).toBe(0);
    }
  });

  it("editing the model re-scores on its new version (a lower maximum caps the stored scores)", async () => {
    const w = await scoredWorld();
    const indicators = w.detail.indicators.map(
      (i: { id: number; pid: number | null; name: string; weight: number; maxScore: number }) => ({
        key: String(i.id),
        parentKey: i.pid === null ? null : String(i.pid),
        name: i.name,
        weight: i.weight,
        maxScore: i.name === "Volunteer service" ? 1 : i.maxScore,
      }),
    );
    const updated = await data(
      post(admin, "/v3/target/update", { id: w.model.id, name: w.detail.name, indicators }),
    );
    expect(updated.version).toBe(2);
    await t.app.jobs.drain();
    for (const s of w.students) {
      const scores = await scoresOf(admin, s.id, w.model.id);
      expect(scores.modelVersion).toBe(2);
      expect(scoreOn(scores, "Volunteer service")).toBe(1);
    }
  });
});

describe("an area's push re-scores the schools' copies", () => {
  it("a pushed change of an indicator's maximum reaches the school's stored scores once the run finishes", async () => {
    const areaTree = (max: number) => [
      { key: "m", parentKey: null, name: "Conduct", weight: 100, maxScore: 100 },
      { key: "v", parentKey: "m", name: "Service", weight: 0, maxScore: max },
    ];
    const name = `Pushed ${Math.random()}`;
    const areaModel = await data(post(area, "/v3/target/add", { name, indicators: areaTree(30) }));
    await data(post(area, "/region/targetModel/push", { id: areaModel.id }));
    const copy = (await data(get(admin, "/v3/target/list?size=100"))).list.find(
      (m: { name: string }) => m.name === name,
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${copy.id}`)));
    const { form, sceneId, taskId } = await evidence();
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: copy.id,
        indicatorId: ids.Service,
        name: "Per fill",
        config: { sceneId, kind: "fixed", points: 5 },
      }),
    );
    await t.app.jobs.drain();
    const [a] = myClass;
    await fill(form, taskId, [a.id], 23, "10");
    expect(scoreOn(await scoresOf(admin, a.id, copy.id), "Service")).toBe(5);

    const areaDetail = await data(get(area, `/v3/target/detail?id=${areaModel.id}`));
    const lowered = areaDetail.indicators.map(
      (i: { id: number; pid: number | null; name: string; weight: number; maxScore: number }) => ({
        key: String(i.id),
        parentKey: i.pid === null ? null : String(i.pid),
        name: i.name,
        weight: i.weight,
        maxScore: i.name === "Service" ? 2 : i.maxScore,
      }),
    );
    await data(post(area, "/v3/target/update", { id: areaModel.id, name, indicators: lowered }));
    await data(post(area, "/region/targetModel/push", { id: areaModel.id }));
    await t.app.jobs.drain();
    const after = await scoresOf(admin, a.id, copy.id);
    expect(scoreOn(after, "Service")).toBe(2);
    expect(after.modelVersion).toBe(2);
  });
});

describe("incremental scoring after submissions", () => {
  it("a batch fill for several students updates all their scores at once", async () => {
    const w = await scoredWorld();
    await fill(
      w.form,
      w.taskId,
      w.students.map((s) => s.id),
      24,
      "10",
    );
    await fill(w.form, w.taskId, [w.students[0].id], 25, "10");
    expect(await volunteer(w.students[0].id, w.model.id)).toBe(6);
    expect(await volunteer(w.students[1].id, w.model.id)).toBe(4);
    expect(await volunteer(w.students[2].id, w.model.id)).toBe(4);
    // The batch run agrees with what the incremental updates stored.
    const termId = (await scoresOf(admin, w.students[0].id, w.model.id)).termId;
    await data(post(admin, "/v3/computeRule/batchExecute", { modelId: w.model.id, termId }));
    await t.app.jobs.drain();
    expect(await volunteer(w.students[0].id, w.model.id)).toBe(6);
    expect(await volunteer(w.students[2].id, w.model.id)).toBe(4);
  });

  it("a batch run and submissions at the same time leave every score right", async () => {
    const w = await scoredWorld();
    const termId = (await scoresOf(admin, w.students[0].id, w.model.id)).termId;
    await data(post(admin, "/v3/computeRule/batchExecute", { modelId: w.model.id, termId }));
    const everyone = myClass.map((s) => s.id);
    // The fills follow one another (they move the test clock); the run goes alongside them.
    const fills = async () => {
      await fill(w.form, w.taskId, everyone, 24, "10");
      await fill(
        w.form,
        w.taskId,
        w.students.map((s) => s.id),
        25,
        "10",
      );
    };
    await Promise.all([t.app.jobs.drain(), fills()]);
    await t.app.jobs.drain();
    for (const s of myClass) {
      const expected = w.students.some((x) => x.id === s.id) ? 6 : 2;
      expect(await volunteer(s.id, w.model.id)).toBe(expected);
    }
  });
});
