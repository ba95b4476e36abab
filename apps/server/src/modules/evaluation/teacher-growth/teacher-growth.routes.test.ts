import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  parentOf,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../../test/collection-world.ts";
import { evidence, idsByName } from "../../../../test/evaluation-fixtures.ts";
import { type MadeForm, makeForm, submit } from "../../../../test/form-fixtures.ts";
import { bearer, PHONE, signIn } from "../../../../test/sign-in.ts";
import { readSheetRows } from "../../../platform/files/xlsx.ts";

useCollectionApp();

/** A teacher growth model: teaching and research, each with one leaf the rules score. */
const teacherTree = [
  { key: "teaching", parentKey: null, name: "Teaching", weight: 60, maxScore: 100 },
  { key: "lessons", parentKey: "teaching", name: "Open lessons", weight: 0, maxScore: 40 },
  { key: "research", parentKey: null, name: "Research", weight: 40, maxScore: 100 },
  { key: "papers", parentKey: "research", name: "Papers", weight: 0, maxScore: 50 },
];

type Indicator = { indicatorId: number; name: string; score: number };
const scoreOn = (record: { indicators: Indicator[] }, name: string) =>
  record.indicators.find((i) => i.name === name)?.score;

type World = {
  form: MadeForm;
  sceneId: number;
  taskId: number;
  modelId: number;
  ids: Record<string, number>;
  leaderId: number;
  leaderName: string;
  teacherCount: number;
  other: string;
  otherId: number;
  termId: number;
};
const w = {} as World;

