import type { CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";

/** What insight's read-side queries need: the database and the clock. */
export type InsightDeps = { db: Db; now: () => Date };

/** Monitoring also asks whether a teacher's roles grant collection.stats, else it shows only their classes. */
export type InsightAccessDeps = InsightDeps & { codesOf: CodeResolver };
