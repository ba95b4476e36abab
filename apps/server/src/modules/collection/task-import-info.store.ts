import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { taskValueV } from "../forms/index.ts";
import type { Period } from "./period.ts";

/** A task's values (drafts and deleted ones are not in the view): in all, and those filled in the period. */
export const taskValueCounts = async (
  db: Db,
  schoolId: number,
  taskId: number,
  period: Period,
): Promise<{ total: number; period: number }> => {
  const inPeriod = and(
    period.start ? sql`${taskValueV.createdAt} >= ${period.start.toISOString()}::timestamptz` : undefined,
    period.end ? sql`${taskValueV.createdAt} < ${period.end.toISOString()}::timestamptz` : undefined,
  );
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      period: sql<number>`count(*) filter (where ${inPeriod ?? sql`true`})`.mapWith(Number),
    })
    .from(taskValueV)
    .where(and(eq(taskValueV.schoolId, schoolId), eq(taskValueV.taskId, taskId)));
  return row ?? { total: 0, period: 0 };
};
