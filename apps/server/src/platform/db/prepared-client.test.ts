import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPostgresUrl } from "../../../test/databases.ts";
import { type Database, openDatabase } from "./client.ts";
import { DRIVER_NAMES_IT } from "./reused-queries.ts";

type Prepared = { name: string; statement: string };

// The driver's prepared statements are PostgreSQL mode's; PGlite is called in-process and plans as it will.
describe.runIf(process.env.EOS_TEST_DB === "postgres")("statements sent as prepared statements", () => {
  let database: Database;
  // One connection, so pg_prepared_statements shows what this pool's statements left on it.
  beforeAll(async () => {
    database = await openDatabase({ kind: "postgres", url: testPostgresUrl(), max: 1 });
  });
  afterAll(() => database.close());

  const preparedOnConnection = async (): Promise<Prepared[]> =>
    (await database.db.execute(sql`select name, statement from pg_prepared_statements order by name`))
      .rows as Prepared[];

  it("plans a parameterised statement once per connection and answers it correctly each time", async () => {
    const answers: number[] = [];
    for (const n of [1, 2, 3]) {
      const { rows } = await database.db.execute(
        sql`select ${n}::int + 40 as answer /* prepared-client test */`,
      );
      answers.push((rows[0] as { answer: number }).answer);
    }
    expect(answers).toEqual([41, 42, 43]);
    const ours = (await preparedOnConnection()).filter((p) => p.statement.includes("prepared-client test"));
    expect(ours).toHaveLength(1);
    expect(ours[0].name).toMatch(/^eos_/);
  });

  it("names a query Drizzle prepared without a name, as it names any other (reused-queries.ts)", async () => {
    const query = database.db
      .select({ answer: sql<number>`${sql.placeholder("n")}::int + 1` })
      .from(sql`(select 1 /* reused prepared-client test */) as one`)
      .prepare(DRIVER_NAMES_IT);
    expect(await query.execute({ n: 1 })).toEqual([{ answer: 2 }]);
    expect(await query.execute({ n: 2 })).toEqual([{ answer: 3 }]);
    const ours = (await preparedOnConnection()).filter((p) =>
      p.statement.includes("reused prepared-client test"),
    );
    expect(ours.map((p) => p.name)).toEqual([expect.stringMatching(/^eos_/)]);
  });

  it("keeps at most 256 statements a connection and answers the ones past that unprepared", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 300; i++) {
      const { rows } = await database.db.execute(
        sql`select ${i}::int as n ${sql.raw(`/* distinct prepared-client statement ${i} */`)}`,
      );
      answers.push((rows[0] as { n: number }).n);
    }
    expect(answers).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const { rows } = await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements`);
    expect((rows[0] as { n: number }).n).toBe(256);
  });

  it("plans each execution for its own values, never a generic plan", async () => {
    const { rows } = await database.db.execute(sql`select current_setting('plan_cache_mode') as mode`);
    expect(rows).toEqual([{ mode: "force_custom_plan" }]);
  });

  it("leaves statements without parameters unnamed (migrations, DDL, one-off maintenance)", async () => {
    await database.db.execute(sql.raw("select 1 as one /* unparameterised prepared-client test */"));
    const prepared = await preparedOnConnection();
    expect(prepared.some((p) => p.statement.includes("unparameterised prepared-client test"))).toBe(false);
  });

  it("prepares nothing when turned off (DATABASE_PREPARED_STATEMENTS=off)", async () => {
    const plain = await openDatabase({
      kind: "postgres",
      url: testPostgresUrl(),
      max: 1,
      preparedStatements: false,
    });
    try {
      await plain.db.execute(sql`select ${1}::int as one /* unprepared prepared-client test */`);
      const { rows } = await plain.db.execute(sql`select count(*)::int as n from pg_prepared_statements`);
      expect((rows[0] as { n: number }).n).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it("keeps a failing statement's error and its connection usable", async () => {
    await expect(
      database.db.execute(sql`select ${1}::int / 0 as boom /* failing prepared-client test */`),
    ).rejects.toThrow();
    const { rows } = await database.db.execute(sql`select ${2}::int * 21 as answer`);
    expect((rows[0] as { answer: number }).answer).toBe(42);
  });

  it("recovers when a table a prepared statement reads changes shape, inside a transaction too", async () => {
    const table = `prepared_probe_${process.pid}_${Date.now()}`;
    await database.db.execute(sql.raw(`create table ${table} (a int)`));
    try {
      await database.db.execute(sql.raw(`insert into ${table} values (1)`));
      const read = (db: Pick<Database["db"], "execute">) =>
        db.execute(sql`select * from ${sql.identifier(table)} where a = ${1}`).then((r) => r.rows);
      expect(await read(database.db)).toEqual([{ a: 1 }]);
      expect(await read(database.db)).toEqual([{ a: 1 }]);
      await database.db.execute(sql.raw(`alter table ${table} add column b text default 'x'`));
      // The transaction keeps its connection (pool.query would drop a connection after any error): PostgreSQL
      // refuses the old plan once, and the same statement then runs on the same connection.
      const first = await database.db
        .transaction((tx) => read(tx))
        .then(
          (rows) => ({ rows }),
          (error: Error) => ({ error: String((error as { cause?: Error }).cause?.message ?? error.message) }),
        );
      expect(first).toEqual({ error: expect.stringMatching(/cached plan must not change result type/) });
      expect(await database.db.transaction((tx) => read(tx))).toEqual([{ a: 1, b: "x" }]);
      expect(await read(database.db)).toEqual([{ a: 1, b: "x" }]);
    } finally {
      await database.db.execute(sql.raw(`drop table if exists ${table}`));
    }
  });
});
