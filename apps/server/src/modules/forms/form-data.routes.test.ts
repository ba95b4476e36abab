import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MadeForm, makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { multipart } from "../../../test/zip-builder.ts";

/** Exporting values to .xlsx and importing them back (issue 5 'Export and import'). */
let t: TestApp;
let admin: string;
let teacher: string;
let form: MadeForm;
const EN = { "accept-language": "en-US" };
const id = (name: string) => form.ids[name];
const opt = (item: string, option: string) => form.options[item][option];

/** The form the LibreOffice fixture (test/fixtures/form-values-libreoffice.xlsx) was written for. */
const ITEMS = [
  { name: "姓名", type: 1, isNull: "N" },
  { name: "年龄", type: 19, typeJson: { rangeMin: 3, rangeMax: 20 } },
  { name: "兴趣", type: 4, optionInfos: [{ name: "美术" }, { name: "音乐" }] },
  { name: "特长", type: 5, optionInfos: [{ name: "跑步" }, { name: "游泳" }, { name: "下棋" }] },
  { name: "报名日期", type: 22 },
  { name: "附件", type: 31 },
  {
    name: "家庭成员",
    type: 32,
    childItem: [
      { name: "称呼", type: 1 },
      { name: "电话", type: 15 },
    ],
  },
];

const workbookOf = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
};
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  sheet.eachRow((row) => {
    out.push((row.values as unknown[]).slice(1));
  });
  return out;
};

const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method: "GET", url, headers: bearer(token, headers) });

/** Uploads a file as multipart/form-data, the way the browser's import dialog does. */
const upload = (
  file: Buffer,
  fields: Record<string, string>,
  token = admin,
  headers: Record<string, string> = {},
) => {
  const boundary = "----eos-test-boundary";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="values.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.call({
    method: "POST",
    url: "/api/v3/eos/form/import/upload",
    headers: bearer(token, { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers }),
    payload: Buffer.concat(parts),
  });
};

/** Runs the queued import jobs (tests poll no queue), then reads the import's final state. */
const waitDone = async (id: number) => {
  await t.app.jobs.drain();
  for (let i = 0; i < 200; i++) {
    const r = await get(`/api/v3/eos/form/import/state?id=${id}`);
    if (r.body.data.state === "done" || r.body.data.state === "failed") return r.body.data;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error("import did not finish");
};

const valueCount = async () =>
  (await get(`/api/v3/eos/form/value/page?formId=${form.formId}&size=50`)).body.data.total as number;

/** Uploads a small text attachment through the real route; answers its file reference. */
const uploadAttachment = async (token: string) => {
  const body = multipart([{ name: "file", filename: "plan.txt", data: "trip plan" }]);
  const r = await t.call({
    method: "POST",
    url: "/api/oss/upload",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data as { id: number; url: string; name: string };
};
let attachment: { id: number; url: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "single.demo", "admin", 0)).token;
  teacher = (await signIn(t, "single.demo", "t002", 0)).token;
  form = await makeForm(t, admin, ITEMS);
  attachment = await uploadAttachment(admin);
  const first = await submit(t, admin, {
    formId: form.formId,
    items: [
      { itemId: id("姓名"), val: '=HYPERLINK("http://evil")' },
      { itemId: id("年龄"), val: "9" },
      { itemId: id("兴趣"), val: opt("兴趣", "音乐") },
      { itemId: id("特长"), val: `${opt("特长", "跑步")},${opt("特长", "下棋")}` },
      { itemId: id("报名日期"), val: "2026-09-01" },
      {
        itemId: id("附件"),
        val: JSON.stringify([{ id: attachment.id, name: "forged.exe", url: "javascript:alert(1)" }]),
      },
      { itemId: id("称呼"), val: "妈妈", recordNum: 1 },
      { itemId: id("电话"), val: "13800000000", recordNum: 1 },
      { itemId: id("称呼"), val: "爸爸", recordNum: 2 },
    ],
  });
  expect(first.body.success, JSON.stringify(first.body)).toBe(true);
});
afterAll(async () => t?.close());

