import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, sheetTexts, xlsxOf } from "../../../test/multipart.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../../../test/fixtures", name));

type Problem = { row: number; column: string; code: string; message: string };
const where = (problems: Problem[]) => problems.map((p) => `${p.row}:${p.column}:${p.code}`);

describe("importing teachers from .xlsx (/api/v3/tea/import) and the people exports", () => {
  let t: TestApp;
  let admin: string;
  let depts: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const tree = (await get("/api/v3/org/tree", admin)).body.data[0];
    depts = new Map(
      tree.children
        .filter((u: { kind: string }) => u.kind === "dept")
        .map((u: { label: string; id: number }) => [u.label, u.id]),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const upload = (data: Buffer, fields: Record<string, string> = {}, token = admin, lang = "zh-CN") => {
    const { payload, headers } = multipart(data, fields, "teachers.xlsx");
    return t.call({
      method: "POST",
      url: "/api/v3/tea/import",
      payload,
      headers: { ...headers, ...bearer(token), "accept-language": lang },
    });
  };
  const teachers = async (query: string) =>
    (await get(`/api/v3/tea/page?size=100&${query}`, admin)).body.data as {
      total: number;
      list: { id: number; name: string; account: string; phone: string; idCard: string | null }[];
    };

  it("reports the one bad row of a LibreOffice file in both languages, in a dry run and for real, writing nothing", async () => {
    const dry = await upload(fixture("teachers-libreoffice.xlsx"), { dryRun: "true" }, admin, "en-US");
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ ok: false, dryRun: true, rows: 3 });
    expect(where(dry.body.data.problems)).toEqual(["4:phone:format", "4:departments:unknownUnit"]);
    expect(dry.body.data.problems.map((p: Problem) => p.message)).toEqual([
      "Phone is not valid: 1371234",
      "no such department: 不存在的处",
    ]);
    const zh = (await upload(fixture("teachers-libreoffice.xlsx"))).body.data;
    expect(zh).toMatchObject({ ok: false, dryRun: false });
    expect(zh.problems.map((p: Problem) => p.message)).toEqual([
      "手机格式不正确：1371234",
      "没有这个部门：不存在的处",
    ]);
    expect((await teachers("keyword=导入")).total).toBe(0);
  });

  it("checks a good file without writing, then imports teachers with accounts, departments and masked ID cards", async () => {
    const file = fixture("teachers-libreoffice-ok.xlsx");
    const dry = (await upload(file, { dryRun: "true" })).body.data;
    expect(dry).toEqual({
      ok: true,
      dryRun: true,
      rows: 3,
      teachers: 3,
      memberships: 4,
      duties: 0,
      problems: [],
    });
    expect((await teachers("keyword=导入")).total).toBe(0);

    const done = (await upload(file)).body.data;
    expect(done).toMatchObject({ ok: true, dryRun: false, teachers: 3 });
    const imported = (await teachers("keyword=导入")).list;
    expect(imported.map((r) => r.account).sort()).toEqual(["tlo001", "tlo002", "tlo003"]);
    const zhou = imported.find((r) => r.account === "tlo002");
    expect(zhou).toMatchObject({ name: "周导入", phone: "13712340002", gender: 1, subject: "语文" });
    expect(zhou?.idCard).toMatch(/^320\*{11}\d{3}[\dX]$/);
    const inOffice = (await teachers(`orgId=${depts.get("教务处")}`)).list.map((r) => r.account);
    expect(inOffice).toEqual(expect.arrayContaining(["tlo001", "tlo002", "tlo003"]));
    const inMoral = (await teachers(`orgId=${depts.get("德育处")}`)).list.map((r) => r.account);
    expect(inMoral).toContain("tlo002");
    expect(inMoral).not.toContain("tlo001");

    // The same file again: every account (and the ID card) already exists, and nothing more is written.
    const again = (await upload(file, {}, admin, "en-US")).body.data;
    expect(again.ok).toBe(false);
    expect(where(again.problems)).toEqual([
      "2:account:exists",
      "3:account:exists",
      "3:idCard:exists",
      "4:account:exists",
    ]);
    expect((await teachers("keyword=导入")).total).toBe(3);
  });

  it("reads English headers from an Excel-format file and finds duplicates, clashes and missing columns", async () => {
    const header = ["Name", "Account", "Phone", "Gender", "Departments", "Subject", "ID card number"];
    const data = await xlsxOf([
      header,
      ["Amy", "tex001", 13811110001, "F", "校长室, 教务处", "Art", ""],
      ["Ben", "tex001", "", "X", "", "", "110105201003070021"],
      ["", "t001", "", "", "", "", ""],
    ]);
    const result = (await upload(data, {}, admin, "en-US")).body.data;
    expect(result.ok).toBe(false);
    expect(where(result.problems)).toEqual([
      "3:idCard:format",
      "3:gender:format",
      "3:account:duplicate",
      "4:name:required",
      "4:account:exists",
    ]);
    expect(result.problems.find((p: Problem) => p.column === "account").message).toBe(
      "Account repeats row 2",
    );
    expect((await teachers("keyword=tex001")).total).toBe(0);

    const noAccount = await xlsxOf([
      ["Name", "Phone"],
      ["Amy", "13811110001"],
    ]);
    const missing = (await upload(noAccount, {}, admin, "en-US")).body.data;
    expect(missing.problems).toEqual([
      { row: 1, column: "account", code: "missingColumn", message: "missing column: Account" },
    ]);
    const junk = (await upload(Buffer.from("name,account\nAmy,amy001\n"))).body.data;
    expect(junk.problems[0].code).toBe("unreadable");
  });

  it("makes imported teachers class leaders and subject teachers of the classes named, never replacing a leader", async () => {
    const post = (url: string, payload: object) =>
      t.call({ method: "POST", url, headers: bearer(admin), payload });
    const tree = (await get("/api/v3/org/tree", admin)).body.data[0];
    type Unit = { id: number; label: string; kind: string; children?: Unit[] };
    const grade = (tree.children as Unit[]).find((u) => u.kind === "grade")!;
    const led = grade.children!.find((u) => u.kind === "class")!;
    const fresh = (await post("/api/v3/org/save", { pid: grade.id, kind: "class", name: "导入新班" })).body
      .data.id as number;
    const header = ["Name", "Account", "Subject", "Class leader of", "Teaches classes"];
    const bad = await xlsxOf([
      header,
      ["班导入甲", "tcl001", "数学", led.label, ""],
      ["班导入乙", "tcl002", "", "", `导入新班、${led.label}`],
      ["班导入丙", "tcl003", "语文", "没有的班", "导入新班"],
    ]);
    const refused = (await upload(bad, {}, admin, "en-US")).body.data;
    expect(refused.ok).toBe(false);
    expect(where(refused.problems)).toEqual([
      "2:leads:classHasLeader",
      "3:subject:subjectNeeded",
      "4:leads:unknownClass",
    ]);
    expect(refused.problems[0].message).toContain("already has a class leader");
    expect((await teachers("keyword=班导入")).total).toBe(0);

    const good = await xlsxOf([
      header,
      ["班导入甲", "tcl001", "数学", "导入新班", led.label],
      ["班导入乙", "tcl002", "语文", "", `导入新班、${led.label}`],
    ]);
    const done = (await upload(good)).body.data;
    expect(done).toMatchObject({ ok: true, teachers: 2, duties: 4 });
    const ids = new Map((await teachers("keyword=班导入")).list.map((r) => [r.account, r.id]));
    const dutiesOf = async (orgId: number) =>
      (
        (await get(`/api/v3/duty/list?orgId=${orgId}`, admin)).body.data as {
          teacherId: number;
          duty: string;
          subject: string;
        }[]
      ).map(
        (d) =>
          `${d.teacherId === ids.get("tcl001") ? "甲" : d.teacherId === ids.get("tcl002") ? "乙" : "other"}:${d.duty}:${d.subject}`,
      );
    expect((await dutiesOf(fresh)).sort()).toEqual(["乙:subject:语文", "甲:leader:"]);
    const inLed = await dutiesOf(led.id);
    expect(inLed).toEqual(expect.arrayContaining(["甲:subject:数学", "乙:subject:语文"]));
    // The class keeps the one leader it had.
    expect(inLed.filter((d) => d.includes(":leader:")).map((d) => d.split(":")[0])).toEqual(["other"]);
    // Two rows cannot both lead one class.
    const twice = await xlsxOf([
      header,
      ["A", "tcl004", "", "导入新班", ""],
      ["B", "tcl005", "", "导入新班", ""],
    ]);
    expect(where((await upload(twice, { dryRun: "true" })).body.data.problems)).toEqual(
      expect.arrayContaining(["3:leads:classHasLeader"]),
    );
  });

  it("offers a template in the caller's language that imports as is, to administrators only", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v3/tea/importTemplate",
      headers: { ...bearer(admin), "accept-language": "en-US" },
    });
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const rows = await sheetTexts(res.rawPayload);
    expect(rows[0]).toEqual([
      "Name",
      "Account",
      "Phone",
      "Gender",
      "Departments",
      "Subject",
      "ID card number",
      "Class leader of",
      "Teaches classes",
    ]);
    expect((await upload(res.rawPayload, { dryRun: "true" })).body.data).toMatchObject({
      ok: true,
      teachers: 1,
    });

    const teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    expect((await upload(res.rawPayload, {}, teacher)).status).toBe(403);
    expect((await get("/api/v3/tea/importTemplate", teacher)).status).toBe(403);
    expect((await t.call({ method: "POST", url: "/api/v3/tea/import" })).body.errorCode).toBe("MISTOKEN");
  });

  it("imports parents of existing students by account or number, reporting bad rows and writing nothing then", async () => {
    const pupils = (await get("/api/v3/stu/page?size=2&sortField=studentNo", admin)).body.data.list;
    const [a, b] = pupils as { id: number; account: string; studentNo: string }[];
    const existing = (await get("/api/v3/par/page?keyword=13900200011", admin)).body.data.list[0];
    const ownChild = existing.children[0];
    const header = ["家长姓名", "家长手机", "学生账号", "学号", "关系"];
    const sendParents = (data: Buffer, dryRun = false) => {
      const { payload, headers } = multipart(data, dryRun ? { dryRun: "true" } : {});
      return t.call({
        method: "POST",
        url: "/api/v3/par/import",
        payload,
        headers: { ...headers, ...bearer(admin), "accept-language": "en-US" },
      });
    };
    const bad = await xlsxOf([
      header,
      ["王导入", "13811119901", a.account, "", "母亲"],
      ["王另名", "13811119901", "", b.studentNo, ""],
      ["赵导入", "13811119902", "nobody1", "", ""],
      [existing.name, "13900200011", "", ownChild.studentNo, ""],
      ["钱导入", "1234", a.account, "", "舅舅"],
    ]);
    const refused = (await sendParents(bad)).body.data;
    expect(refused.ok).toBe(false);
    expect(where(refused.problems)).toEqual([
      "3:parentName:parentNameClash",
      "4:studentAccount:unknownStudent",
      "5:parentPhone:alreadyLinked",
      "6:parentPhone:format",
      "6:relation:format",
    ]);
    expect(refused.problems[1].message).toBe("no student has this account: nobody1");
    expect((await get("/api/v3/par/page?keyword=13811119901", admin)).body.data.total).toBe(0);

    const good = await xlsxOf([
      header,
      ["王导入", "13811119901", a.account, "", "母亲"],
      ["王导入", "13811119901", "", b.studentNo, ""],
      [existing.name, "13900200011", a.account, "", "father"],
    ]);
    expect((await sendParents(good, true)).body.data).toMatchObject({
      ok: true,
      parentsCreated: 1,
      parentsLinked: 3,
    });
    expect((await get("/api/v3/par/page?keyword=13811119901", admin)).body.data.total).toBe(0);
    expect((await sendParents(good)).body.data).toMatchObject({ ok: true, dryRun: false, parentsLinked: 3 });
    const created = (await get("/api/v3/par/page?keyword=13811119901", admin)).body.data.list[0];
    expect(created.name).toBe("王导入");
    expect(created.children.map((c: { id: number; relation: string }) => [c.id, c.relation]).sort()).toEqual(
      [
        [a.id, "mother"],
        [b.id, "guardian"],
      ].sort(),
    );
    const ofA = (await get(`/api/v3/par/ofStudent?studentId=${a.id}`, admin)).body.data;
    expect(ofA.map((p: { phone: string }) => p.phone)).toEqual(
      expect.arrayContaining(["13811119901", "13900200011"]),
    );
    expect((await sendParents(good)).body.data.ok).toBe(false);
  });

  it("exports teachers, students and parents as .xlsx that opens, with formula-like cells written as text", async () => {
    const risky = ["=1+1", "+SUM(A1)", "-2+3", "@cmd"];
    for (const [i, name] of risky.entries()) {
      const saved = await t.call({
        method: "POST",
        url: "/api/v3/tea/save",
        headers: bearer(admin),
        payload: { name, account: `risk${i}`, phone: "13900009999" },
      });
      expect(saved.body.success).toBe(true);
    }
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v3/tea/export?keyword=13900009999",
      headers: { ...bearer(admin), "accept-language": "en-US" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("teachers.xlsx");
    const rows = await sheetTexts(res.rawPayload);
    expect(rows[0].slice(0, 4)).toEqual(["Name", "Gender", "Phone", "Account"]);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(risky.map((n) => `'${n}`).sort());

    for (const path of ["/api/v3/stu/export", "/api/v3/par/export"]) {
      const file = await t.app.inject({ method: "GET", url: path, headers: bearer(admin) });
      expect(file.headers["content-type"]).toContain("spreadsheetml");
      expect((await sheetTexts(file.rawPayload)).length).toBeGreaterThan(10);
    }
  });
});
