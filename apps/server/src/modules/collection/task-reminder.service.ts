import type { Db, Tx } from "../../platform/db/client.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";
import { schoolTimeZone } from "../school/index.ts";
import { isOpen } from "./period.ts";
import { findTask, type TaskRow } from "./task.store.ts";
import { noticeMissing, sendTexts } from "./task-remind.service.ts";
import {
  claimReminder,
  findReminderPlan,
  sentFor,
  setReminderCount,
  setReminderJob,
} from "./task-reminder.store.ts";
import { dueSlots, nextSlotAt, type ReminderSlot, reminderSlots } from "./task-reminder.times.ts";

export const TASK_REMIND_JOB = "collection.taskRemind";

export type ReminderDeps = { db: Db; now: () => Date; jobs: Jobs; sms: SmsProvider };
type Payload = { taskId: number };

const langOf = (lang: string): Lang => (lang === "en-US" ? "en-US" : "zh-CN");

/** The slots due now that have not gone out yet. */
const unsentDue = async (
  conn: Db | Tx,
  schoolId: number,
  task: TaskRow,
  slots: ReminderSlot[],
  now: Date,
) => {
  const due = dueSlots(slots, now);
  const out: ReminderSlot[] = [];
  for (const s of due) {
    const sent = await sentFor(conn, schoolId, task.id, s.period.end);
    if (!sent.has(s.minutesBefore)) out.push(s);
  }
  return out;
};

/**
 * (Re)schedules a task's reminders: one job at the next reminder's time (now when one is due and unsent),
 * recorded on the plan so that jobs of earlier saves know they are superseded. A task that is not published,
 * or has no reminders, keeps none. Runs in the caller's transaction; the school's zone comes resolved, since
 * nothing may use another connection meanwhile (PGlite has one).
 */
export const scheduleReminders = async (
  deps: Pick<ReminderDeps, "now" | "jobs">,
  schoolId: number,
  taskId: number,
  at: { tx: Tx; zone: string },
): Promise<Date | null> => {
  const { tx, zone } = at;
  const conn = tx;
  const plan = await findReminderPlan(conn, schoolId, taskId);
  if (!plan) return null;
  const task = await findTask(conn, schoolId, taskId);
  const now = deps.now();
  let next: Date | null = null;
  if (task && task.state === 1 && plan.minutesBefore.length > 0) {
    const slots = reminderSlots(task, plan.minutesBefore, now, zone);
    // A due reminder of a task nobody can fill right now (hidden scene) waits for the next one instead.
    const sendable = task.sceneShown && isOpen(task, now);
    const dueNow = sendable && (await unsentDue(conn, schoolId, task, slots, now)).length > 0;
    next = dueNow ? now : nextSlotAt(slots, now);
  }
  if (next === null) {
    await setReminderJob(conn, schoolId, taskId, null, null);
    return null;
  }
  const jobId = await deps.jobs.enqueue({
    schoolId,
    kind: TASK_REMIND_JOB,
    payload: { taskId } satisfies Payload,
    runAfter: next,
    tx,
  });
  await setReminderJob(conn, schoolId, taskId, jobId, next);
  return next;
};

/** Sends one due reminder unless it already went out: the claim and the notices commit together. */
const sendOnce = async (
  deps: ReminderDeps,
  at: { schoolId: number; zone: string; lang: Lang },
  task: TaskRow,
  slot: ReminderSlot,
) => {
  const { schoolId, zone, lang } = at;
  const key = { periodEnd: slot.period.end, minutesBefore: slot.minutesBefore };
  const texts = await deps.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, schoolId, task.id, key, deps.now()))) return null;
    const r = await noticeMissing(tx, { schoolId, task, period: slot.period, scope: null, zone, lang });
    await setReminderCount(tx, schoolId, task.id, key, r.notified);
    return r;
  });
  if (!texts) return 0;
  await sendTexts(deps.sms, texts.texts);
  return texts.notified;
};

/**
 * The reminder job: when it is still the task's scheduled job, it reminds those missing for each reminder due
 * now (each at most once, whatever runs twice), then schedules the next one.
 */
const runReminders = async (deps: ReminderDeps, schoolId: number, taskId: number, jobId: number) => {
  const plan = await findReminderPlan(deps.db, schoolId, taskId);
  if (!plan || plan.jobId !== jobId) return { superseded: true, notified: 0 };
  const task = await findTask(deps.db, schoolId, taskId);
  const now = deps.now();
  const zone = await schoolTimeZone(deps.db, schoolId);
  let notified = 0;
  if (task?.sceneShown && isOpen(task, now)) {
    const slots = reminderSlots(task, plan.minutesBefore, now, zone);
    for (const slot of await unsentDue(deps.db, schoolId, task, slots, now))
      notified += await sendOnce(deps, { schoolId, zone, lang: langOf(plan.lang) }, task, slot);
  }
  await deps.db.transaction((tx) => scheduleReminders(deps, schoolId, taskId, { tx, zone }));
  return { superseded: false, notified };
};

export const registerTaskReminderJob = (deps: ReminderDeps) => {
  deps.jobs.register<Payload, { superseded: boolean; notified: number }>(TASK_REMIND_JOB, (ctx) =>
    runReminders(deps, ctx.schoolId, ctx.payload.taskId, ctx.jobId),
  );
};