describe("value/export", () => {
  it("writes the values as .xlsx: option names, links for files, group records on their own sheet, formulas neutralised", async () => {
    const r = await get(`/api/v3/eos/form/value/export?formId=${form.formId}`);
    expect(r.status).toBe(200);
    expect(r.res.headers["content-type"]).toContain("spreadsheetml");
    expect(r.res.headers["content-disposition"]).toContain("filename*=UTF-8''");
    const wb = await workbookOf(r.res.rawPayload);
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Form under test", "家庭成员"]);
    const [head, row] = rowsOf(wb.worksheets[0]);
    expect(head).toEqual([
      "提交编号",
      "填写人",
      "填写对象",
      "提交时间",
      "姓名",
      "年龄",
      "兴趣",
      "特长",
      "报名日期",
      "附件",
    ]);
    expect(row[4]).toBe('\'=HYPERLINK("http://evil")');
    expect(row.slice(5, 9)).toEqual(["9", "音乐", "跑步、下棋", "2026-09-01"]);
    // The server wrote its own reference: the stored name and address, whatever the client claimed.
    expect(row[9]).toMatchObject({
      text: "plan.txt",
      hyperlink: expect.stringMatching(new RegExp(`^http://.+${attachment.url.replace(/[?]/g, "\\?")}$`)),
    });
    const group = rowsOf(wb.worksheets[1]);
    expect(group[0]).toEqual(["提交编号", "记录序号", "称呼", "电话"]);
    expect(group.slice(1).map((g) => g.slice(1))).toEqual([
      [1, "妈妈", "138****0000"],
      [2, "爸爸"],
    ]);
  });

  it("names the student a value is about when a teacher filled for students", async () => {
    const students = await t.database.db.execute(
      sql`select id, name from student where school_id = (select id from school where domain = 'single.demo') order by id limit 2`,
    );
    const [a, b] = students.rows as { id: number; name: string }[];
    const batch = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/addBatch",
      headers: bearer(admin),
      payload: {
        formId: form.formId,
        items: [{ itemId: id("姓名"), val: "体检" }],
        exJson: { belongInfos: [{ stuId: a.id }, { stuId: b.id }] },
      },
    });
    expect(batch.body.success, JSON.stringify(batch.body)).toBe(true);
    const r = await get(`/api/v3/eos/form/value/export?formId=${form.formId}`);
    const rows = rowsOf((await workbookOf(r.res.rawPayload)).worksheets[0]).filter(
      (row) => row[4] === "体检",
    );
    expect(rows.map((row) => row[2])).toEqual([a.name, b.name]);
  });

  it("refuses an upload value naming a file that does not exist or another school's file", async () => {
    const elsewhere = await uploadAttachment((await signIn(t, "primary.demo", "admin", 0)).token);
    for (const fileId of [987654, elsewhere.id]) {
      const r = await submit(
        t,
        admin,
        {
          formId: form.formId,
          items: [
            { itemId: id("姓名"), val: "x" },
            {
              itemId: id("附件"),
              val: JSON.stringify([{ id: fileId, name: "a", url: `/api/oss/file/${fileId}` }]),
            },
          ],
        },
        EN,
      );
      expect(r.status).toBe(400);
      expect(r.body.errorCode).toBe(-100910);
      expect(JSON.parse(r.body.errorDesc)).toEqual([
        { name: "附件", msg: "附件: a file is missing or cannot be used here; please upload it again" },
      ]);
    }
  });

  it("names its columns in English for an English caller, and refuses those without forms.data", async () => {
    const en = await get(`/api/v3/eos/form/value/export?formId=${form.formId}`, admin, EN);
    const [head] = rowsOf((await workbookOf(en.res.rawPayload)).worksheets[0]);
    expect(head.slice(0, 4)).toEqual(["Submission", "Filled by", "About", "Submitted at"]);
    expect((await get(`/api/v3/eos/form/value/export?formId=${form.formId}`, teacher)).status).toBe(403);
    expect((await get("/api/v3/eos/form/value/export?formId=999999")).status).toBe(404);
  });
});

