import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  myClass,
  otherClassId,
  post,
  type Student,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm } from "../../../test/form-fixtures.ts";
import { bearer } from "../../../test/sign-in.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { createJobs } from "../../platform/jobs/jobs.ts";
import { taskGateOf } from "../collection/index.ts";
import { codesOf } from "../roles/index.ts";
import { formImportJob } from "./form-import.job.ts";
import { IMPORT_JOB } from "./form-import.service.ts";

/** Imports of values as background jobs, into a task, surviving a restart (issue 6 'Import into a task'). */
useCollectionApp();
const silent = { error: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Student_ = Student & { studentNo: string };

/** A released form with one required number item, and an open teacher task of it for the leader's class. */
const openTask = async (fillerType: 0 | 1 | 2 = 0) => {
  const item = { name: "Minutes read", type: 19, isNull: "N", typeJson: { rangeMin: 0, rangeMax: 600 } };
  const form = await makeForm(t, admin, [item]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Reading ${Math.random()}` }));
  const { id: taskId } = await data(
    post(admin, "/v3/task/save", {
      sceneId,
      name: "Reading minutes",
      formId: form.formId,
      fillerType,
      classIds: [myClass[0].classId],
    }),
  );
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  await data(post(admin, "/v3/task/publish", { id: taskId }));
  return { formId: form.formId, taskId };
};

const xlsx = async (rows: (string | number)[][]) => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet("Values");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

const upload = (file: Buffer, fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const boundary = "----eos-import-boundary";
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="minutes.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.call({
    method: "POST",
    url: "/api/v3/eos/form/import/upload",
    headers: bearer(admin, { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers }),
    payload: Buffer.concat(parts),
  });
};

const state = async (id: number) => data(get(admin, `/v3/eos/form/import/state?id=${id}`));
const taskValues = async (formId: number, taskId: number) =>
  (await data(get(admin, `/v3/eos/form/value/page?formId=${formId}&taskId=${taskId}&size=50`))).total;
const sheetRows = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => {
    out.push((row.values as unknown[]).slice(1));
  });
  return out;
};

describe("import into a task", () => {
  it("gives a template whose first column is the student no.", async () => {
    const { formId, taskId } = await openTask();
    const r = await t.call({
      method: "GET",
      url: `/api/v3/eos/form/import/template?formId=${formId}&taskId=${taskId}`,
      headers: bearer(admin, EN),
    });
    expect((await sheetRows(r.res.rawPayload))[0]).toEqual(["Student no.", "Minutes read"]);
  });

  it("imports the good row as a task value; an unknown student no. and a bad value are problems in the error file", async () => {
    const { formId, taskId } = await openTask();
    const [first, second] = myClass as Student_[];
    const file = await xlsx([
      ["学号", "Minutes read"],
      [first.studentNo, 30],
      ["NO-SUCH-9", 10],
      [second.studentNo, 9999],
    ]);
    const started = await upload(file, { formId: String(formId), taskId: String(taskId) }, EN);
    expect(started.body.success, JSON.stringify(started.body)).toBe(true);
    expect((await state(started.body.data.id)).state).toBe("waiting");
    await t.app.jobs.drain();
    const done = await state(started.body.data.id);
    expect(done).toMatchObject({ state: "done", percent: 100, total: 3, imported: 1, taskId });
    expect(done.problems).toEqual([
      { row: 3, name: "Student no.", msg: 'no student has the student no. "NO-SUCH-9"' },
      { row: 4, name: "Minutes read", msg: expect.stringContaining("Minutes read") },
    ]);
    expect(await taskValues(formId, taskId)).toBe(1);
    const errors = await t.call({
      method: "GET",
      url: `/api/v3/eos/form/import/errors?id=${started.body.data.id}`,
      headers: bearer(admin),
    });
    const rows = await sheetRows(errors.res.rawPayload);
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ["学号", "Minutes read"],
      ["NO-SUCH-9", "10"],
      [second.studentNo, "9999"],
    ]);
  });

  it("reports a repeat fill of the period and a student outside the task's classes per row", async () => {
    const { formId, taskId } = await openTask();
    const all: Student_[] = (await data(get(admin, "/v3/stu/page?size=200"))).list;
    const outsider = all.find((s) => s.classId === otherClassId) as Student_;
    const first = myClass[0] as Student_;
    const once = await upload(
      await xlsx([
        ["学号", "Minutes read"],
        [first.studentNo, 5],
      ]),
      {
        formId: String(formId),
        taskId: String(taskId),
      },
    );
    await t.app.jobs.drain();
    expect((await state(once.body.data.id)).imported).toBe(1);
    const again = await upload(
      await xlsx([
        ["学号", "Minutes read"],
        [first.studentNo, 6],
        [outsider.studentNo, 7],
      ]),
      { formId: String(formId), taskId: String(taskId) },
    );
    await t.app.jobs.drain();
    const done = await state(again.body.data.id);
    expect(done.imported).toBe(0);
    expect(done.problems.map((p: { msg: string }) => p.msg)).toEqual([
      "本期已填写过，可修改已提交的内容",
      `学号“${outsider.studentNo}”的学生不在任务面向的班级中`,
    ]);
    expect(await taskValues(formId, taskId)).toBe(1);
  });

  it("refuses a task that students fill, and a dry run stores nothing", async () => {
    const students = await openTask(1);
    const file = await xlsx([
      ["学号", "Minutes read"],
      [(myClass[0] as Student_).studentNo, 5],
    ]);
    const refused = await upload(
      file,
      { formId: String(students.formId), taskId: String(students.taskId) },
      EN,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toContain("only tasks that teachers fill");
    const teachers = await openTask();
    const dry = await upload(file, {
      formId: String(teachers.formId),
      taskId: String(teachers.taskId),
      dryRun: "true",
    });
    await t.app.jobs.drain();
    expect(await state(dry.body.data.id)).toMatchObject({ state: "done", imported: 1, problems: [] });
    expect(await taskValues(teachers.formId, teachers.taskId)).toBe(0);
  });
});

describe("an import interrupted by a restart", () => {
  it("shows its percent while running, and a second process finishes it without importing a row twice", async () => {
    const { formId, taskId } = await openTask();
    const people = (myClass as Student_[]).slice(0, 8);
    expect(people.length).toBe(8);
    const file = await xlsx([["学号", "Minutes read"], ...people.map((s, i) => [s.studentNo, 10 + i])]);
    const started = await upload(file, { formId: String(formId), taskId: String(taskId) });
    const id = started.body.data.id as number;

    // The first process: it dies after storing row 5, before saving the checkpoint that counts it.
    // On the world's clock (task periods and job due times follow it), which this test holds still.
    const at = new Date("2026-11-23T02:00:00Z");
    setClock(at);
    const db = t.database.db;
    const now = () => new Date(at);
    const codes = codesOf({ db, cache: createMemoryCache(1000, () => Date.now()) });
    const deps = { db, now, codesOf: codes, taskGate: taskGateOf({ db, now, codesOf: codes }) };
    const first = createJobs({ db, now, log: silent, poll: false, leaseMs: 300 });
    let seen: { state: string; percent: number } | undefined;
    const died = new Promise<void>((resolve) => {
      const afterRow = async (rowsDone: number) => {
        if (rowsDone < 5) return;
        seen = await state(id);
        void first.stop();
        resolve();
        await new Promise(() => undefined);
      };
      first.register(IMPORT_JOB, formImportJob(deps, { afterRow }));
    });
    void first.drain();
    await died;
    expect(seen).toMatchObject({ state: "running", percent: 50 });
    expect(await taskValues(formId, taskId)).toBe(5);

    // The second process (the app) takes the job over once the dead one's lease has lapsed.
    await sleep(400);
    await t.app.jobs.drain();
    const done = await state(id);
    expect(done).toMatchObject({ state: "done", percent: 100, total: 8, imported: 8, problems: [] });
    expect(await taskValues(formId, taskId)).toBe(8);
    const job = (await data(get(admin, `/v3/job/page?kind=${IMPORT_JOB}&page=1&size=50`))).list[0];
    expect(job).toMatchObject({ state: "done", done: 8, total: 8 });
  });
});
