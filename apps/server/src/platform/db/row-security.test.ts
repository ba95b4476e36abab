import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import type { Db } from "./client.ts";
import { asSystem, runInScope, schoolsScope } from "./tenant-context.ts";

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[];

/** What a deliberately unscoped query sees: the schools whose students it counts. */
const studentSchools = (db: Db) =>
  rowsOf(db, sql`select school_id as "schoolId", count(*)::int as n from student group by 1 order by 1`);

// PGlite runs as its superuser, which row-level security does not bind: the policies are PostgreSQL mode's.
describe.runIf(process.env.EOS_TEST_DB === "postgres")("row-level security in PostgreSQL mode", () => {
  let t: TestApp;
  let tokens: { primary: string; single: string; area: string };
  let ids: { primary: number; middle: number; single: number; area: number };
  let probeError: string | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    // A route that runs unscoped SQL inside a signed-in request, as a buggy store would.
    t.app.get("/api/__rls/probe", { config: { access: { kind: "user" } } }, async () => ({
      success: true,
      data: await studentSchools(t.appDatabase.db),
    }));
    t.app.post<{ Body: { target: number } }>(
      "/api/__rls/insert",
      { config: { access: { kind: "user" } } },
      async (req) => {
        try {
          await t.appDatabase.db.execute(
            sql`insert into dict_entry (school_id, type, code, name) values (${req.body.target}, 'rls', 'x', 'x')`,
          );
          return { success: true };
        } catch (error) {
          // Drizzle wraps the driver's error; PostgreSQL's own message is its cause.
          probeError = String((error as { cause?: Error }).cause?.message);
          return { success: false };
        }
      },
    );
    ids = {
      primary: await schoolIdOf(t, "primary.demo"),
      middle: await schoolIdOf(t, "middle.demo"),
      single: await schoolIdOf(t, "single.demo"),
      area: await schoolIdOf(t, "area.demo"),
    };
    tokens = {
      primary: (await signIn(t, "primary.demo", "admin", 0)).token,
      single: (await signIn(t, "single.demo", "admin", 0)).token,
      area: (await signIn(t, "area.demo", "areaadmin", 0)).token,
    };
  });
  afterAll(() => t.close());

  const probe = async (token: string) =>
    (await t.call({ method: "GET", url: "/api/__rls/probe", headers: bearer(token) })).body.data as Row[];

  it("connects the app as eos_app: no superuser, no bypassrls, owner of no table", async () => {
    const [role] = await rowsOf(
      t.appDatabase.db,
      sql`select current_user as "user", r.rolsuper as super, r.rolbypassrls as bypass,
                 (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = current_user) as owned
            from pg_roles r where r.rolname = current_user`,
    );
    expect(role).toEqual({ user: "eos_app", super: false, bypass: false, owned: 0 });
    const [owner] = await rowsOf(t.database.db, sql`select current_user as "user"`);
    expect(owner.user).not.toBe("eos_app");
  });

  it("shows a school's request its own students only, even to a query that names no school", async () => {
    const all = await studentSchools(t.database.db);
    expect(all.length).toBeGreaterThan(2);
    const own = all.find((r) => r.schoolId === ids.primary);
    expect(own?.n).toBeGreaterThan(0);
    expect(await probe(tokens.primary)).toEqual([own]);
    expect(await probe(tokens.single)).toEqual(all.filter((r) => r.schoolId === ids.single));
  });

  it("shows nothing of any tenant to work that has no tenant, and everything to the system's", async () => {
    expect(await studentSchools(t.appDatabase.db)).toEqual([]);
    const all = await studentSchools(t.database.db);
    expect(await asSystem(() => studentSchools(t.appDatabase.db))).toEqual(all);
    // In a transaction too: the settings travel with every checkout of the pool.
    const inTx = await runInScope(schoolsScope([ids.single], null), () =>
      t.appDatabase.db.transaction(
        async (tx) => (await tx.execute(sql`select count(*)::int as n from student`)).rows,
      ),
    );
    expect(inTx).toEqual([{ n: all.find((r) => r.schoolId === ids.single)?.n }]);
  });

  it("shows an area administrator the area's schools and no school outside the area", async () => {
    const seen = (await probe(tokens.area)).map((r) => r.schoolId);
    expect(seen).toEqual(expect.arrayContaining([ids.primary, ids.middle]));
    expect(seen).not.toContain(ids.single);
    const [{ areaId }] = await rowsOf(
      t.database.db,
      sql`select area_id as "areaId" from school where id = ${ids.area}`,
    );
    const inArea = await rowsOf(
      t.database.db,
      sql`select id from school where area_id = ${areaId as number}`,
    );
    expect(inArea.map((r) => r.id)).toEqual(expect.arrayContaining(seen));
  });

  it("refuses to write a row of another school, and writes the caller's own", async () => {
    const other = await t.call({
      method: "POST",
      url: "/api/__rls/insert",
      headers: bearer(tokens.primary),
      payload: { target: ids.single },
    });
    // The field is not called schoolId: the guard would refuse that before any SQL ran (403).
    expect(other.status).toBe(200);
    expect(other.body.success).toBe(false);
    expect(probeError).toMatch(/row-level security/);
    const own = await t.call({
      method: "POST",
      url: "/api/__rls/insert",
      headers: bearer(tokens.primary),
      payload: { target: ids.primary },
    });
    expect(own.body.success).toBe(true);
    const stored = await rowsOf(
      t.database.db,
      sql`select school_id as "schoolId" from dict_entry where type = 'rls'`,
    );
    expect(stored).toEqual([{ schoolId: ids.primary }]);
  });

  it("runs background jobs as the system's work, not as the request that woke them", async () => {
    const seen: Row[][] = [];
    t.app.jobs.register("test.rls", async () => {
      seen.push(await studentSchools(t.appDatabase.db));
      return null;
    });
    await runInScope(schoolsScope([ids.single], null), () =>
      t.app.jobs.enqueue({ schoolId: ids.single, kind: "test.rls", payload: {} }),
    );
    await runInScope(schoolsScope([ids.primary], null), () => t.app.jobs.drain());
    expect(seen).toEqual([await studentSchools(t.database.db)]);
  });
});
