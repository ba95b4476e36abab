import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("GET /api/region/commom/schoolList", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (token: string, query = "") =>
    t.call({ method: "GET", url: `/api/region/commom/schoolList${query}`, headers: bearer(token) });

  it("lists the area's schools with paging and search, for the area administrator", async () => {
    const token = (await signIn(t, "area.demo", "areaadmin", 0)).token;
    const all = (await list(token)).body.data;
    expect(all.total).toBe(2);
    expect(all.list.map((s: { domain: string }) => s.domain).sort()).toEqual(["middle.demo", "primary.demo"]);
    expect(all.list[0].studentCount).toBeGreaterThan(100);
    expect(all.list[0].teacherCount).toBeGreaterThan(5);
    const paged = (await list(token, "?page=2&size=1")).body.data;
    expect(paged).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.list).toHaveLength(1);
    const found = (await list(token, "?keyword=middle")).body.data;
    expect(found.list.map((s: { domain: string }) => s.domain)).toEqual(["middle.demo"]);
  });

  it("is refused without a sign-in, to teachers, and to a school's own administrator", async () => {
    const none = await t.call({ method: "GET", url: "/api/region/commom/schoolList" });
    expect(none.body.errorCode).toBe("MISTOKEN");
    expect((await list((await signIn(t, "primary.demo", "t002", 0)).token)).status).toBe(403);
    expect((await list((await signIn(t, "primary.demo", "admin", 0)).token)).status).toBe(403);
  });
});
