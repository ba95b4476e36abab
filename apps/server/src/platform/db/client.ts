import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PreparedStatementClient } from "./prepared-client.ts";
import { scopePool } from "./scoped-pool.ts";

/**
 * Both drivers expose the same query builder; we type the handle as the node-postgres one.
 * Results of raw `execute` carry `rows` in both.
 */
export type Db = NodePgDatabase<Record<string, never>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Present in embedded mode: used by tests to dump a migrated template. */
  pglite?: PGlite;
  close(): Promise<void>;
};

// int8 (ids, count(*)) comes back as a string from node-postgres; ids are JSON numbers in the API.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type DatabaseOptions =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File }
  /** `scoped`: the server's own connection (as eos_app), whose checkouts carry the tenant (scoped-pool.ts). */
  | {
      kind: "postgres";
      url: string;
      max?: number;
      scoped?: boolean;
      /** Named prepared statements (prepared-client.ts); default on. Off behind PgBouncer's transaction mode. */
      preparedStatements?: boolean;
    };

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === "postgres") {
    // Statements go out as named prepared statements (prepared-client.ts): parsed once per connection.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      ...(options.preparedStatements === false ? {} : { Client: PreparedStatementClient }),
    });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    if (options.scoped) scopePool(pool);
    return { db: drizzlePg(pool), kind: "postgres", close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: "pglite", pglite: client, close: () => client.close() };
};

const here = dirname(fileURLToPath(import.meta.url));
/** src/platform/db → src/migrations while developing; dist/migrations beside the bundle in production. */
export const migrationsFolder = (): string => {
  const candidates = [join(here, "migrations"), join(here, "..", "..", "migrations")];
  const found = candidates.find((c) => existsSync(join(c, "meta", "_journal.json")));
  if (!found) throw new Error(`migrations not found in ${candidates.join(" or ")}`);
  return found;
};

/** Run as the owner. Tables that later migrations add get their row-level security here (0027_tenant_rls). */
export const applyMigrations = async (database: Database): Promise<void> => {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === "pglite") {
    await migratePglite(drizzlePglite(database.pglite!), config);
  } else {
    await migratePg(database.db, config);
  }
  await database.db.execute(sql`select eos_secure_tenant_tables()`);
};