describe("import", () => {
  it("gives a template with one column per importable item and a sheet saying how to fill each", async () => {
    const r = await get(`/api/v3/eos/form/import/template?formId=${form.formId}`);
    const wb = await workbookOf(r.res.rawPayload);
    expect(rowsOf(wb.worksheets[0])[0]).toEqual(["姓名", "年龄", "兴趣", "特长", "报名日期"]);
    const notes = rowsOf(wb.worksheets[1]);
    expect(notes[1]).toEqual(["姓名", "单行文本", "是", ""]);
    expect(notes[3][3]).toBe("美术、音乐");
  });

  it("checks a LibreOffice-written file in a dry run: per-row problems, nothing stored", async () => {
    const before = await valueCount();
    const file = readFileSync(
      new URL("../../../test/fixtures/form-values-libreoffice.xlsx", import.meta.url),
    );
    const started = await upload(file, { formId: String(form.formId), dryRun: "true" }, admin, EN);
    expect(started.body.success, JSON.stringify(started.body)).toBe(true);
    const done = await waitDone(started.body.data.id);
    expect(done).toMatchObject({ state: "done", dryRun: true, percent: 100, total: 3, imported: 2 });
    expect(done.problems).toEqual([{ row: 4, name: "年龄", msg: "年龄: enter 3 to 20" }]);
    expect(await valueCount()).toBe(before);
  });

  it("imports the good rows as submissions, reports the bad one, and offers it back as an error file", async () => {
    const before = await valueCount();
    const file = readFileSync(
      new URL("../../../test/fixtures/form-values-libreoffice.xlsx", import.meta.url),
    );
    const started = await upload(file, { formId: String(form.formId) });
    const done = await waitDone(started.body.data.id);
    expect(done).toMatchObject({ state: "done", dryRun: false, total: 3, imported: 2 });
    expect(done.problems).toEqual([{ row: 4, name: "年龄", msg: "年龄请输入3到20" }]);
    expect(await valueCount()).toBe(before + 2);
    const values = await get(`/api/v3/eos/form/value/page?formId=${form.formId}&size=50`);
    const zhang = values.body.data.list.find((v: { values: { val: string }[] }) =>
      v.values.some((x) => x.val === "张三"),
    );
    const byItem = Object.fromEntries(
      zhang.values.map((v: { itemId: number; val: string }) => [v.itemId, v.val]),
    );
    expect(byItem[id("特长")]).toBe(`${opt("特长", "跑步")},${opt("特长", "游泳")}`);
    expect(byItem[id("报名日期")]).toBe("2026-09-01");

    const errors = await get(`/api/v3/eos/form/import/errors?id=${started.body.data.id}`);
    const rows = rowsOf((await workbookOf(errors.res.rawPayload)).worksheets[0]);
    expect(rows[0]).toEqual(["姓名", "年龄", "兴趣", "特长", "报名日期", "错误原因"]);
    expect(rows[1]).toEqual(["王五", "30", "美术", "", "2026-09-03", "年龄请输入3到20"]);
    const list = await get(`/api/v3/eos/form/import/list?formId=${form.formId}`);
    expect(list.body.data.map((i: { id: number }) => i.id)).toContain(started.body.data.id);
  });

  it("imports a workbook saved by Microsoft Excel: shared strings, Excel's float text, numbers in a text column", async () => {
    // test/fixtures/form-values-excel2007.xlsx (see test/fixtures/README.md): Export | value | comment, 4 rows.
    const excel = await makeForm(t, admin, [
      { name: "Export", type: 1, isNull: "N" },
      { name: "value", type: 20 },
      { name: "comment", type: 1 },
    ]);
    const file = readFileSync(new URL("../../../test/fixtures/form-values-excel2007.xlsx", import.meta.url));
    const started = await upload(file, { formId: String(excel.formId) });
    expect(started.body.success, JSON.stringify(started.body)).toBe(true);
    const done = await waitDone(started.body.data.id);
    // Row 5's value is Excel's text for 0.00068: read as that number, it breaks the decimal item's two places.
    expect(done).toMatchObject({ state: "done", total: 4, imported: 3 });
    expect(done.problems).toEqual([{ row: 5, name: "value", msg: "value最多保留两位小数" }]);
    const page = await get(`/api/v3/eos/form/value/page?formId=${excel.formId}&size=50`);
    const rows = page.body.data.list.map((v: { values: { itemId: number; val: string }[] }) => {
      const by = Object.fromEntries(v.values.map((x) => [x.itemId, x.val]));
      return [by[excel.ids.Export], by[excel.ids.value], by[excel.ids.comment]];
    });
    expect(rows.sort((a: string[], b: string[]) => a[0].localeCompare(b[0]))).toEqual([
      ["a1", "23", "he,llo"],
      ["a2", "24", "2,345.56"],
      ["a3", "256", '"rahul,raj"'],
    ]);
    const errors = await get(`/api/v3/eos/form/import/errors?id=${started.body.data.id}`);
    expect(rowsOf((await workbookOf(errors.res.rawPayload)).worksheets[0])[1]).toEqual([
      "a6",
      "0.00068",
      "'-0.568", // a cell starting with "-" is neutralised in every file the server writes
      "value最多保留两位小数",
    ]);
  });

  it("refuses a file whose first row names none of the form's items, and an unknown option names the cell", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("x").addRow(["Something", "Else"]).commit();
    wb.worksheets[0].addRow(["a", "b"]);
    const bad = await upload(
      Buffer.from(await wb.xlsx.writeBuffer()),
      { formId: String(form.formId) },
      admin,
      EN,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errorDesc).toContain("first row names none");

    const wb2 = new ExcelJS.Workbook();
    const sheet = wb2.addWorksheet("x");
    sheet.addRow(["姓名", "兴趣"]);
    sheet.addRow(["赵六", "舞蹈"]);
    const started = await upload(Buffer.from(await wb2.xlsx.writeBuffer()), {
      formId: String(form.formId),
      dryRun: "true",
    });
    const done = await waitDone(started.body.data.id);
    expect(done.problems).toEqual([{ row: 2, name: "兴趣", msg: "兴趣没有名为“舞蹈”的选项" }]);
  });
});
