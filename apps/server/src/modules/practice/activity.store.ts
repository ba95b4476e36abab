import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { practiceActivity, practiceTask } from "./practice.tables.ts";

type Conn = Db | Tx;

export type ActivityRow = typeof practiceActivity.$inferSelect;
export type ActivityWrite = Pick<
  ActivityRow,
  "name" | "description" | "maxNum" | "joinTimeType" | "joinStart" | "joinEnd" | "orgIds"
>;

export const insertActivity = async (
  tx: Tx,
  row: ActivityWrite & {
    schoolId: number;
    opened: boolean;
    termId: number | null;
    createdBy: number;
    createdByName: string;
  },
): Promise<number> => {
  const [created] = await tx.insert(practiceActivity).values(row).returning({ id: practiceActivity.id });
  return created.id;
};

/**
 * Edits an activity; its places may not go below those taken (checked in the same statement, under the row's
 * lock). False when it does not exist or the places are too few.
 */
export const updateActivity = async (
  tx: Tx,
  schoolId: number,
  id: number,
  row: ActivityWrite & { opened: boolean },
): Promise<boolean> => {
  const updated = await tx
    .update(practiceActivity)
    .set(row)
    .where(
      and(
        eq(practiceActivity.schoolId, schoolId),
        eq(practiceActivity.id, id),
        sql`(${row.maxNum} = 0 or ${practiceActivity.joinedNum} <= ${row.maxNum})`,
      ),
    )
    .returning({ id: practiceActivity.id });
  return updated.length > 0;
};

export const replaceTasks = async (
  tx: Tx,
  schoolId: number,
  activityId: number,
  tasks: { name: string; content: string }[],
) => {
  await tx
    .delete(practiceTask)
    .where(and(eq(practiceTask.schoolId, schoolId), eq(practiceTask.activityId, activityId)));
  if (tasks.length === 0) return;
  await tx
    .insert(practiceTask)
    .values(tasks.map((t, i) => ({ schoolId, activityId, name: t.name, content: t.content, sort: i + 1 })));
};

export const findActivity = async (
  db: Conn,
  schoolId: number,
  id: number,
): Promise<ActivityRow | undefined> => {
  const [row] = await db
    .select()
    .from(practiceActivity)
    .where(and(eq(practiceActivity.schoolId, schoolId), eq(practiceActivity.id, id)));
  return row;
};

/** Several activities by id (a page of a student's list), in one query. */
export const findActivities = async (db: Conn, schoolId: number, ids: number[]): Promise<ActivityRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(practiceActivity)
        .where(and(eq(practiceActivity.schoolId, schoolId), inArray(practiceActivity.id, ids)));

export const deleteActivity = async (tx: Tx, schoolId: number, id: number) => {
  await tx
    .delete(practiceActivity)
    .where(and(eq(practiceActivity.schoolId, schoolId), eq(practiceActivity.id, id)));
};

export const setOpened = async (db: Conn, schoolId: number, id: number, opened: boolean) => {
  await db
    .update(practiceActivity)
    .set({ opened })
    .where(and(eq(practiceActivity.schoolId, schoolId), eq(practiceActivity.id, id)));
};

const scoredNum = sql<number>`(select count(*)::int from practice_join j
  where j.school_id = ${practiceActivity.schoolId} and j.activity_id = ${practiceActivity.id}
    and j.score is not null)`;

const sortColumns = {
  name: practiceActivity.name,
  maxNum: practiceActivity.maxNum,
  joinedNum: practiceActivity.joinedNum,
  createdAt: practiceActivity.createdAt,
} as const;

export type ActivityListRow = ActivityRow & { scoredNum: number };

export const pageActivities = async (
  db: Conn,
  schoolId: number,
  q: {
    page: number;
    size: number;
    keyword?: string;
    joinTimeType?: number;
    sortField?: string;
    sortOrder?: "ascend" | "descend";
  },
): Promise<{ rows: ActivityListRow[]; total: number }> => {
  const where = and(
    eq(practiceActivity.schoolId, schoolId),
    q.keyword
      ? sql`${practiceActivity.name} ilike ${`%${q.keyword.replace(/[\\%_]/g, "\\$&")}%`}`
      : undefined,
    q.joinTimeType !== undefined ? eq(practiceActivity.joinTimeType, q.joinTimeType) : undefined,
  );
  const column = sortColumns[q.sortField as keyof typeof sortColumns] ?? practiceActivity.createdAt;
  const order = q.sortOrder === "ascend" ? asc(column) : desc(column);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ activity: practiceActivity, scoredNum })
      .from(practiceActivity)
      .where(where)
      .orderBy(order, desc(practiceActivity.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ total: sql<number>`count(*)::int` }).from(practiceActivity).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.activity, scoredNum: Number(r.scoredNum) })), total: Number(total) };
};

export const scoredCount = async (db: Conn, schoolId: number, id: number): Promise<number> => {
  const { rows } = await db.execute(sql`select count(*)::int n from practice_join
    where school_id = ${schoolId} and activity_id = ${id} and score is not null`);
  return Number((rows[0] as { n: number }).n);
};

export const pageTasks = async (
  db: Conn,
  schoolId: number,
  q: { activityId: number; page: number; size: number },
) => {
  const where = and(eq(practiceTask.schoolId, schoolId), eq(practiceTask.activityId, q.activityId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(practiceTask)
      .where(where)
      .orderBy(asc(practiceTask.sort), asc(practiceTask.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ total: sql<number>`count(*)::int` }).from(practiceTask).where(where),
  ]);
  return { rows, total: Number(total) };
};
