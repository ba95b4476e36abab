import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app.ts";
import { verifyPassword } from "../modules/identity/index.ts";
import type { Database } from "../platform/db/client.ts";
import { clientHash, DEMO_PASSWORD } from "./demo-seed.ts";

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows as T[];

describe("the demo dataset of CONTRACT.md", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it("has the area, its two schools and the single school on their domains", async () => {
    const schools = await rows<{ domain: string; name: string; type: number; in_area: boolean }>(
      database,
      sql`select domain, name, type, area_id is not null as in_area from school order by id`,
    );
    expect(schools).toEqual([
      { domain: "area.demo", name: "Demo District", type: 1, in_area: true },
      { domain: "primary.demo", name: "Demo Primary School", type: 0, in_area: true },
      { domain: "middle.demo", name: "Demo Middle School", type: 0, in_area: true },
      { domain: "single.demo", name: "Demo Single School", type: 0, in_area: false },
    ]);
  });

  it("gives each school one current term, and classes of 30 to 45 students each with a class leader", async () => {
    const terms = await rows<{ domain: string; n: number }>(
      database,
      sql`select s.domain, count(*)::int as n from term t join school s on s.id = t.school_id where t.is_now group by s.domain`,
    );
    expect(terms).toHaveLength(4);
    expect(terms.every((t) => t.n === 1)).toBe(true);
    const sizes = await rows<{ n: number; leaders: number }>(
      database,
      sql`select (select count(*)::int from student st where st.school_id = o.school_id and st.class_id = o.id) as n,
                 (select count(*)::int from teacher_org d where d.school_id = o.school_id and d.org_id = o.id and d.duty = 'leader') as leaders
            from org_unit o where o.kind = 'class'`,
    );
    expect(sizes.length).toBeGreaterThanOrEqual(12);
    for (const c of sizes) {
      expect(c.n).toBeGreaterThanOrEqual(30);
      expect(c.n).toBeLessThanOrEqual(45);
      expect(c.leaders).toBe(1);
    }
  });

  it("has the administrators of CONTRACT.md, and every account takes the demo password", async () => {
    const admins = await rows<{ domain: string; login_name: string; password_hash: string }>(
      database,
      sql`select s.domain, a.login_name, a.password_hash from account a join school s on s.id = a.school_id
           join teacher t on t.school_id = a.school_id and t.id = a.user_id
          where a.user_type = 0 and t.is_admin = 1 order by s.id`,
    );
    expect(admins.map((a) => `${a.domain}:${a.login_name}`)).toEqual([
      "area.demo:areaadmin",
      "primary.demo:admin",
      "middle.demo:admin",
      "single.demo:admin",
    ]);
    expect(await verifyPassword(clientHash(DEMO_PASSWORD), admins[1].password_hash)).toBe(true);
    expect(await verifyPassword(clientHash("wrong"), admins[1].password_hash)).toBe(false);
  });

  it("has a parent with children in two schools, and a teacher who is also a parent", async () => {
    const crossSchool = await rows<{ phone: string; schools: number }>(
      database,
      sql`select phone, count(distinct school_id)::int as schools from parent group by phone having count(distinct school_id) > 1`,
    );
    expect(crossSchool.length).toBeGreaterThanOrEqual(1);
    const teacherParents = await rows<{ phone: string }>(
      database,
      sql`select t.phone from teacher t join parent p on p.school_id = t.school_id and p.phone = t.phone`,
    );
    expect(teacherParents.length).toBeGreaterThanOrEqual(1);
  });

  it("gives a parent one relation to all their children and one name, in every school", async () => {
    const mixed = await rows<{ phone: string }>(
      database,
      sql`select p.phone from parent p join parent_student ps on ps.school_id = p.school_id and ps.parent_id = p.id
          group by p.phone having count(distinct ps.relation) > 1 or count(distinct p.name) > 1`,
    );
    expect(mixed).toEqual([]);
    const parentsOfTwo = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from (select p.phone from parent p join parent_student ps
            on ps.school_id = p.school_id and ps.parent_id = p.id group by p.phone having count(*) > 1) x`,
    );
    expect(parentsOfTwo[0].n).toBeGreaterThan(10);
  });
});
