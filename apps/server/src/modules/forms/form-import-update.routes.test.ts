import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  post,
  type Student,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { bearer } from "../../../test/sign-in.ts";
import { importRows, minutesWorkbook, openImportTask, upload } from "../../../test/task-import-kit.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { createJobs } from "../../platform/jobs/jobs.ts";
import { taskGateOf } from "../collection/index.ts";
import { codesOf } from "../roles/index.ts";
import { formImportJob } from "./form-import.job.ts";
import { IMPORT_JOB } from "./form-import.service.ts";

/** Updating an import with a new file, its percent count and state, and its error rows (issue 6). */
type Student_ = Student & { studentNo: string };
type Row = {
  id: number;
  state: string;
  values: number;
  replacesId: number | null;
  replacedBy: number | null;
};

const update = (token: string, id: number, rows: (string | number)[][], dryRun = false) =>
  minutesWorkbook(rows).then((file) =>
    upload(token, "/v3/formImport/updateExcelData", { id: String(id), dryRun: String(dryRun) }, file, EN),
  );

const started = async (p: ReturnType<typeof update>) => {
  const r = await p;
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data.id as number;
};

const importsOf = async (taskId: number): Promise<Row[]> =>
  (await data(get(admin, `/v3/formImport/page?taskId=${taskId}&size=100`))).list;
const rowOf = async (taskId: number, id: number) => (await importsOf(taskId)).find((r) => r.id === id);

/** Each student with a value in the task, and the minutes it holds. */
const minutesByStudent = async (formId: number, taskId: number, itemId: number) => {
  const page = await data(get(admin, `/v3/eos/form/value/page?formId=${formId}&taskId=${taskId}&size=100`));
  return Object.fromEntries(
    page.list.map((v: { belongUserId: number; values: { itemId: number; val: string }[] }) => [
      v.belongUserId,
      v.values.find((x) => x.itemId === itemId)?.val,
    ]),
  );
};

const errorRows = async (id: number) => {
  const r = await t.app.inject({
    method: "GET",
    url: `/api/v3/formImport/exportErrorValue?id=${id}`,
    headers: bearer(admin, EN),
  });
  expect(r.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((c) => String(c ?? "")));
  });
  return rows;
};

useCollectionApp();

