import type { Db } from "../../platform/db/client.ts";

/** What insight's read-side queries need: the database and the clock. */
export type InsightDeps = { db: Db; now: () => Date };
