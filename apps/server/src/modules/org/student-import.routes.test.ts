import { readFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart } from "../../../test/multipart.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../../../test/fixtures", name));

describe("importing students and parents from .xlsx (/api/v3/stu/import)", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
  });
  afterAll(() => t.close());

  const upload = async (data: Buffer, fields: Record<string, string> = {}, token = admin, lang = "zh-CN") => {
    const { payload, headers } = multipart(data, fields);
    return t.call({
      method: "POST",
      url: "/api/v3/stu/import",
      payload,
      headers: { ...headers, ...bearer(token), "accept-language": lang },
    });
  };
  const count = async (keyword: string) =>
    (await t.call({ method: "GET", url: `/api/v3/stu/page?keyword=${keyword}`, headers: bearer(admin) })).body
      .data.total;

  it("reports every bad row of a LibreOffice file and writes nothing", async () => {
    const { status, body } = await upload(fixture("students-libreoffice.xlsx"), {}, admin, "en-US");
    expect(status).toBe(200);
    expect(body.data.ok).toBe(false);
    const byRow = body.data.problems.map((p: { row: number; column: string }) => `${p.row}:${p.column}`);
    expect(byRow).toEqual(expect.arrayContaining(["6:name", "7:className", "7:parentPhone"]));
    expect(body.data.problems.find((p: { row: number }) => p.row === 6).message).toBe("Name cannot be empty");
    expect(await count("2026900")).toBe(0);
  });

  it("checks a good file in a dry run without writing, then imports it with siblings sharing one parent", async () => {
    const dry = (await upload(fixture("students-libreoffice-ok.xlsx"), { dryRun: "true" })).body.data;
    expect(dry).toMatchObject({
      ok: true,
      dryRun: true,
      rows: 4,
      students: 4,
      parentsCreated: 2,
      parentsLinked: 3,
      problems: [],
    });
    expect(await count("2026900")).toBe(0);
    const done = (await upload(fixture("students-libreoffice-ok.xlsx"))).body.data;
    expect(done).toMatchObject({ ok: true, dryRun: false, students: 4 });
    expect(await count("2026900")).toBe(4);
    const parentToken = await signIn(t, "primary.demo", "13811110001", 2).catch(() => undefined);
    // Imported accounts have no password yet: the parent exists but cannot sign in by password.
    expect(parentToken).toBeUndefined();
    const again = (await upload(fixture("students-libreoffice-ok.xlsx"), {}, admin, "en-US")).body.data;
    expect(again.ok).toBe(false);
    expect(again.problems[0].message).toContain("already exists");
  });

  it("reads a file written by Excel's format (exceljs) with English headers", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Students");
    sheet.addRow([
      "Student number",
      "Name",
      "Gender",
      "Class",
      "Account",
      "Parent name",
      "Parent phone",
      "Relation",
    ]);
    sheet.addRow(["E2026001", "Amy", "F", "二年级(2)班", "e2026001", "Bob", 13811112222, "father"]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = (await upload(data)).body.data;
    expect(result).toMatchObject({ ok: true, students: 1, parentsCreated: 1 });
    expect(await count("E2026001")).toBe(1);
  });

  it("refuses a file that is not a spreadsheet, and non-administrators", async () => {
    const junk = (await upload(Buffer.from("not a spreadsheet"))).body.data;
    expect(junk.ok).toBe(false);
    expect(junk.problems[0].code).toBe("unreadable");
    const teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    expect((await upload(fixture("students-libreoffice-ok.xlsx"), {}, teacher)).status).toBe(403);
  });

  it("offers a template in the caller's language that imports as is", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v3/stu/importTemplate",
      headers: { ...bearer(admin), "accept-language": "en-US" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(1).getCell(1).text).toBe("Student number");
    const dry = (await upload(res.rawPayload, { dryRun: "true" })).body.data;
    expect(dry).toMatchObject({ ok: true, students: 1 });
  });
});