describe("updating a task's import with a new file", () => {
  it("changes nothing while the new file has problems, then replaces exactly that import's values", async () => {
    const { form, taskId } = await openImportTask();
    const itemId = form.ids["Minutes read"];
    const [s0, s1, s2, s3] = myClass as Student_[];
    const a = await importRows(form.formId, taskId, [
      [s0.studentNo, 10],
      [s1.studentNo, 20],
    ]);
    await data(
      post(leader, "/app/eos/form/wx/addBatch", {
        formId: form.formId,
        taskId,
        items: [{ itemId, val: "7" }],
        exJson: { belongInfos: [{ stuId: s3.id }] },
      }),
    );
    const before = { [s0.id]: "10", [s1.id]: "20", [s3.id]: "7" };
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual(before);

    // A file with problems: a student twice, one the leader filled, a value out of range, an unknown no.
    const bad = await started(
      update(admin, a, [
        [s0.studentNo, 15],
        [s0.studentNo, 16],
        [s3.studentNo, 5],
        [s2.studentNo, 9999],
        ["NO-SUCH", 1],
      ]),
    );
    await t.app.jobs.drain();
    const refused = await data(get(admin, `/v3/eos/form/import/state?id=${bad}`, EN));
    expect(refused).toMatchObject({ state: "refused", percent: 100, imported: 0, total: 5 });
    expect(new Set(refused.problems.map((p: { row: number }) => p.row))).toEqual(new Set([3, 4, 5, 6]));
    expect(refused.problems.map((p: { msg: string }) => p.msg).join(" | ")).toMatch(/more than once/);
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual(before);
    expect(await rowOf(taskId, a)).toMatchObject({ values: 2, replacedBy: null, updatingId: null });
    expect(await rowOf(taskId, bad)).toMatchObject({ state: "refused", replacesId: a, values: 0 });

    // Its error rows, in template order with why, ready to fix and upload again.
    const errors = await errorRows(bad);
    expect(errors[0]).toEqual(["Student no.", "Minutes read", "Problem"]);
    expect(errors.slice(1).map((r) => r[0])).toEqual([s0.studentNo, s3.studentNo, s2.studentNo, "NO-SUCH"]);
    expect(errors[2][2]).toMatch(/did not store/);

    // A check of a clean file says what would happen and changes nothing either.
    const fixed = [
      [s0.studentNo, 15],
      [s2.studentNo, 30],
    ];
    const dry = await started(update(admin, a, fixed, true));
    await t.app.jobs.drain();
    expect(await data(get(admin, `/v3/eos/form/import/state?id=${dry}`))).toMatchObject({
      state: "done",
      dryRun: true,
      imported: 2,
    });
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual(before);

    // The update: a's two values go, the file's two come, the leader's stays.
    const u = await started(update(admin, a, fixed));
    expect(await rowOf(taskId, a)).toMatchObject({ updatingId: u });
    const busy = await post(admin, "/v3/formImport/del", { id: a }, EN);
    expect(busy.status).toBe(400);
    expect(busy.body.errorDesc).toMatch(/being updated/);
    await t.app.jobs.drain();
    expect(await data(get(admin, `/v3/eos/form/import/state?id=${u}`))).toMatchObject({
      state: "done",
      percent: 100,
      imported: 2,
      problems: [],
    });
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual({
      [s0.id]: "15",
      [s2.id]: "30",
      [s3.id]: "7",
    });
    expect(await rowOf(taskId, a)).toMatchObject({ values: 0, replacedBy: u, updatingId: null });
    expect(await rowOf(taskId, u)).toMatchObject({ state: "done", replacesId: a, values: 2 });

    // a was replaced: update u instead; a refused update cannot be updated.
    const again = await update(admin, a, fixed);
    expect(again.status).toBe(400);
    expect(again.body.errorDesc).toContain(`#${u}`);
    expect((await update(admin, bad, fixed)).status).toBe(400);

    // Deleting the update takes back what it stored, exactly.
    expect(await data(post(admin, "/v3/formImport/del", { id: u }))).toEqual({ values: 2 });
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual({ [s3.id]: "7" });
  });

  it("counts imports by state, cancels only a waiting one and marks finished ones as seen", async () => {
    const { form, taskId } = await openImportTask();
    const [s0, s1] = myClass as Student_[];
    const count = () => data(get(admin, `/v3/formImport/commonPercentCount?taskId=${taskId}`));
    const withProblem = await importRows(form.formId, taskId, [
      [s0.studentNo, 10],
      ["NO-SUCH", 1],
    ]);
    expect(await count()).toMatchObject({ waiting: 0, running: 0, done: 1, attention: 1, percent: null });

    // Queued, not yet run: counted as waiting at 0%, and cancellable; the job then stores nothing.
    const fields = { formId: String(form.formId), taskId: String(taskId) };
    const queued = await upload(
      admin,
      "/v3/eos/form/import/upload",
      fields,
      await minutesWorkbook([[s1.studentNo, 20]]),
    );
    const q = queued.body.data.id as number;
    expect(await count()).toMatchObject({ waiting: 1, percent: 0 });
    const mine = await data(get(admin, "/v3/formImport/commonPercentCount"));
    expect(mine.waiting).toBeGreaterThanOrEqual(1);
    const cancelled = await data(
      post(admin, "/v3/formImport/updatePercentState", { id: q, action: "cancel" }),
    );
    expect(cancelled).toMatchObject({ id: q, state: "cancelled" });
    await t.app.jobs.drain();
    expect((await rowOf(taskId, q))?.state).toBe("cancelled");
    expect(Object.keys(await minutesByStudent(form.formId, taskId, form.ids["Minutes read"]))).toEqual([
      String(s0.id),
    ]);

    // Illegal moves are refused in the envelope: cancel what is not waiting, acknowledge what has not finished.
    const twice = await post(admin, "/v3/formImport/updatePercentState", { id: q, action: "cancel" }, EN);
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ success: false, errorCode: -1 });
    expect(twice.body.errorDesc).toMatch(/only a waiting import/);
    const w = (
      await upload(admin, "/v3/eos/form/import/upload", fields, await minutesWorkbook([[s1.studentNo, 2]]))
    ).body.data.id as number;
    const early = await post(
      admin,
      "/v3/formImport/updatePercentState",
      { id: w, action: "acknowledge" },
      EN,
    );
    expect(early.status).toBe(400);
    expect(early.body.errorDesc).toMatch(/has not finished/);
    await t.app.jobs.drain();

    // Marking the import with a problem row as seen: it asks for attention no more; again keeps the first time.
    const seen = await data(
      post(admin, "/v3/formImport/updatePercentState", { id: withProblem, action: "acknowledge" }),
    );
    expect(seen.acknowledgedAt).not.toBeNull();
    const again = await data(
      post(admin, "/v3/formImport/updatePercentState", { id: withProblem, action: "acknowledge" }),
    );
    expect(again.acknowledgedAt).toBe(seen.acknowledgedAt);
    expect(await count()).toMatchObject({ done: 2, cancelled: 1, attention: 0, waiting: 0 });

    // Another school's administrator and a teacher without forms.data reach none of it.
    const foreign = await post(middleAdmin, "/v3/formImport/updatePercentState", {
      id: w,
      action: "acknowledge",
    });
    expect(foreign.status).toBe(404);
    expect((await update(middleAdmin, w, [[s1.studentNo, 3]])).status).toBe(404);
    expect((await data(get(middleAdmin, `/v3/formImport/commonPercentCount?taskId=${taskId}`))).done).toBe(0);
    expect((await get(leader, `/v3/formImport/commonPercentCount?taskId=${taskId}`)).status).toBe(403);
    expect(
      (await post(leader, "/v3/formImport/updatePercentState", { id: w, action: "cancel" })).status,
    ).toBe(403);
    expect((await update(leader, w, [[s1.studentNo, 3]])).status).toBe(403);
  });

  it("updates an import of a form's own values (no task): the new rows replace that import's submissions", async () => {
    const { form } = await openImportTask();
    const itemId = form.ids["Minutes read"];
    const minutes = async () =>
      (await data(get(admin, `/v3/eos/form/value/page?formId=${form.formId}&size=100`))).list
        .map(
          (v: { values: { itemId: number; val: string }[] }) =>
            v.values.find((x) => x.itemId === itemId)?.val,
        )
        .sort();
    const fields = { formId: String(form.formId) };
    const first = await upload(
      admin,
      "/v3/eos/form/import/upload",
      fields,
      await minutesWorkbook([
        ["", 1],
        ["", 2],
      ]),
    );
    await upload(admin, "/v3/eos/form/import/upload", fields, await minutesWorkbook([["", 9]]));
    await t.app.jobs.drain();
    expect(await minutes()).toEqual(["1", "2", "9"]);
    const u = await started(
      update(admin, first.body.data.id, [
        ["", 3],
        ["", 4],
        ["", 5],
      ]),
    );
    await t.app.jobs.drain();
    expect(await data(get(admin, `/v3/eos/form/import/state?id=${u}`))).toMatchObject({
      state: "done",
      imported: 3,
    });
    expect(await minutes()).toEqual(["3", "4", "5", "9"]);
  });

  it("the form-level delete takes the values back too, and an import from before value tracking keeps them", async () => {
    const { form, taskId } = await openImportTask();
    const itemId = form.ids["Minutes read"];
    const [s0, s1] = myClass as Student_[];
    const b = await importRows(form.formId, taskId, [[s0.studentNo, 10]]);
    expect(await data(post(admin, "/v3/eos/form/import/del", { id: b }))).toEqual({ values: 1 });
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual({});

    // Before migration 0026 no import noted its values: such an import is shown as legacy.
    const c = await importRows(form.formId, taskId, [[s1.studentNo, 20]]);
    await t.database.db.execute(sql`delete from form_import_value where import_id = ${c}`);
    expect(await rowOf(taskId, c)).toMatchObject({ legacy: true, values: 0 });
    for (const url of ["/v3/formImport/del", "/v3/eos/form/import/del"]) {
      const refused = await post(admin, url, { id: c }, EN);
      expect(refused.status).toBe(400);
      expect(refused.body.errorDesc).toMatch(/cannot take its values back/);
    }
    expect((await update(admin, c, [[s1.studentNo, 21]])).status).toBe(400);
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual({ [s1.id]: "20" });
    // Forgetting only the record is a choice made out loud; the values stay.
    expect(await data(post(admin, "/v3/formImport/del", { id: c, keepValues: true }))).toEqual({ values: 0 });
    expect(await rowOf(taskId, c)).toBeUndefined();
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual({ [s1.id]: "20" });
  });
});

