import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "./sign-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

type Tenant = { domain: string; id: number; token: string; marks: string[] };

const isApi = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");
const fillParams = (url: string, id: number) => url.replace(/:[A-Za-z]+/g, String(id)).replace(/\*$/, "x");

/** Strings that belong to one school only: its name, domain and the names of people no other school has. */
const marksOf = async (t: TestApp, schoolId: number, otherId: number): Promise<string[]> => {
  const rows = await t.database.db.execute(sql`
    select name from (
      select name, school_id from student union all select name, school_id from teacher
      union all select name, school_id from parent) p
    where school_id = ${schoolId} and length(name) >= 3
      and name not in (select name from student where school_id = ${otherId}
                       union select name from teacher where school_id = ${otherId}
                       union select name from parent where school_id = ${otherId})
    limit 400`);
  const school = await t.database.db.execute(sql`select name, domain from school where id = ${schoolId}`);
  const s = school.rows[0] as { name: string; domain: string };
  return [s.name, s.domain, ...(rows.rows as { name: string }[]).map((r) => r.name)];
};

describe("every registered route keeps tenants apart", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    const [aId, bId] = [await schoolIdOf(t, "primary.demo"), await schoolIdOf(t, "single.demo")];
    a = {
      domain: "primary.demo",
      id: aId,
      token: (await signIn(t, "primary.demo", "admin", 0)).token,
      marks: [],
    };
    b = {
      domain: "single.demo",
      id: bId,
      token: (await signIn(t, "single.demo", "admin", 0)).token,
      marks: [],
    };
    a.marks = await marksOf(t, aId, bId);
    b.marks = await marksOf(t, bId, aId);
  });
  afterAll(() => t.close());

  const routes = () => t.app.routeCatalog.filter((r) => isApi(r.url));

  it("knows enough of each school's own names to notice a leak", () => {
    expect(a.marks.length).toBeGreaterThan(50);
    expect(b.marks.length).toBeGreaterThan(50);
  });

  it("has a catalogue of routes, each declaring its access", () => {
    expect(routes().length).toBeGreaterThan(10);
    expect(
      routes()
        .filter((r) => !r.access)
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
  });

  it("answers MISTOKEN on every route that is not public when no token is sent", async () => {
    const wrong: string[] = [];
    for (const r of routes().filter((x) => x.access?.kind !== "public")) {
      const res = await t.call({
        method: r.method as "GET",
        url: fillParams(r.url, a.id),
        payload: r.method === "GET" ? undefined : {},
      });
      if (res.status !== 401 || res.body?.errorCode !== "MISTOKEN")
        wrong.push(`${r.method} ${r.url} → ${res.status} ${res.body?.errorCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses another school's schoolId on every signed-in route, and never answers with its data", async () => {
    const leaks: string[] = [];
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const r of routes().filter((x) => x.access?.kind !== "public")) {
        const url = fillParams(r.url, other.id);
        const res =
          r.method === "GET"
            ? await t.call({ method: "GET", url: `${url}?schoolId=${other.id}`, headers: bearer(me.token) })
            : await t.call({
                method: r.method as "POST",
                url,
                headers: bearer(me.token),
                payload: { schoolId: other.id },
              });
        if (res.status !== 403 && res.status !== 400)
          leaks.push(`${r.method} ${r.url} took schoolId ${other.id}: ${res.status}`);
        const text = res.res.body;
        const seen = other.marks.filter((m) => text.includes(m));
        if (seen.length) leaks.push(`${r.method} ${r.url} showed ${seen.slice(0, 3)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("answers every signed-in GET with the caller's school only", async () => {
    const leaks: string[] = [];
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const r of routes().filter((x) => x.method === "GET" && x.access?.kind !== "public")) {
        const res = await t.call({
          method: "GET",
          url: `${fillParams(r.url, me.id)}?size=200`,
          headers: bearer(me.token),
        });
        const seen = other.marks.filter((m) => res.res.body.includes(m));
        if (seen.length) leaks.push(`${r.url} for ${me.domain} showed ${seen.slice(0, 3)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
