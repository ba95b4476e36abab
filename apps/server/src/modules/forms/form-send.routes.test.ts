import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MadeForm, makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { multipart } from "../../../test/zip-builder.ts";

/** wx/sendFile: a value's files, or a form's export, arrive as the caller's in-app notices. */
let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let form: MadeForm;
let file: { id: number; url: string; name: string };
let formValId: number;
const EN = { "accept-language": "en-US" };

const post = (url: string, payload: object, token = admin) =>
  t.call({ method: "POST", url: `/api${url}`, headers: bearer(token, EN), payload });
const notices = async (token: string) =>
  (await t.call({ method: "GET", url: "/api/v3/notice/page", headers: bearer(token, EN) })).body.data as {
    list: { title: string; body: string; link: string | null; read: boolean }[];
    unread: number;
  };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "single.demo", "admin", 0)).token;
  teacher = (await signIn(t, "single.demo", "t002", 0)).token;
  student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
  form = await makeForm(t, admin, [
    { name: "Title", type: 1 },
    { name: "Plan", type: 31 },
  ]);
  const body = multipart([{ name: "file", filename: "plan.txt", data: "trip plan" }]);
  const up = await t.call({
    method: "POST",
    url: "/api/oss/upload",
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  });
  file = up.body.data;
  const r = await submit(t, admin, {
    formId: form.formId,
    items: [
      { itemId: form.ids.Title, val: "Trip" },
      { itemId: form.ids.Plan, val: JSON.stringify([{ id: file.id, name: "plan.txt", url: file.url }]) },
    ],
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  formValId = r.body.data.formValId;
});
afterAll(() => t.close());

describe("wx/sendFile", () => {
  it("sends the files of an upload value to the caller as a notice with the download link", async () => {
    const before = (await notices(admin)).unread;
    const r = await post("/app/eos/form/wx/sendFile", { formValId, itemId: form.ids.Plan });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true, data: { sent: 1 } });
    const mine = await notices(admin);
    expect(mine.unread).toBe(before + 1);
    expect(mine.list[0]).toMatchObject({
      title: "Form file: plan.txt",
      body: "A file of \u201cPlan\u201d in \u201cForm under test\u201d; open the link to download it.",
      link: file.url,
      read: false,
    });
    const download = await t.call({ method: "GET", url: file.url, headers: bearer(admin) });
    expect(download.status).toBe(200);
    expect(download.res.body).toBe("trip plan");
  });

  it("exports the form's values now, stores the file for staff and sends its link; others are refused", async () => {
    const r = await post("/v3/eos/form/wx/sendFile", { formId: form.formId });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true, data: { sent: 1 } });
    const [latest] = (await notices(admin)).list;
    expect(latest.title).toBe("Form data export: Form under test");
    expect(latest.link).toMatch(/^\/api\/oss\/file\/\d+$/);
    const exported = await t.call({ method: "GET", url: latest.link!, headers: bearer(admin) });
    expect(exported.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.res.rawPayload as unknown as ArrayBuffer);
    const titles: unknown[] = [];
    wb.worksheets[0].eachRow((row) => {
      titles.push((row.values as unknown[])[5]);
    });
    expect(titles).toEqual(["Title", "Trip"]);
    const before = (await notices(teacher)).list.length;
    expect((await post("/v3/eos/form/wx/sendFile", { formId: form.formId }, teacher)).status).toBe(403);
    expect((await notices(teacher)).list.length).toBe(before);
    expect((await post("/v3/eos/form/wx/sendFile", { formId: 987654 })).status).toBe(404);
  });

  it("refuses values the caller may not read, items without files, and half-given targets; nothing is sent", async () => {
    const teacherBefore = (await notices(teacher)).list.length;
    expect(
      (await post("/app/eos/form/wx/sendFile", { formValId, itemId: form.ids.Plan }, teacher)).status,
    ).toBe(403);
    expect((await notices(teacher)).list.length).toBe(teacherBefore);
    expect(
      (await post("/app/eos/form/wx/sendFile", { formValId, itemId: form.ids.Plan }, student)).status,
    ).toBe(404);
    const noFile = await post("/app/eos/form/wx/sendFile", { formValId, itemId: form.ids.Title });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errorDesc).toBe("This item holds no file to send");
    expect((await post("/app/eos/form/wx/sendFile", { formValId })).status).toBe(400);
    expect((await post("/app/eos/form/wx/sendFile", { formValId, itemId: 987654 })).status).toBe(404);
    const anonymous = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/sendFile",
      payload: { formValId, itemId: form.ids.Plan },
    });
    expect(anonymous.status).toBe(401);
  });
});
