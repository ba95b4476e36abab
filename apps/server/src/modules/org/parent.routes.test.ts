import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode } from "../../../test/accounts.ts";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

type Child = { id: number; classId: number; relation: string };
type ParentItem = { id: number; name: string; phone: string; account: string | null; children: Child[] };

const sheetOf = async (data: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
  return { name: sheet.name, rows };
};

describe("parents (/api/v3/par/*)", () => {
  let t: TestApp;
  let admin: string;
  let leader: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    other = (await signIn(t, "middle.demo", "admin", 0)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const page = async (query: string, token = admin) =>
    (await get(`/api/v3/par/page?${query}`, token)).body.data as { list: ParentItem[]; total: number };

  it("pages, searches by name or phone, filters by the children's class and sorts", async () => {
    const first = await page("page=1&size=10");
    expect(first.list).toHaveLength(10);
    expect(first.total).toBeGreaterThan(100);
    const second = await page("page=2&size=10");
    expect(second.list[0].id).not.toBe(first.list[0].id);
    const someone = first.list[4];
    expect(someone.account).toBe(someone.phone);
    expect(someone.children.length).toBeGreaterThan(0);
    const byPhone = await page(`keyword=${someone.phone}`);
    expect(byPhone.list.map((p) => p.id)).toEqual([someone.id]);
    const byName = await page(`keyword=${encodeURIComponent(someone.name)}`);
    expect(byName.list.map((p) => p.id)).toContain(someone.id);
    const classId = someone.children[0].classId;
    const inClass = await page(`orgId=${classId}&size=200`);
    expect(inClass.total).toBeLessThan(first.total);
    expect(inClass.list.map((p) => p.id)).toContain(someone.id);
    expect(inClass.list.every((p) => p.children.some((c) => c.classId === classId))).toBe(true);
    const desc = (await page("sortField=phone&sortOrder=descend&size=20")).list.map((p) => p.phone);
    expect(desc).toEqual([...desc].sort().reverse());
  });

  it("shows a class leader only the parents of their classes' students", async () => {
    const classes = new Set(
      (await get("/api/v3/stu/page?size=200", leader)).body.data.list.map((s: Child) => s.classId),
    );
    const mine = await page("size=200", leader);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan((await page("size=1")).total);
    expect(mine.list.every((p) => p.children.some((c) => classes.has(c.classId)))).toBe(true);
    const outsider = (await page("size=200")).list.find(
      (p) => !p.children.some((c) => classes.has(c.classId)),
    );
    expect((await get(`/api/v3/par/detail?id=${outsider!.id}`, leader)).status).toBe(404);
    expect((await get(`/api/v3/par/detail?id=${mine.list[0].id}`, leader)).body.data.id).toBe(
      mine.list[0].id,
    );
  });

  it("refuses a bad or duplicate phone and stores nothing", async () => {
    const before = (await page("size=1")).total;
    const bad = await post("/api/v3/par/save", admin, { name: "坏号码", phone: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe(-1);
    const taken = (await page("size=1")).list[0].phone;
    const dup = await post("/api/v3/par/save", admin, { name: "重号", phone: taken });
    expect(dup.status).toBe(400);
    expect(dup.body.errorCode).toBe(-1);
    expect((await page("size=1")).total).toBe(before);
    expect((await page(`keyword=${encodeURIComponent("坏号码")}`)).total).toBe(0);
  });

  it("adds a parent who signs in by phone code, links and unlinks children, then deletes them", async () => {
    const phone = "13655550001";
    const added = await post("/api/v3/par/save", admin, { name: "新家长", phone });
    expect(added.body.success).toBe(true);
    const id = added.body.data.id;
    const students = (await get("/api/v3/stu/page?size=2", admin)).body.data.list as Child[];
    const link = (studentId: number, relation = "mother") =>
      post("/api/v3/par/link", admin, { parentId: id, studentId, relation });
    expect((await link(students[0].id)).body.success).toBe(true);
    expect((await link(students[1].id, "other")).body.success).toBe(true);
    const dup = await link(students[0].id, "father");
    expect(dup.status).toBe(400);
    const detail = (await get(`/api/v3/par/detail?id=${id}`, admin)).body.data;
    expect(detail).toMatchObject({ name: "新家长", phone, account: phone });
    expect(detail.children.map((c: Child) => [c.id, c.relation])).toEqual([
      [students[0].id, "mother"],
      [students[1].id, "other"],
    ]);
    const ofStudent = (await get(`/api/v3/par/ofStudent?studentId=${students[0].id}`, admin)).body.data;
    expect(ofStudent).toContainEqual({ id, name: "新家长", phone, relation: "mother" });
    expect(
      (await post("/api/v3/par/link", admin, { parentId: id, studentId: 1, relation: "aunt" })).status,
    ).toBe(400);

    const schoolId = await schoolIdOf(t, "primary.demo");
    await t.call({ method: "POST", url: "/api/auth/phone/sendCode", payload: { phone, schoolId } });
    const code = await latestCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const entries = (
      await t.call({
        method: "POST",
        url: "/api/auth/login/phone",
        payload: { phone, code, type: 2, schoolId },
      })
    ).body.data;
    expect(entries).toHaveLength(1);
    const token = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      payload: { authorizationCode: entries[0].authorizationCode },
    });
    expect(token.body.data.user).toMatchObject({ roleType: "p" });

    expect(
      (await post("/api/v3/par/unlink", admin, { parentId: id, studentId: students[1].id })).body.success,
    ).toBe(true);
    expect((await get(`/api/v3/par/detail?id=${id}`, admin)).body.data.children).toHaveLength(1);
    expect(
      (await post("/api/v3/par/unlink", admin, { parentId: id, studentId: students[1].id })).status,
    ).toBe(404);

    const renamed = await post("/api/v3/par/save", admin, { id, name: "改名家长", phone: "13655550002" });
    expect(renamed.body.success).toBe(true);
    expect((await page("keyword=13655550002")).list[0]).toMatchObject({
      name: "改名家长",
      account: "13655550002",
    });

    expect((await post("/api/v3/par/del", admin, { ids: [id] })).body.success).toBe(true);
    expect((await get(`/api/v3/par/detail?id=${id}`, admin)).status).toBe(404);
    const ofStudentAfter = (await get(`/api/v3/par/ofStudent?studentId=${students[0].id}`, admin)).body.data;
    expect(ofStudentAfter.map((p: { id: number }) => p.id)).not.toContain(id);
    await t.call({
      method: "POST",
      url: "/api/auth/phone/sendCode",
      payload: { phone: "13655550002", schoolId },
    });
    const gone = await t.call({
      method: "POST",
      url: "/api/auth/login/phone",
      payload: { phone: "13655550002", code: await latestCode(t, "13655550002"), type: 2, schoolId },
    });
    expect(gone.body.data?.length ?? 0).toBe(0);
  });

  it("keeps teachers without people.edit and other schools out", async () => {
    expect((await post("/api/v3/par/save", leader, { name: "无权", phone: "13655550003" })).status).toBe(403);
    const ours = (await page("size=1")).list[0];
    expect((await post("/api/v3/par/del", leader, { ids: [ours.id] })).status).toBe(403);
    expect((await get(`/api/v3/par/detail?id=${ours.id}`, other)).status).toBe(404);
    expect((await post("/api/v3/par/del", other, { ids: [ours.id] })).status).toBe(404);
    expect(
      (await post("/api/v3/par/save", other, { id: ours.id, name: "x", phone: "13655550004" })).status,
    ).toBe(404);
    const child = ours.children[0];
    expect(
      (await post("/api/v3/par/link", other, { parentId: ours.id, studentId: child.id, relation: "father" }))
        .status,
    ).toBe(404);
    expect((await post("/api/v3/par/unlink", other, { parentId: ours.id, studentId: child.id })).status).toBe(
      404,
    );
    const theirs = await page(`keyword=${ours.phone}`, other);
    expect(theirs.list.every((p) => p.id !== ours.id)).toBe(true);
    expect((await get(`/api/v3/par/detail?id=${ours.id}`, admin)).body.data.children).toHaveLength(
      ours.children.length,
    );
  });

  it("exports teachers, students and parents as .xlsx with the page's filters, in the caller's language", async () => {
    const download = async (url: string, lang = "zh-CN") => {
      const res = await t.call({
        method: "GET",
        url,
        headers: { ...bearer(admin), "accept-language": lang },
      });
      expect(res.status).toBe(200);
      expect(res.res.headers["content-type"]).toContain("spreadsheetml");
      return sheetOf(res.res.rawPayload);
    };
    const someone = (await page("size=1")).list[0];
    const parents = await download(`/api/v3/par/export?keyword=${someone.phone}`);
    expect(parents.rows[0]).toEqual(["姓名", "手机", "账号", "子女"]);
    expect(parents.rows).toHaveLength(2);
    expect(parents.rows[1].slice(0, 3)).toEqual([someone.name, someone.phone, someone.phone]);
    const classId = someone.children[0].classId;
    const inClass = await download(`/api/v3/par/export?orgId=${classId}`, "en-US");
    expect(inClass.rows[0]).toEqual(["Name", "Phone", "Account", "Children"]);
    expect(inClass.rows.length - 1).toBe((await page(`orgId=${classId}&size=1`)).total);

    const students = await download("/api/v3/stu/export", "en-US");
    expect(students.name).toBe("Students");
    expect(students.rows[0]).toEqual([
      "Name",
      "Gender",
      "Student number",
      "Class",
      "Account",
      "ID card number",
    ]);
    expect(students.rows.length - 1).toBe((await get("/api/v3/stu/page?size=1", admin)).body.data.total);
    const leaderFile = await t.call({ method: "GET", url: "/api/v3/stu/export", headers: bearer(leader) });
    const leaderRows = (await sheetOf(leaderFile.res.rawPayload)).rows.length - 1;
    expect(leaderRows).toBe((await get("/api/v3/stu/page?size=1", leader)).body.data.total);

    await post("/api/v3/tea/save", admin, { name: "=HYPERLINK(1)", account: "formula1" });
    const teachers = await download("/api/v3/tea/export?keyword=formula1");
    expect(teachers.rows[0]).toEqual(["姓名", "性别", "手机", "账号", "学科", "管理员", "身份证号"]);
    expect(teachers.rows[1][0]).toBe("'=HYPERLINK(1)");
    expect(teachers.rows[1][3]).toBe("formula1");
  });
});
