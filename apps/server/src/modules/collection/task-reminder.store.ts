import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { taskReminder, taskReminderSent } from "./task-filler.tables.ts";

type Conn = Db | Tx;

export type ReminderPlan = {
  minutesBefore: number[];
  lang: string;
  jobId: number | null;
  nextAt: Date | null;
};

export const findReminderPlan = async (
  db: Conn,
  schoolId: number,
  taskId: number,
): Promise<ReminderPlan | undefined> => {
  const [row] = await db
    .select({
      minutesBefore: taskReminder.minutesBefore,
      lang: taskReminder.lang,
      jobId: taskReminder.jobId,
      nextAt: taskReminder.nextAt,
    })
    .from(taskReminder)
    .where(and(eq(taskReminder.schoolId, schoolId), eq(taskReminder.taskId, taskId)));
  return row ? { ...row, jobId: row.jobId === null ? null : Number(row.jobId) } : undefined;
};

/** The minutes before each deadline and the language of the notices; the scheduled job is kept. */
export const saveReminderPlan = async (
  db: Conn,
  schoolId: number,
  taskId: number,
  v: { minutesBefore: number[]; lang: string },
) => {
  await db
    .insert(taskReminder)
    .values({ schoolId, taskId, ...v })
    .onConflictDoUpdate({ target: [taskReminder.schoolId, taskReminder.taskId], set: v });
};

/** The job that sends the next reminder (null: none scheduled); any other job of the task is stale. */
export const setReminderJob = async (
  db: Conn,
  schoolId: number,
  taskId: number,
  jobId: number | null,
  nextAt: Date | null,
) => {
  await db
    .update(taskReminder)
    .set({ jobId, nextAt })
    .where(and(eq(taskReminder.schoolId, schoolId), eq(taskReminder.taskId, taskId)));
};

export type SentKey = { periodEnd: Date; minutesBefore: number };

/**
 * Claims one reminder (task, deadline, minutes before) in the caller's transaction: true when this is the
 * first claim. A concurrent claim waits on the key and then finds it taken, so a reminder goes out once.
 */
export const claimReminder = async (
  db: Conn,
  schoolId: number,
  taskId: number,
  key: SentKey,
  at: Date,
): Promise<boolean> => {
  const rows = await db
    .insert(taskReminderSent)
    .values({ schoolId, taskId, ...key, sentAt: at })
    .onConflictDoNothing()
    .returning({ taskId: taskReminderSent.taskId });
  return rows.length > 0;
};

export const setReminderCount = async (
  db: Conn,
  schoolId: number,
  taskId: number,
  key: SentKey,
  notified: number,
) => {
  await db
    .update(taskReminderSent)
    .set({ notified })
    .where(
      and(
        eq(taskReminderSent.schoolId, schoolId),
        eq(taskReminderSent.taskId, taskId),
        eq(taskReminderSent.periodEnd, key.periodEnd),
        eq(taskReminderSent.minutesBefore, key.minutesBefore),
      ),
    );
};

/** The reminders already sent for one deadline of a task (minutes before). */
export const sentFor = async (
  db: Conn,
  schoolId: number,
  taskId: number,
  periodEnd: Date,
): Promise<Set<number>> => {
  const rows = await db
    .select({ m: taskReminderSent.minutesBefore })
    .from(taskReminderSent)
    .where(
      and(
        eq(taskReminderSent.schoolId, schoolId),
        eq(taskReminderSent.taskId, taskId),
        eq(taskReminderSent.periodEnd, periodEnd),
      ),
    );
  return new Set(rows.map((r) => r.m));
};

/** The reminder minutes of each task (tasks without a plan are left out). */
export const remindersOfTasks = async (
  db: Conn,
  schoolId: number,
  taskIds: number[],
): Promise<Map<number, number[]>> => {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ taskId: taskReminder.taskId, minutesBefore: taskReminder.minutesBefore })
    .from(taskReminder)
    .where(and(eq(taskReminder.schoolId, schoolId), inArray(taskReminder.taskId, taskIds)));
  return new Map(rows.map((r) => [Number(r.taskId), r.minutesBefore]));
};
