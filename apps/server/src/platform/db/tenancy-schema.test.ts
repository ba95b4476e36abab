import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/test-app.ts";
import type { Database } from "./client.ts";
import { inTenant } from "./tenant.ts";

/** The tenants themselves: reference tables that Citus would replicate to every node. */
const REFERENCE_TABLES = new Set(["area", "school"]);
const TENANT_KEYS = ["school_id", "area_id"];

type Constraint = {
  table: string;
  name: string;
  type: string;
  columns: string[];
  refTable: string | null;
  refColumns: string[] | null;
};

const constraints = async (database: Database): Promise<Constraint[]> => {
  const result = await database.db.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as name, c.contype as type,
           (select array_agg(a.attname::text order by k.ord) from unnest(c.conkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns,
           case when c.confrelid = 0 then null else c.confrelid::regclass::text end as "refTable",
           (select array_agg(a.attname::text order by k.ord) from unnest(c.confkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum) as "refColumns"
      from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and c.contype in ('p', 'u', 'f')`);
  return result.rows as Constraint[];
};

const uniqueIndexes = async (database: Database) => {
  const result = await database.db.execute(sql`
    select t.relname as "table", i.relname as name,
           (select array_agg(a.attname::text) from unnest(x.indkey) k(attnum)
              join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum) as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and x.indisunique and not x.indisprimary`);
  return result.rows as { table: string; name: string; columns: string[] | null }[];
};

const tenantKeyOf = (columns: string[]) => TENANT_KEYS.find((k) => columns.includes(k));

describe("the live schema is ready for sharding by tenant (DESIGN.md 'Scale-out path')", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it("gives every tenant table school_id or area_id in its primary key", async () => {
    const all = await constraints(database);
    const pks = all.filter((c) => c.type === "p" && !REFERENCE_TABLES.has(c.table));
    expect(pks.length).toBeGreaterThan(5);
    const offenders = pks.filter((c) => !tenantKeyOf(c.columns)).map((c) => `${c.table} (${c.columns})`);
    expect(offenders).toEqual([]);
    const tables = await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
    );
    const withoutPk = (tables.rows as { tablename: string }[])
      .map((r) => r.tablename)
      .filter((name) => !REFERENCE_TABLES.has(name) && !pks.some((c) => c.table === name));
    expect(withoutPk).toEqual([]);
  });

  it("includes the tenant key in every unique key of a tenant table", async () => {
    const all = await constraints(database);
    const uniques = all.filter((c) => c.type === "u" && !REFERENCE_TABLES.has(c.table));
    expect(uniques.filter((c) => !tenantKeyOf(c.columns)).map((c) => c.name)).toEqual([]);
    const indexes = (await uniqueIndexes(database)).filter((i) => !REFERENCE_TABLES.has(i.table));
    expect(indexes.length).toBeGreaterThan(0);
    expect(indexes.filter((i) => !tenantKeyOf(i.columns ?? [])).map((i) => i.name)).toEqual([]);
  });

  it("makes foreign keys between tenant tables carry the tenant key on both sides", async () => {
    const fks = (await constraints(database)).filter(
      (c) => c.type === "f" && !REFERENCE_TABLES.has(c.table) && !REFERENCE_TABLES.has(c.refTable ?? ""),
    );
    expect(fks.length).toBeGreaterThan(3);
    const offenders = fks.filter((c) => {
      const key = tenantKeyOf(c.columns);
      return !key || c.refColumns?.[c.columns.indexOf(key)] !== key;
    });
    expect(offenders.map((c) => c.name)).toEqual([]);
  });
});

describe("row-level security on every tenant table (DESIGN.md 'Tenancy')", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it("enables it with the tenant policy on each table keyed by school_id or area_id, the tenants themselves aside", async () => {
    const result = await database.db.execute(sql`
      select c.relname as "table", c.relrowsecurity as enabled,
             exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'eos_tenant') as policy,
             exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname in ('school_id', 'area_id')
                        and not a.attisdropped) as keyed
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')`);
    const tables = result.rows as { table: string; enabled: boolean; policy: boolean; keyed: boolean }[];
    const tenant = tables.filter((t) => !REFERENCE_TABLES.has(t.table));
    expect(tenant.length).toBeGreaterThan(30);
    expect(tenant.filter((t) => !t.keyed).map((t) => t.table)).toEqual([]);
    expect(tenant.filter((t) => !t.enabled || !t.policy).map((t) => t.table)).toEqual([]);
    const [role] = (
      await database.db.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'eos_app'`)
    ).rows as { rolsuper: boolean; rolbypassrls: boolean }[];
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });
});

describe("inTenant", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it("records the tenant for the transaction only, and rolls back together", async () => {
    const seen = await inTenant(database.db, { areaId: 1, schoolId: 2, userId: 3 }, async (tx) => {
      const r = await tx.execute(
        sql`select current_setting('eos.area_id', true) as a, current_setting('eos.school_ids', true) as s, current_setting('eos.user_id', true) as u`,
      );
      return r.rows[0];
    });
    expect(seen).toEqual({ a: "1", s: "2", u: "3" });
    const after = await database.db.execute(
      sql`select coalesce(current_setting('eos.school_ids', true), '') as s`,
    );
    expect((after.rows[0] as { s: string }).s).toBe("");

    await expect(
      inTenant(database.db, { areaId: null, schoolId: 2, userId: null }, async (tx) => {
        await tx.execute(sql`update school set name = 'changed' where id = 2`);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const name = await database.db.execute(sql`select name from school where id = 2`);
    expect((name.rows[0] as { name: string }).name).toBe("Demo Primary School");
  });
});