/** The leader (a teacher) records an open lesson about themself on a day of November 2026, 10:00 in Shanghai. */
const record = async (day: number, level: "District" | "School") => {
  setClock(new Date(`2026-11-${day}T02:00:00Z`));
  const r = await submit(t, leader, {
    formId: w.form.formId,
    taskId: w.taskId,
    items: [
      { itemId: w.form.ids.Topic, val: `Lesson of the ${day}th` },
      { itemId: w.form.ids.Level, val: w.form.options.Level[level] },
    ],
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data.formValId as number;
};

// The demo school has a teacher model of its own (the demo seed's): the tests name theirs.
const myRecord = (token = leader, query = "") =>
  data(get(token, `/v3/teaGrowth/record?modelId=${w.modelId}&${query}`));
const lineage = (token: string, indicator: string, teacherId?: number) =>
  get(
    token,
    `/v3/teaGrowth/lineage?termId=${w.termId}&indicatorId=${w.ids[indicator]}${teacherId ? `&teacherId=${teacherId}` : ""}`,
  );

beforeAll(async () => {
  setClock(new Date("2026-11-23T02:00:00Z"));
  const teachers = await data(get(admin, "/v3/tea/page?size=200"));
  const byAccount = new Map<string, { id: number; name: string }>(
    teachers.list.map((x: { account: string; id: number; name: string }) => [x.account, x]),
  );
  const lead = byAccount.get("t001") as { id: number; name: string };
  const second = byAccount.get("t002") as { id: number; name: string };
  Object.assign(w, {
    leaderId: lead.id,
    leaderName: lead.name,
    teacherCount: teachers.total,
    otherId: second.id,
    other: (await signIn(t, "primary.demo", "t002", 0)).token,
  });
});

describe("teacher growth: models, rules over teacher tasks, scores and records", () => {
  it("a teacher task is filled by each teacher about themself, without classes or review", async () => {
    w.form = await makeForm(t, admin, [
      { id: "topic", name: "Topic", type: 1, isNull: 1 },
      {
        id: "level",
        name: "Level",
        type: 4,
        isNull: 1,
        optionInfos: [{ name: "District" }, { name: "School" }],
      },
    ]);
    w.sceneId = (await data(post(admin, "/v3/saveScene", { name: "Teacher development" }))).id;
    const task = {
      sceneId: w.sceneId,
      name: "公开课记录",
      formId: w.form.formId,
      fillerType: 0,
      subjectType: 0,
    };
    // A teacher task is about the filling teacher: students or parents cannot fill it, it names no classes.
    // (It may need review: see collection's teacher-values test.)
    for (const wrong of [{ fillerType: 1 }, { classIds: [myClass[0].classId] }]) {
      const refused = await post(admin, "/v3/task/save", { ...task, ...wrong }, EN);
      expect(refused.status).toBe(400);
      expect(refused.body.errorDesc).toMatch(/teacher task/);
    }
    w.taskId = (await data(post(admin, "/v3/task/save", { ...task, recurrence: 1 }))).id;
    await data(post(admin, "/v3/scene/show", { id: w.sceneId }));
    const published = await data(post(admin, "/v3/task/publish", { id: w.taskId }));
    expect(published).toMatchObject({ state: 1, subjectType: 0, classIds: [] });

    const todo = async (token: string) =>
      (await data(get(token, "/center/api/getToDoList"))).find(
        (x: { taskId: number }) => x.taskId === w.taskId,
      );
    // Every teacher has it waiting, for nobody but themself.
    expect(await todo(leader)).toMatchObject({ subjectType: 0, fillerType: 0, pending: [] });
    expect(await todo(w.other)).toMatchObject({ subjectType: 0 });
    // Filling it for someone else is refused.
    const forOthers = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/addBatch",
      headers: bearer(leader),
      payload: {
        formId: w.form.formId,
        taskId: w.taskId,
        items: [{ itemId: w.form.ids.Topic, val: "x" }],
        exJson: { belongInfos: [{ stuId: myClass[0].id }] },
      },
    });
    expect(forOthers.body.success).toBe(false);
  });

  it("staff build a teacher model with two rules over the teacher task; a teacher's fill scores within the request cycle", async () => {
    const added = await data(
      post(admin, "/v3/target/add", { name: "Teacher growth", subjectType: 0, indicators: teacherTree }),
    );
    w.modelId = added.id;
    const detail = await data(get(admin, `/v3/target/detail?id=${w.modelId}`));
    expect(detail.subjectType).toBe(0);
    w.ids = idsByName(detail);
    // Teacher models keep apart from the student models' list, and have their own.
    const studentModels = await data(get(admin, "/v3/target/list?size=200"));
    expect(studentModels.list.some((m: { id: number }) => m.id === w.modelId)).toBe(false);
    const teacherModels = await data(get(admin, "/v3/target/list?subjectType=0"));
    expect(teacherModels.list.map((m: { id: number }) => m.id)).toContain(w.modelId);
    expect(
      (await data(get(leader, "/v3/teaGrowth/models"))).find((m: { id: number }) => m.id === w.modelId),
    ).toMatchObject({ id: w.modelId, version: 1 });

    const rule = (name: string, indicator: string, config: Record<string, unknown>) =>
      post(admin, "/v3/computeRule/save", {
        modelId: w.modelId,
        indicatorId: w.ids[indicator],
        name,
        config: { sceneId: w.sceneId, taskIds: [w.taskId], ...config },
      });
    await data(rule("Per open lesson", "Open lessons", { kind: "fixed", points: 10 }));
    await data(
      rule("By level", "Papers", {
        kind: "option",
        itemId: String(w.form.ids.Level),
        optionPoints: { [w.form.options.Level.District]: 8, [w.form.options.Level.School]: 3 },
      }),
    );
    // A teacher model reads teacher tasks only, and a student model never does.
    const student = await evidence();
    const wrongTask = await rule("Student task", "Papers", {
      kind: "fixed",
      points: 1,
      taskIds: [student.taskId],
    });
    expect(wrongTask.body.errorDesc).toBeTruthy();
    expect(wrongTask.status).toBe(400);
    const studentModel = await data(
      post(admin, "/v3/target/add", {
        name: "Students",
        indicators: [{ key: "a", parentKey: null, name: "All", weight: 100, maxScore: 100 }],
      }),
    );
    const studentIds = idsByName(await data(get(admin, `/v3/target/detail?id=${studentModel.id}`)));
    const onTeacherTask = await post(admin, "/v3/computeRule/save", {
      modelId: studentModel.id,
      indicatorId: studentIds.All,
      name: "Teacher task",
      config: { sceneId: w.sceneId, taskIds: [w.taskId], kind: "fixed", points: 1 },
    });
    expect(onTeacherTask.status).toBe(400);
    // Over the whole scene a student rule is allowed, and counts none of the teachers' records (below).
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: studentModel.id,
        indicatorId: studentIds.All,
        name: "Whole scene",
        config: { sceneId: w.sceneId, kind: "fixed", points: 1 },
      }),
    );
    await t.app.jobs.drain();

    const first = await record(23, "District");
    await t.app.scoringIdle();
    const after = await myRecord();
    w.termId = after.termId;
    expect(after).toMatchObject({
      teacherId: w.leaderId,
      teacherName: w.leaderName,
      modelId: w.modelId,
      modelVersion: 1,
      total: 9.2, // (10 / 100 × 60 + 8 / 100 × 40) / 100 × 100
    });
    expect(scoreOn(after, "Open lessons")).toBe(10);
    expect(scoreOn(after, "Teaching")).toBe(10);
    expect(scoreOn(after, "Papers")).toBe(8);

    const second = await record(24, "School");
    await t.app.scoringIdle();
    const mine = await myRecord();
    expect(scoreOn(mine, "Open lessons")).toBe(20);
    expect(scoreOn(mine, "Research")).toBe(11);
    expect(mine.total).toBe(16.4);
    expect(mine.band).toBe("待合格");
    expect(mine.terms).toEqual([
      {
        termId: w.termId,
        termName: mine.termName,
        total: 16.4,
        band: "待合格",
        indicators: [
          { indicatorId: w.ids.Teaching, score: 20 },
          { indicatorId: w.ids.Research, score: 11 },
        ],
      },
    ]);

    // Why this score: both fills, through the rule's version 1.
    const why = await data(lineage(leader, "Open lessons"));
    expect(why).toMatchObject({ score: 20, modelVersion: 1 });
    expect(why.rules).toHaveLength(1);
    expect(why.rules[0]).toMatchObject({ ruleName: "Per open lesson", ruleVersion: 1, score: 20 });
    expect(
      why.rules[0].entries.map((e: { formValueId: number; points: number }) => [e.formValueId, e.points]),
    ).toEqual([
      [first, 10],
      [second, 10],
    ]);
    expect(
      (await data(lineage(leader, "Papers"))).rules[0].entries.map((e: { points: number }) => e.points),
    ).toEqual([8, 3]);

    // The student model's whole-scene rule scored nobody from the teachers' records.
    const job = await data(
      post(admin, "/v3/computeRule/batchExecute", { modelId: studentModel.id, termId: w.termId }),
    );
    await t.app.jobs.drain();
    expect((await data(get(admin, `/v3/job/get?id=${job.jobId}`))).result).toMatchObject({
      students: 0,
      entries: 0,
    });
    // Nor does a teacher model read as a student's scores.
    expect(
      (await get(admin, `/v3/target/studentScore?studentId=${myClass[0].id}&modelId=${w.modelId}`)).status,
    ).toBe(404);
  });

  it("batch runs give the same scores twice, stored with the model and rule versions", async () => {
    const before = await myRecord();
    for (let run = 0; run < 2; run++) {
      const { jobId } = await data(
        post(admin, "/v3/computeRule/batchExecute", { modelId: w.modelId, termId: w.termId }),
      );
      await t.app.jobs.drain();
      const job = await data(get(admin, `/v3/job/get?id=${jobId}`));
      expect(job.state).toBe("done");
      expect(job.result).toMatchObject({ rules: 2, students: 1, entries: 4, errors: 0 });
      const again = await myRecord();
      expect(again.indicators).toEqual(before.indicators);
      expect(again.total).toBe(before.total);
      expect(again.modelVersion).toBe(1);
    }
    expect((await data(lineage(admin, "Papers", w.leaderId))).rules[0].ruleVersion).toBe(1);
  });

  it("staff list every teacher (search, department, sort, paging, export) and each department's figures", async () => {
    const page = (query: string) => data(get(admin, `/v3/teaGrowth/page?modelId=${w.modelId}&${query}`));
    const all = await page("size=200");
    expect(all.total).toBe(w.teacherCount);
    expect(all.header).toMatchObject({ modelId: w.modelId, termId: w.termId });
    expect(all.header.indicators.map((i: { name: string }) => i.name)).toEqual(["Teaching", "Research"]);
    expect(all.list[0]).toMatchObject({ teacherId: w.leaderId, total: 16.4, rank: 1, band: "待合格" });
    expect(all.list[0].indicators).toEqual(
      expect.arrayContaining([
        { indicatorId: w.ids.Teaching, score: 20 },
        { indicatorId: w.ids.Research, score: 11 },
      ]),
    );
    expect(all.list[1]).toMatchObject({ total: 0, rank: 2, band: null });
    const lowestFirst = await page("size=200&order=asc");
    expect(lowestFirst.list.at(-1).teacherId).toBe(w.leaderId);
    const second = await page("size=1&page=2");
    expect(second).toMatchObject({ total: w.teacherCount, page: 2, size: 1 });
    expect(second.list[0].teacherId).toBe(all.list[1].teacherId);
    const found = await page(`keyword=${encodeURIComponent(w.leaderName)}`);
    expect(found.list.map((x: { teacherId: number }) => x.teacherId)).toContain(w.leaderId);
    expect(found.total).toBeLessThan(w.teacherCount);
    expect((await page("keyword=nobody-by-this-name")).total).toBe(0);
    const byName = await page("size=200&sort=name");
    expect(byName.total).toBe(w.teacherCount);

    const summary = await data(get(admin, `/v3/teaGrowth/deptSummary?modelId=${w.modelId}`, EN));
    expect(summary.school).toMatchObject({ deptName: "Whole school", teachers: w.teacherCount, scored: 1 });
    expect(summary.school.average).toBeCloseTo(16.4 / w.teacherCount, 2);
    expect(summary.school.bands.find((b: { band: string }) => b.band === "待合格").count).toBe(1);
    const none = summary.departments.find((d: { deptId: number | null }) => d.deptId === null);
    expect(none).toMatchObject({ deptName: "No department", scored: 1 });
    const named = summary.departments.filter((d: { deptId: number | null }) => d.deptId !== null);
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named.every((d: { scored: number }) => d.scored === 0)).toBe(true);
    const biggest = [...named].sort((a, b) => b.teachers - a.teachers)[0];
    const inDept = await page(`size=200&deptId=${biggest.deptId}`);
    expect(inDept.total).toBe(biggest.teachers);
    expect(inDept.list.some((x: { teacherId: number }) => x.teacherId === w.leaderId)).toBe(false);
    expect(
      inDept.list.every((x: { departments: string[] }) => x.departments.includes(biggest.deptName)),
    ).toBe(true);

    const file = await t.call({
      method: "GET",
      url: `/api/v3/teaGrowth/export?modelId=${w.modelId}`,
      headers: bearer(admin, EN),
    });
    expect(file.status).toBe(200);
    expect(file.res.headers["content-type"]).toContain("spreadsheetml");
    const rows = await readSheetRows(file.res.rawPayload);
    expect(rows[0]).toEqual([
      "Rank",
      "Name",
      "Subject",
      "Departments",
      "Teaching",
      "Research",
      "Total",
      "Band",
    ]);
    expect(rows).toHaveLength(w.teacherCount + 1);
    expect(rows[1]).toEqual(["1", w.leaderName, expect.any(String), "", "20", "11", "16.4", "待合格"]);
  });

  it("a teacher reads only their own record; staff permission opens others'; students, parents and other schools are refused", async () => {
    // Another teacher: their own (empty) record, not the leader's.
    const own = await myRecord(w.other);
    expect(own).toMatchObject({ teacherId: w.otherId, total: 0, band: null, terms: [] });
    expect((await get(w.other, `/v3/teaGrowth/record?teacherId=${w.leaderId}`)).status).toBe(403);
    expect((await lineage(w.other, "Open lessons", w.leaderId)).status).toBe(403);
    expect((await get(w.other, `/v3/teaGrowth/page?modelId=${w.modelId}`)).status).toBe(403);
    expect((await get(w.other, `/v3/teaGrowth/deptSummary?modelId=${w.modelId}`)).status).toBe(403);
    expect((await get(w.other, `/v3/teaGrowth/export?modelId=${w.modelId}`)).status).toBe(403);
    // Staff read anyone's record and lineage.
    expect((await myRecord(admin, `teacherId=${w.leaderId}`)).total).toBe(16.4);
    expect((await data(lineage(admin, "Open lessons", w.leaderId))).score).toBe(20);

    // A role holding the staff permission opens the list and others' records.
    const role = await data(
      post(admin, "/v3/teaRole/add", { name: "成长档案", codes: ["evaluation.teacherGrowth"] }),
    );
    await data(post(admin, "/v3/teaRole/assign", { teacherId: w.otherId, roleIds: [role.id] }));
    expect((await myRecord(w.other, `teacherId=${w.leaderId}`)).total).toBe(16.4);
    expect((await data(get(w.other, `/v3/teaGrowth/page?modelId=${w.modelId}`))).total).toBe(w.teacherCount);

    // Students and parents have no growth record to read.
    const student = (await signIn(t, "primary.demo", myClass[0].account as string, 1, PHONE)).token;
    const parent = await parentOf(myClass[1].id);
    for (const token of [student, parent]) {
      expect((await get(token, "/v3/teaGrowth/record")).status).toBe(403);
      expect((await get(token, `/v3/teaGrowth/record?teacherId=${w.leaderId}`)).status).toBe(403);
      expect((await lineage(token, "Open lessons", w.leaderId)).status).toBe(403);
      expect((await get(token, `/v3/teaGrowth/page?modelId=${w.modelId}`)).status).toBe(403);
    }

    // Another school sees none of it: not the teacher, not the model, not its indicators.
    expect(
      (await get(middleAdmin, `/v3/teaGrowth/record?teacherId=${w.leaderId}&modelId=${w.modelId}`)).status,
    ).toBe(404);
    expect((await get(middleAdmin, `/v3/teaGrowth/page?modelId=${w.modelId}`)).status).toBe(404);
    expect((await get(middleAdmin, `/v3/teaGrowth/deptSummary?modelId=${w.modelId}`)).status).toBe(404);
    const elsewhere = await get(
      middleAdmin,
      `/v3/teaGrowth/lineage?termId=${w.termId}&indicatorId=${w.ids.Teaching}`,
    );
    expect(elsewhere.body.success).toBe(false);
    expect(
      (await data(get(middleAdmin, "/v3/teaGrowth/models"))).some((m: { id: number }) => m.id === w.modelId),
    ).toBe(false);
    // And without a token, nothing.
    const anonymous = await t.call({ method: "GET", url: "/api/v3/teaGrowth/record" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe("MISTOKEN");
  });
});
