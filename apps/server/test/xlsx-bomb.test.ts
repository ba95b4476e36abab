import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeForm } from "./form-fixtures.ts";
import { multipart } from "./multipart.ts";
import { bearer, signIn } from "./sign-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { bombWorkbook, rowsWorkbook, smallWorkbook } from "./xlsx-bomb.ts";

/** Issue 16 item 4: .xlsx imports refuse zip bombs before inflating them, on every import route. */

const MB = 1024 * 1024;
const EN = { "accept-language": "en-US" };

describe("POST .xlsx imports refuse zip bombs before parsing them", () => {
  let t: TestApp;
  let admin: string;
  let formId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    formId = (await makeForm(t, admin, [{ name: "Minutes read", type: 19, isNull: "N" }])).formId;
  });
  afterAll(() => t.close());

  /** Every route that reads an uploaded .xlsx, with the fields each needs besides the file. */
  const imports = (): { url: string; fields: Record<string, string> }[] => [
    { url: "/api/v3/stu/import?dryRun=true", fields: {} },
    { url: "/api/v3/tea/import?dryRun=true", fields: {} },
    { url: "/api/v3/par/import?dryRun=true", fields: {} },
    { url: "/api/v3/ruleCertificate/award/import?dryRun=true", fields: {} },
    { url: "/api/v3/eos/form/import/upload", fields: { formId: String(formId), dryRun: "true" } },
    { url: "/api/app/eos/form/import/upload", fields: { formId: String(formId), dryRun: "true" } },
  ];
  const upload = (url: string, file: Buffer, fields: Record<string, string>) => {
    const { payload, headers } = multipart(file, fields, "bomb.xlsx");
    return t.call({ method: "POST", url, payload, headers: { ...headers, ...bearer(admin), ...EN } });
  };

  /** Sends the file to every import route at once; the answers, the time taken and the memory grown. */
  const attack = async (file: Buffer) => {
    const before = process.memoryUsage();
    const started = performance.now();
    const answers = await Promise.all(imports().map((i) => upload(i.url, file, i.fields)));
    const ms = performance.now() - started;
    const after = process.memoryUsage();
    return {
      answers: answers.map((a) => ({ status: a.status, code: a.body.errorCode, desc: a.body.errorDesc })),
      ms,
      rss: (after.rss - before.rss) / MB,
      heap: (after.heapUsed - before.heapUsed) / MB,
    };
  };

  it("refuses a 500 MB sheet deflated to half a megabyte by its compression ratio, at once", async () => {
    const bomb = bombWorkbook(["学号", "Student no."], 500 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const { answers, ms, rss, heap } = await attack(bomb);
    for (const a of answers) {
      expect(a).toMatchObject({ status: 400, code: -1 });
      expect(a.desc).toMatch(/compressed more than 100:1/);
    }
    expect(ms).toBeLessThan(1000);
    expect(rss).toBeLessThan(50);
    expect(heap).toBeLessThan(50);
  });

  it("stops a sheet whose headers claim 1 kB at its first kilobyte (a lying header)", async () => {
    const bomb = bombWorkbook(["学号", "Student no."], 500 * MB, 1000);
    const { answers, ms, rss, heap } = await attack(bomb);
    for (const a of answers) {
      expect(a).toMatchObject({ status: 400, code: -1 });
      expect(a.desc).toMatch(/unpacks to more than its header declares/);
    }
    expect(ms).toBeLessThan(1000);
    expect(rss).toBeLessThan(50);
    expect(heap).toBeLessThan(50);
  });

  it("says why in Chinese too", async () => {
    const { payload, headers } = multipart(bombWorkbook(["学号"], 50 * MB), {}, "bomb.xlsx");
    const res = await t.call({
      method: "POST",
      url: "/api/v3/stu/import",
      payload,
      headers: { ...headers, ...bearer(admin), "accept-language": "zh-CN" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: -1, data: null });
    expect(res.body.errorDesc).toMatch(/压缩比超过 100:1/);
  });

  it("answers a file that is no .xlsx at all with 400 on a form import (a row problem on people imports)", async () => {
    const garbage = Buffer.from("PK\u0003\u0004 this is not a workbook");
    const form = await upload("/api/v3/eos/form/import/upload", garbage, { formId: String(formId) });
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ success: false, errorCode: -1, errorDesc: /cannot be read/ });
    const people = await upload("/api/v3/stu/import?dryRun=true", garbage, {});
    expect(people.body.data.problems.map((p: { code: string }) => p.code)).toEqual(["unreadable"]);
  });

  it("stops reading one row past each import's row limit and says so", async () => {
    const header = ["学号", "姓名", "性别", "班级"];
    const students = rowsWorkbook([header, ...Array.from({ length: 20_001 }, (_, i) => [`9${i}`, "x"])]);
    const people = await upload("/api/v3/stu/import?dryRun=true", students, {});
    expect(people.body.data.problems.map((p: { code: string }) => p.code)).toEqual(["tooManyRows"]);
    const values = rowsWorkbook([["Minutes read"], ...Array.from({ length: 10_001 }, () => ["5"])]);
    const form = await upload("/api/v3/eos/form/import/upload", values, { formId: String(formId) });
    expect(form.body).toMatchObject({
      errorCode: -1,
      errorDesc: "at most 10000 rows can be imported at once",
    });
  });

  it("still imports a normal workbook, and still reads a small hand-made one", async () => {
    const fixture = readFileSync(join(import.meta.dirname, "fixtures", "students-libreoffice-ok.xlsx"));
    const good = await upload("/api/v3/stu/import?dryRun=true", fixture, {});
    expect(good.body.data).toMatchObject({ ok: true, dryRun: true, rows: 4 });
    const empty = await upload("/api/v3/stu/import?dryRun=true", smallWorkbook(["姓名"]), {});
    expect(empty.status).toBe(200);
    expect(empty.body.data.problems.map((p: { code: string }) => p.code)).toContain("missingColumn");
  });
});
