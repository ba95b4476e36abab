import { Socket } from "node:net";
import { appDatabaseUrl } from "@eos/server/src/platform/config.ts";
import { applyMigrations, type Database, openDatabase } from "@eos/server/src/platform/db/client.ts";
import { isDatabaseEmpty, seedDemo } from "@eos/server/src/seed/demo-seed.ts";
import pg from "pg";

/** The statement the by-domain lookup could be, written by hand. */
export const RAW_SCHOOL_SQL =
  "select id, name, type, area_id, login_type, domain from school where lower(domain) = $1";

export type RawSchoolRow = {
  id: number;
  name: string;
  type: number;
  area_id: number | null;
  login_type: number;
  domain: string;
};

export type RawQuery = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export type BenchDatabase = {
  /** Which database served the run, for the report. */
  label: string;
  /** The owner's connection: migrations, the demo seed and set-up data (no row-level security). */
  database: Database;
  /** What the EOS app is built on: on PostgreSQL the role eos_app under row-level security, as in production. */
  app: Database;
  /** The raw query through the same driver the project uses, without Drizzle or the app around it. */
  rawLookup: (domain: string) => Promise<RawSchoolRow | undefined>;
  /** Any hand-written statement, through the same driver and pool size as rawLookup. */
  rawQuery: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** rawQuery as a named prepared statement (parsed once per connection; generic plans allowed); PGlite: rawQuery. */
  rawPreparedQuery: <T>(name: string, sql: string, params?: unknown[]) => Promise<T[]>;
  /** BEGIN … COMMIT on one connection (PGlite: its own exclusive transaction), ROLLBACK on a throw. */
  rawTransaction: <T>(work: (query: RawQuery) => Promise<T>) => Promise<T>;
  /** PostgreSQL: the URL the app connects with (its role under row-level security), for a raw baseline as it. */
  appUrl?: string;
  close: () => Promise<void>;
};

const POOL_SIZE = 10;
const adminUrl = () => process.env.BENCH_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";

const withDatabaseName = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const portAnswers = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500);
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
    socket.connect(port, host);
  });

const adminQuery = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const postgresAnswers = async (): Promise<boolean> => {
  if (!(await portAnswers("127.0.0.1", 5432))) return false;
  return adminQuery("select 1").then(
    () => true,
    () => false,
  );
};

/** Migrations always (the server applies them at start too); the demo seed only into an empty database. */
const prepare = async (database: Database): Promise<void> => {
  await applyMigrations(database);
  if (await isDatabaseEmpty(database.db)) await seedDemo(database.db);
};

const shortVersion = (version: string): string => version.split(" ").slice(0, 2).join(" ");

const openPostgres = async (
  url: string,
  label: string,
  drop?: () => Promise<void>,
): Promise<BenchDatabase> => {
  const database = await openDatabase({ kind: "postgres", url, max: POOL_SIZE });
  const appUrl = appDatabaseUrl(url, process.env.DATABASE_APP_URL || undefined);
  const app = await openDatabase({ kind: "postgres", url: appUrl, max: POOL_SIZE, scoped: true });
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // A connection still closing when the throw-away database is dropped reports an error: nothing to do.
  pool.on("error", () => {});
  const close = async () => {
    await pool.end().catch(() => {});
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    if (drop) await drop();
  };
  try {
    await prepare(database);
    const { rows } = await pool.query<{ version: string }>("select version()");
    return {
      label: `${shortVersion(rows[0].version)} (${label}; the app as ${new URL(appUrl).username})`,
      database,
      app,
      rawLookup: async (domain) => (await pool.query<RawSchoolRow>(RAW_SCHOOL_SQL, [domain])).rows[0],
      rawQuery: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
      rawPreparedQuery: async <T>(name: string, text: string, values?: unknown[]) =>
        (await pool.query({ name, text, values })).rows as T[],
      rawTransaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query("begin");
          const result = await work(
            async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
          );
          await client.query("commit");
          return result;
        } catch (error) {
          await client.query("rollback").catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      appUrl,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};

export const openPglite = async (): Promise<BenchDatabase> => {
  const database = await openDatabase({ kind: "pglite" });
  const client = database.pglite!;
  await prepare(database);
  const { rows } = await client.query<{ version: string }>("select version()");
  return {
    label: `PGlite ${shortVersion(rows[0].version)} (in memory)`,
    database,
    app: database,
    rawLookup: async (domain) => (await client.query<RawSchoolRow>(RAW_SCHOOL_SQL, [domain])).rows[0],
    rawQuery: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    rawPreparedQuery: async <T>(_name: string, text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work(async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows),
      ),
    close: () => database.close(),
  };
};

/** DATABASE_URL if set; else a throw-away database on a local PostgreSQL; else PGlite in memory. */
export const openBenchDatabase = async (): Promise<BenchDatabase> => {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url, "DATABASE_URL");
  if (await postgresAnswers()) {
    const name = `eos_bench_${process.pid}`;
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
    return openPostgres(withDatabaseName(adminUrl(), name), `fresh database ${name} on 127.0.0.1:5432`, drop);
  }
  return openPglite();
};
