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
  sceneWithTask,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm } from "../../../test/form-fixtures.ts";
import { bearer } from "../../../test/sign-in.ts";
import { importRows, minutesWorkbook, openImportTask, upload } from "../../../test/task-import-kit.ts";

/** What the import screen of a task reads, and syncing a checked import (issue 6, SPEC 7 Form import). */
type Student_ = Student & { studentNo: string };
type Row = {
  id: number;
  state: string;
  dryRun: boolean;
  values: number;
  replacesId: number | null;
  syncedFrom: number | null;
  syncedBy: number | null;
  syncable: boolean;
};

const importsOf = async (taskId: number): Promise<Row[]> =>
  (await data(get(admin, `/v3/formImport/page?taskId=${taskId}&size=100`))).list;
const rowOf = async (taskId: number, id: number) => (await importsOf(taskId)).find((r) => r.id === id);

/** Uploads the rows as a check only (nothing stored) and lets its job finish; answers the check's id. */
const checkRows = async (formId: number, taskId: number, rows: (string | number)[][]) => {
  const fields = { formId: String(formId), taskId: String(taskId), dryRun: "true" };
  const r = await upload(admin, "/v3/eos/form/import/upload", fields, await minutesWorkbook(rows));
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  await t.app.jobs.drain();
  return r.body.data.id as number;
};

const sync = (token: string, id: number, headers: Record<string, string> = {}) =>
  post(token, "/v3/formImport/syncExcelData", { id }, headers);

const valuesOf = async (formId: number, taskId: number) =>
  (await data(get(admin, `/v3/eos/form/value/page?formId=${formId}&taskId=${taskId}&size=100`))).total;

/** The first sheet of an .xlsx download, as rows of text. */
const sheetOf = async (url: string, token = admin, headers: Record<string, string> = {}) => {
  const r = await t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer(token, headers) });
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  expect(r.headers["content-type"]).toMatch(/spreadsheetml/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((c) => String(c ?? "")));
  });
  return rows;
};

const expectNotFound = async (p: ReturnType<typeof get>) => {
  const r = await p;
  expect(r.status).toBe(404);
  expect(r.body).toMatchObject({ success: false, errorCode: 404 });
};

useCollectionApp();

describe("the task an import goes into (/v3/formImport/taskDetail)", () => {
  it("shows the task, its form and period, and counts its imports and values as they come", async () => {
    const { form, taskId } = await openImportTask();
    const [s0, s1] = myClass as Student_[];
    const before = await data(get(admin, `/v3/formImport/taskDetail?taskId=${taskId}`));
    expect(before).toMatchObject({
      id: taskId,
      name: "Reading minutes",
      form: { id: form.formId, version: 1 },
      fillerType: 0,
      subjectType: 1,
      state: 1,
      open: true,
      blockedBy: null,
      imports: { total: 0, done: 0, values: 0, percent: null },
      values: { total: 0, period: 0 },
    });
    expect(before.scene.name).toMatch(/^Reading /);

    await importRows(form.formId, taskId, [
      [s0.studentNo, 10],
      [s1.studentNo, 20],
    ]);
    await checkRows(form.formId, taskId, [[s0.studentNo, 30]]);
    const after = await data(get(admin, `/v3/formImport/taskDetail?taskId=${taskId}`));
    expect(after.imports).toMatchObject({ total: 2, done: 2, values: 2 });
    expect(after.values).toEqual({ total: 2, period: 2 });

    await data(post(admin, "/v3/task/close", { id: taskId }));
    expect(await data(get(admin, `/v3/formImport/taskDetail?taskId=${taskId}`))).toMatchObject({
      open: false,
      blockedBy: "closed",
      values: { total: 2 },
    });
  });

  it("says a task students fill takes no import, and refuses other schools and teachers without forms.data", async () => {
    const { taskId } = await sceneWithTask(admin, 1);
    expect(await data(get(admin, `/v3/formImport/taskDetail?taskId=${taskId}`))).toMatchObject({
      state: 0,
      blockedBy: "draft",
    });
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const detail = await data(get(admin, `/v3/formImport/taskDetail?taskId=${taskId}`));
    expect(detail.fillerType).toBe(1);
    // The scene is not shown yet: that comes first; once shown, students fill it, so no import.
    expect(detail.blockedBy).toBe("sceneHidden");
    await data(post(admin, "/v3/scene/show", { id: detail.scene.id }));
    expect((await data(get(admin, `/v3/formImport/taskDetail?taskId=${taskId}`))).blockedBy).toBe(
      "notTeachers",
    );

    await expectNotFound(get(middleAdmin, `/v3/formImport/taskDetail?taskId=${taskId}`));
    await expectNotFound(get(admin, "/v3/formImport/taskDetail?taskId=999999999"));
    expect((await get(leader, `/v3/formImport/taskDetail?taskId=${taskId}`)).status).toBe(403);
    const anonymous = await t.call({ method: "GET", url: `/api/v3/formImport/taskDetail?taskId=${taskId}` });
    expect(anonymous.status).toBe(401);
    const bad = await get(admin, "/v3/formImport/taskDetail?taskId=abc");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: -1 });
  });
});