describe("an update interrupted by a restart", () => {
  it("a second process finishes replacing the values: none lost, none twice", async () => {
    const { form, taskId } = await openImportTask();
    const itemId = form.ids["Minutes read"];
    const people = (myClass as Student_[]).slice(0, 8);
    const a = await importRows(
      form.formId,
      taskId,
      people.map((s, i) => [s.studentNo, 10 + i]),
    );
    const u = await started(
      update(
        admin,
        a,
        people.map((s, i) => [s.studentNo, 100 + i]),
      ),
    );

    // The first process checks all 8 rows, takes a's values back, stores 5 new ones and dies before the
    // checkpoint that counts the fifth. On the world's clock, held still.
    const at = new Date("2026-11-23T02:00:00Z");
    setClock(at);
    const db = t.database.db;
    const now = () => new Date(at);
    const codes = codesOf({ db, cache: createMemoryCache(1000, () => Date.now()) });
    const deps = { db, now, codesOf: codes, taskGate: taskGateOf({ db, now, codesOf: codes }) };
    const silent = { error: () => undefined, warn: () => undefined };
    const first = createJobs({ db, now, log: silent, poll: false, leaseMs: 300 });
    let seen: { state: string; percent: number } | undefined;
    const died = new Promise<void>((resolve) => {
      const afterRow = async (stepsDone: number) => {
        if (stepsDone < 8 + 5) return;
        seen = await data(get(admin, `/v3/eos/form/import/state?id=${u}`));
        void first.stop();
        resolve();
        await new Promise(() => undefined);
      };
      first.register(IMPORT_JOB, formImportJob(deps, { afterRow }));
    });
    void first.drain();
    await died;
    expect(seen).toMatchObject({ state: "running", percent: 75 });
    const midway = await minutesByStudent(form.formId, taskId, itemId);
    expect(Object.values(midway).sort()).toEqual(["100", "101", "102", "103", "104"]);

    await new Promise((r) => setTimeout(r, 400));
    await t.app.jobs.drain();
    expect(await data(get(admin, `/v3/eos/form/import/state?id=${u}`))).toMatchObject({
      state: "done",
      percent: 100,
      imported: 8,
      problems: [],
    });
    expect(await minutesByStudent(form.formId, taskId, itemId)).toEqual(
      Object.fromEntries(people.map((s, i) => [s.id, String(100 + i)])),
    );
    expect(await rowOf(taskId, a)).toMatchObject({ values: 0, replacedBy: u });
    expect(await rowOf(taskId, u)).toMatchObject({ values: 8 });
  });
});
