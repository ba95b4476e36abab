import { Socket } from "node:net";
import pg from "pg";
import { appDatabaseUrl } from "../src/platform/config.ts";

/** The PostgreSQL server the integration suite runs against a second time, when one answers. */
export const testPostgresUrl = (): string =>
  process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** The role the server answers requests as (row-level security applies): as in production, eos_app. */
export const testAppPostgresUrl = (): string =>
  process.env.TEST_DATABASE_APP_URL || appDatabaseUrl(testPostgresUrl());

export const postgresReachable = async (): Promise<boolean> => {
  if (process.env.TEST_DATABASE_URL) return true;
  const up = await new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500);
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
    socket.connect(5432, "127.0.0.1");
  });
  if (!up) return false;
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/** A URL naming another database on the same server. */
export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export const adminQuery = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