describe("the template's columns and the template (/v3/formImport/formItemInfo, exportForm)", () => {
  it("lists the columns an import reads, and the template's header row is exactly those", async () => {
    const form = await makeForm(t, admin, [
      { name: "Minutes read", type: 19, isNull: "N", typeJson: { rangeMin: 0, rangeMax: 600 } },
      { name: "Mood", type: 4, isNull: "Y", optionInfos: [{ name: "Good" }, { name: "Fair" }] },
      { name: "Notes", type: 1, isNull: "Y", typeJson: { charNumber: 50 } },
      { name: "Photo", type: 6, isNull: "Y" },
    ]);
    const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Reading ${Math.random()}` }));
    const { id: taskId } = await data(
      post(admin, "/v3/task/save", {
        sceneId,
        name: "Reading with mood",
        formId: form.formId,
        fillerType: 0,
        classIds: [myClass[0].classId],
      }),
    );
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));

    const info = await data(get(admin, `/v3/formImport/formItemInfo?taskId=${taskId}`, EN));
    expect(info).toMatchObject({
      taskId,
      form: { id: form.formId, name: "Form under test", version: 1 },
      studentNoColumn: "Student no.",
    });
    expect(info.columns).toEqual([
      expect.objectContaining({
        id: form.ids["Minutes read"],
        name: "Minutes read",
        type: 19,
        required: true,
        min: 0,
        max: 600,
        maxLength: null,
      }),
      expect.objectContaining({
        id: form.ids.Mood,
        name: "Mood",
        type: 4,
        required: false,
        options: [
          { id: Number(form.options.Mood.Good), name: "Good" },
          { id: Number(form.options.Mood.Fair), name: "Fair" },
        ],
        hint: "Good, Fair",
      }),
      expect.objectContaining({ id: form.ids.Notes, name: "Notes", type: 1, maxLength: 50 }),
    ]);
    expect(info.skipped).toEqual([expect.objectContaining({ id: form.ids.Photo, name: "Photo", type: 6 })]);
    expect((await data(get(admin, `/v3/formImport/formItemInfo?taskId=${taskId}`))).studentNoColumn).toBe(
      "学号",
    );

    const template = await sheetOf(`/v3/formImport/exportForm?taskId=${taskId}`, admin, EN);
    expect(template[0]).toEqual([info.studentNoColumn, ...info.columns.map((c: { name: string }) => c.name)]);
    // The same file as the form data page's template for the task.
    const formTemplate = await sheetOf(
      `/v3/eos/form/import/template?formId=${form.formId}&taskId=${taskId}`,
      admin,
      EN,
    );
    expect(template).toEqual(formTemplate);

    await expectNotFound(get(middleAdmin, `/v3/formImport/formItemInfo?taskId=${taskId}`));
    await expectNotFound(get(middleAdmin, `/v3/formImport/exportForm?taskId=${taskId}`));
    expect((await get(leader, `/v3/formImport/formItemInfo?taskId=${taskId}`)).status).toBe(403);
    expect((await get(leader, `/v3/formImport/exportForm?taskId=${taskId}`)).status).toBe(403);
  });

  it("refuses the template of a task students fill, in the envelope", async () => {
    const { taskId, sceneId } = await sceneWithTask(admin, 1);
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const r = await get(admin, `/v3/formImport/exportForm?taskId=${taskId}`, EN);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.errorDesc).toMatch(/teachers/i);
  });
});

describe("the school's roles and duties (/v3/formImport/roleDutyList)", () => {
  it("lists duties with the ids filler rules use and the school's own roles, no other school's", async () => {
    const teachers = (await data(get(admin, "/v3/tea/page?size=5"))).list as { id: number }[];
    const role = await data(
      post(admin, "/v3/teaRole/add", { name: "Import helpers", codes: ["people.view"] }),
    );
    await data(post(admin, "/v3/teaRole/assign", { teacherId: teachers[0].id, roleIds: [role.id] }));

    const list = await data(get(admin, "/v3/formImport/roleDutyList"));
    expect(list.duties.map((d: { id: number; key: string }) => [d.id, d.key])).toEqual([
      [1, "leader"],
      [2, "subject"],
      [3, "admin"],
    ]);
    const [leaders, subjects, admins] = list.duties;
    expect(leaders.teachers).toBeGreaterThan(0);
    expect(leaders.classes).toBeGreaterThanOrEqual(leaders.teachers);
    expect(subjects.subjects.length).toBeGreaterThan(0);
    expect(admins.teachers).toBeGreaterThan(0);
    expect(list.roles).toContainEqual(
      expect.objectContaining({ id: role.id, name: "Import helpers", teachers: 1 }),
    );

    const middle = await data(get(middleAdmin, "/v3/formImport/roleDutyList"));
    expect(middle.roles.map((r: { id: number }) => r.id)).not.toContain(role.id);
    expect((await get(leader, "/v3/formImport/roleDutyList")).status).toBe(403);
  });
});

describe("syncing a checked import (/v3/formImport/syncExcelData)", () => {
  it("stores what a check looked at without a second upload, once however often it is asked", async () => {
    const { form, taskId } = await openImportTask();
    const [s0, s1, s2] = myClass as Student_[];
    const check = await checkRows(form.formId, taskId, [
      [s0.studentNo, 10],
      [s1.studentNo, 20],
      [s2.studentNo, 9999],
    ]);
    expect(await rowOf(taskId, check)).toMatchObject({ dryRun: true, state: "done", syncable: true });
    expect(await valuesOf(form.formId, taskId)).toBe(0);

    // Another school cannot sync it, and asking changes nothing.
    await expectNotFound(sync(middleAdmin, check));
    expect((await sync(leader, check)).status).toBe(403);
    expect(await importsOf(taskId)).toHaveLength(1);

    // Two clicks at once and a retry: one import.
    const [a, b] = await Promise.all([data(sync(admin, check)), data(sync(admin, check))]);
    expect(a.id).toBe(b.id);
    expect(a.id).not.toBe(check);
    expect((await data(sync(admin, check))).id).toBe(a.id);
    await t.app.jobs.drain();
    expect(await importsOf(taskId)).toHaveLength(2);
    const synced = await data(get(admin, `/v3/eos/form/import/state?id=${a.id}`));
    expect(synced).toMatchObject({ state: "done", dryRun: false, total: 3, imported: 2 });
    expect(synced.problems.map((p: { row: number }) => p.row)).toEqual([4]);
    expect(await valuesOf(form.formId, taskId)).toBe(2);
    expect(await rowOf(taskId, a.id)).toMatchObject({ syncedFrom: check, values: 2, syncable: false });
    expect(await rowOf(taskId, check)).toMatchObject({ syncedBy: a.id, syncable: false });
    expect((await data(get(admin, `/v3/formImport/taskDetail?taskId=${taskId}`))).imports).toMatchObject({
      total: 2,
      values: 2,
    });
  });

  it("keeps only a person's latest check of a task, and refuses what is not a check", async () => {
    const { form, taskId } = await openImportTask();
    const [s0, s1] = myClass as Student_[];
    const first = await checkRows(form.formId, taskId, [[s0.studentNo, 10]]);
    const second = await checkRows(form.formId, taskId, [[s1.studentNo, 20]]);
    expect(await rowOf(taskId, first)).toMatchObject({ syncable: false, syncedBy: null });
    expect(await rowOf(taskId, second)).toMatchObject({ syncable: true });
    const gone = await sync(admin, first, EN);
    expect(gone.status).toBe(400);
    expect(gone.body.errorDesc).toMatch(/no longer kept/);

    const stored = await importRows(form.formId, taskId, [[s0.studentNo, 5]]);
    const notCheck = await sync(admin, stored, EN);
    expect(notCheck.status).toBe(400);
    expect(notCheck.body.errorDesc).toMatch(/only a finished check/);
    expect(await importsOf(taskId)).toHaveLength(3);
    expect(await valuesOf(form.formId, taskId)).toBe(1);
  });

  it("syncs a clean check of an update as that update, and refuses one with problem rows", async () => {
    const { form, taskId } = await openImportTask();
    const [s0, s1, s2] = myClass as Student_[];
    const first = await importRows(form.formId, taskId, [
      [s0.studentNo, 10],
      [s1.studentNo, 20],
    ]);
    const checkUpdate = async (rows: (string | number)[][]) => {
      const file = await minutesWorkbook(rows);
      const fields = { id: String(first), dryRun: "true" };
      const r = await upload(admin, "/v3/formImport/updateExcelData", fields, file, EN);
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      await t.app.jobs.drain();
      return r.body.data.id as number;
    };
    const bad = await checkUpdate([[s0.studentNo, 9999]]);
    expect(await rowOf(taskId, bad)).toMatchObject({ state: "refused", syncable: false });
    const refused = await sync(admin, bad, EN);
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toMatch(/only a finished check/);

    const clean = await checkUpdate([[s2.studentNo, 30]]);
    expect(await rowOf(taskId, clean)).toMatchObject({ state: "done", replacesId: first, syncable: true });
    const { id } = await data(sync(admin, clean));
    await t.app.jobs.drain();
    expect(await rowOf(taskId, id)).toMatchObject({
      state: "done",
      replacesId: first,
      syncedFrom: clean,
      values: 1,
    });
    expect(await rowOf(taskId, first)).toMatchObject({ values: 0 });
    expect(await valuesOf(form.formId, taskId)).toBe(1);
  });
});
