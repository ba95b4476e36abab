import { idCheckChar } from "@eos/forms-core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, sheetTexts, xlsxOf } from "../../../test/multipart.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/** A valid 18-character ID card number (GB 11643 check character) from its first 17 digits. */
const idCard = (first17: string) => `${first17}${idCheckChar(first17)}`;
const wrongCheck = (valid: string) => `${valid.slice(0, 17)}${valid[17] === "1" ? "2" : "1"}`;
const MASKED = /^\d{3}\*{11}[\dX]{4}$/;

const CARD_A = idCard("11010520100307002");
const CARD_B = idCard("44030420110815123");
const CARD_T = idCard("32010219850612345");

describe("ID card numbers: sealed at rest, masked in lists and exports, unmasked only with audit", () => {
  let t: TestApp;
  let admin: string;
  let leader: { token: string; id: number };
  let classId: number;
  let otherClassId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const l = await signIn(t, "primary.demo", "t001", 0);
    leader = { token: l.token, id: l.user.id as number };
    // The leader's own class, and another one, as the class picker offers them.
    const own = (await get("/api/v3/stu/page?size=1", leader.token)).body.data.list[0];
    classId = own.classId;
    const tree = (await get("/api/v3/org/tree", admin)).body.data[0];
    const classes = tree.children.flatMap((g: { children?: { id: number }[] }) => g.children ?? []);
    otherClassId = classes.find((c: { id: number }) => c.id !== classId).id;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string, lang = "zh-CN") =>
    t.call({ method: "GET", url, headers: bearer(token, { "accept-language": lang }) });
  const post = (url: string, token: string, payload: object, lang = "zh-CN") =>
    t.call({ method: "POST", url, headers: bearer(token, { "accept-language": lang }), payload });
  const findStudent = async (keyword: string, token = admin) =>
    (await get(`/api/v3/stu/page?keyword=${encodeURIComponent(keyword)}`, token)).body.data.list;
  const auditRows = async () => (await get("/api/v3/audit/page?size=50", admin)).body.data;

  it("refuses a wrong check digit with nothing written, then stores a valid number sealed and shows it masked", async () => {
    const student = { name: "证件测试甲", studentNo: "IDC001", classId, account: "idc001" };
    const bad = await post("/api/v3/stu/save", admin, { ...student, idCard: wrongCheck(CARD_A) }, "en-US");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: -1 });
    expect(bad.body.errorDesc).toContain("check digit");
    expect(await findStudent("IDC001")).toHaveLength(0);

    // Lower-case x and spaces are accepted as typed and stored in the normal form.
    const saved = await post("/api/v3/stu/save", admin, { ...student, idCard: ` ${CARD_A.toLowerCase()} ` });
    expect(saved.body.success).toBe(true);
    const [listed] = await findStudent("IDC001");
    expect(listed.idCard).toMatch(MASKED);
    expect(listed.idCard).toBe(`${CARD_A.slice(0, 3)}***********${CARD_A.slice(-4)}`);

    // The stored row holds no plain number: a sealed value, an HMAC and the masked form only.
    const stored = await t.database.db.execute(
      sql`select id_card_sealed, id_card_hmac, id_card_masked from student where id = ${saved.body.data.id}`,
    );
    const row = stored.rows[0] as Record<string, string>;
    expect(row.id_card_sealed).toMatch(/^v1\./);
    for (const value of Object.values(row)) expect(value).not.toContain(CARD_A.slice(3, 14));

    // The whole number finds its holder through the HMAC; a part of it finds nobody.
    expect((await findStudent(CARD_A)).map((s: { id: number }) => s.id)).toEqual([saved.body.data.id]);
    expect(await findStudent(CARD_A.slice(0, 10))).toHaveLength(0);
    expect(await findStudent(CARD_B)).toHaveLength(0);

    // Someone else's number is refused; saving without the field keeps it; "" removes it.
    const clash = await post(
      "/api/v3/stu/save",
      admin,
      { name: "证件测试乙", studentNo: "IDC002", classId, account: "idc002", idCard: CARD_A },
      "en-US",
    );
    expect(clash.status).toBe(400);
    expect(clash.body.errorDesc).toContain("already has this ID card");
    expect(await findStudent("IDC002")).toHaveLength(0);
    await post("/api/v3/stu/save", admin, { ...student, id: saved.body.data.id, name: "证件测试甲改" });
    expect((await findStudent("IDC001"))[0]).toMatchObject({ name: "证件测试甲改", idCard: listed.idCard });
    await post("/api/v3/stu/save", admin, { ...student, id: saved.body.data.id, idCard: "" });
    expect((await findStudent("IDC001"))[0].idCard).toBeNull();
    await post("/api/v3/stu/save", admin, { ...student, id: saved.body.data.id, idCard: CARD_A });
  });

  it("unmasks only for holders of people.unmask, within their classes, and audits every reveal", async () => {
    const [own] = await findStudent("IDC001");
    const other = await post("/api/v3/stu/save", admin, {
      name: "证件测试丙",
      studentNo: "IDC003",
      classId: otherClassId,
      account: "idc003",
      idCard: CARD_B,
    });
    expect(other.body.success).toBe(true);
    const before = (await auditRows()).total;

    // A teacher without the code is refused, and nothing is audited.
    const refused = await post("/api/v3/stu/idCard/unmask", leader.token, { id: own.id });
    expect(refused.status).toBe(403);
    expect((await get("/api/v3/audit/page", leader.token)).status).toBe(403);
    expect((await auditRows()).total).toBe(before);

    // An administrator holds every code: the full number comes back and the audit log names who, whom, where.
    const shown = await t.call({
      method: "POST",
      url: "/api/v3/stu/idCard/unmask",
      headers: bearer(admin, { "user-agent": "audit-test-agent" }),
      payload: { id: own.id },
      remoteAddress: "10.1.2.3",
    });
    expect(shown.body.data).toEqual({ idCard: CARD_A });
    const audit = await auditRows();
    expect(audit.total).toBe(before + 1);
    expect(audit.list[0]).toMatchObject({
      action: "idCard.unmask",
      actorName: expect.any(String),
      actorType: 0,
      targetType: "student",
      targetId: own.id,
      targetName: own.name,
      ip: "10.1.2.3",
      userAgent: "audit-test-agent",
    });
    expect(Date.now() - Date.parse(audit.list[0].at)).toBeLessThan(60_000);
    expect(JSON.stringify(audit)).not.toContain(CARD_A);

    // A role granting people.unmask lets the class leader reveal their own students, not other classes'.
    const role = await post("/api/v3/teaRole/add", admin, { name: "证件查看", codes: ["people.unmask"] });
    await post("/api/v3/teaRole/assign", admin, { teacherId: leader.id, roleIds: [role.body.data.id] });
    const byLeader = await post("/api/v3/stu/idCard/unmask", leader.token, { id: own.id });
    expect(byLeader.body.data).toEqual({ idCard: CARD_A });
    expect((await post("/api/v3/stu/idCard/unmask", leader.token, { id: other.body.data.id })).status).toBe(
      404,
    );
    const after = await auditRows();
    expect(after.total).toBe(before + 2);
    expect(after.list[0]).toMatchObject({ actorId: leader.id, targetId: own.id });

    // The audit log pages and searches by whom.
    const paged = (
      await get(`/api/v3/audit/page?size=1&page=2&keyword=${encodeURIComponent(own.name)}`, admin)
    ).body.data;
    expect(paged).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.list).toHaveLength(1);

    // No other school sees these rows or reaches these students.
    const middle = (await signIn(t, "middle.demo", "admin", 0)).token;
    expect(
      (await get("/api/v3/audit/page", middle)).body.data.list.map((r: { targetId: number }) => r.targetId),
    ).not.toContain(own.id);
    expect((await post("/api/v3/stu/idCard/unmask", middle, { id: own.id })).status).toBe(404);
    expect(
      (await t.call({ method: "POST", url: "/api/v3/stu/idCard/unmask", payload: { id: own.id } })).body
        .errorCode,
    ).toBe("MISTOKEN");
  });

  it("keeps teachers' numbers the same way, and exports only the masked form", async () => {
    const saved = await post("/api/v3/tea/save", admin, {
      name: "证件老师",
      account: "idctea1",
      idCard: CARD_T,
    });
    expect(saved.body.success).toBe(true);
    const [listed] = (await get(`/api/v3/tea/page?keyword=${CARD_T}`, admin)).body.data.list;
    expect(listed).toMatchObject({ id: saved.body.data.id, idCard: expect.stringMatching(MASKED) });
    const bad = await post("/api/v3/tea/save", admin, {
      name: "错号老师",
      account: "idctea2",
      idCard: wrongCheck(CARD_T),
    });
    expect(bad.status).toBe(400);
    expect((await get("/api/v3/tea/page?keyword=idctea2", admin)).body.data.total).toBe(0);
    const shown = await post("/api/v3/tea/idCard/unmask", admin, { id: saved.body.data.id });
    expect(shown.body.data).toEqual({ idCard: CARD_T });
    expect((await auditRows()).list[0]).toMatchObject({
      targetType: "teacher",
      targetId: saved.body.data.id,
    });

    for (const [url, card] of [
      ["/api/v3/stu/export?keyword=IDC00", CARD_A],
      ["/api/v3/tea/export?keyword=idctea1", CARD_T],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: bearer(admin, { "accept-language": "en-US" }),
      });
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      const rows = await sheetTexts(res.rawPayload);
      const column = rows[0].indexOf("ID card number");
      expect(column).toBeGreaterThan(0);
      expect(rows.slice(1).some((r) => MASKED.test(r[column]))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(card);
    }
  });

  it("imports an optional ID card column, checking each row, and writes nothing when one is wrong", async () => {
    const className = (await findStudent("IDC001"))[0].className;
    const header = ["学号", "姓名", "班级", "身份证号"];
    const cardC = idCard("11010820120101004");
    const bad = await xlsxOf([
      header,
      ["IDC101", "导入甲", className, cardC],
      ["IDC102", "导入乙", className, wrongCheck(idCard("11010820120101012"))],
      ["IDC103", "导入丙", className, CARD_A],
      ["IDC104", "导入丁", className, cardC],
      ["IDC105", "导入戊", className, ""],
    ]);
    const upload = (data: Buffer, fields: Record<string, string> = {}) => {
      const { payload, headers } = multipart(data, fields);
      return t.call({
        method: "POST",
        url: "/api/v3/stu/import",
        payload,
        headers: { ...headers, ...bearer(admin), "accept-language": "en-US" },
      });
    };
    const refused = (await upload(bad)).body.data;
    expect(refused.ok).toBe(false);
    const problems = refused.problems.map(
      (p: { row: number; column: string; code: string }) => `${p.row}:${p.column}:${p.code}`,
    );
    expect(problems).toEqual(["3:idCard:format", "4:idCard:exists", "5:idCard:duplicate"]);
    expect(refused.problems[0].message).toMatch(/^ID card number is not valid: \d{3}\*+\d{3}[\dX]$/);
    expect(JSON.stringify(refused)).not.toContain(CARD_A);
    expect(await findStudent("IDC10")).toHaveLength(0);

    const good = await xlsxOf([
      header,
      ["IDC101", "导入甲", className, cardC],
      ["IDC105", "导入戊", className, ""],
    ]);
    expect((await upload(good)).body.data).toMatchObject({ ok: true, students: 2 });
    const imported = await findStudent(cardC);
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ studentNo: "IDC101", idCard: expect.stringMatching(MASKED) });
    expect((await findStudent("IDC105"))[0].idCard).toBeNull();
  });
});
