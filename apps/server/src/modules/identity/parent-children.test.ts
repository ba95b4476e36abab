import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("a parent switches between children without signing in again", () => {
  let t: TestApp;
  let primary: number;
  let phone: string;
  let otherStudent: number;
  beforeAll(async () => {
    t = await createTestApp();
    primary = await schoolIdOf(t, "primary.demo");
    const rows = await t.database.db.execute(
      sql`select p.phone from parent p join parent_student ps on ps.school_id = p.school_id and ps.parent_id = p.id
          where p.school_id = ${primary} group by p.id, p.phone having count(*) > 1 order by p.id limit 1`,
    );
    phone = (rows.rows[0] as { phone: string }).phone;
    const stranger = await t.database.db.execute(
      sql`select ps.student_id from parent_student ps join parent p on p.school_id = ps.school_id and p.id = ps.parent_id
          where ps.school_id = ${primary} and p.phone <> ${phone} order by ps.student_id limit 1`,
    );
    otherStudent = Number((stranger.rows[0] as { student_id: number }).student_id);
  });
  afterAll(() => t.close());

  const children = (token: string) =>
    t.call({ method: "GET", url: "/api/auth/parent/children", headers: bearer(token) });
  const switchTo = (token: string, studentId: number) =>
    t.call({
      method: "POST",
      url: "/api/auth/parent/switchChild",
      headers: bearer(token),
      payload: { studentId },
    });

  it("requires a parent's sign-in", async () => {
    const none = await t.call({ method: "GET", url: "/api/auth/parent/children" });
    expect(none.body.errorCode).toBe("MISTOKEN");
    const teacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    expect((await children(teacher)).status).toBe(403);
    expect((await switchTo(teacher, otherStudent)).status).toBe(403);
  });

  it("lists the children with their classes; the first is current until another is chosen", async () => {
    const token = (await signIn(t, "primary.demo", phone, 2)).token;
    const list = (await children(token)).body.data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ name: expect.any(String), className: expect.stringMatching(/班$/) });
    expect(list.map((c: { current: boolean }) => c.current)).toEqual([true, false]);

    const switched = await switchTo(token, list[1].id);
    expect(switched.body.data).toMatchObject({ id: list[1].id, current: true });
    const after = (await children(token)).body.data;
    expect(after.map((c: { current: boolean }) => c.current)).toEqual([false, true]);
    const me = await t.call({ method: "GET", url: "/api/auth/my/userInfo", headers: bearer(token) });
    expect(me.body.success).toBe(true);
  });

  it("keeps the choice per session: another device starts at the first child", async () => {
    const token = (await signIn(t, "primary.demo", phone, 2, PHONE)).token;
    const list = (await children(token)).body.data;
    expect(list[0].current).toBe(true);
  });

  it("refuses a student who is not the parent's child with 404", async () => {
    const token = (await signIn(t, "primary.demo", phone, 2)).token;
    const r = await switchTo(token, otherStudent);
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe(404);
    expect((await children(token)).body.data[0].current).toBe(true);
  });
});
