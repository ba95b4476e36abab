import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

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
  | { kind: "postgres"; url: string; max?: number };

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
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

export const applyMigrations = async (database: Database): Promise<void> => {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === "pglite") {
    await migratePglite(drizzlePglite(database.pglite!), config);
  } else {
    await migratePg(database.db, config);
  }
};
