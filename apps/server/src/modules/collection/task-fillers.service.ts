import type { TaskFillerRule, TaskSaveInput } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { schoolTimeZone } from "../school/index.ts";
import { fillerError } from "./task-filler.messages.ts";
import { fillersOfTasks, type NamedFillerRule, setTaskFillers, unknownFillers } from "./task-filler.store.ts";
import { scheduleReminders } from "./task-reminder.service.ts";
import { remindersOfTasks, saveReminderPlan } from "./task-reminder.store.ts";
import { hasDeadlines } from "./task-reminder.times.ts";

/** What task writes need for fillers and reminders: scheduling needs the job queue. */
export type FillerDeps = { db: Db; now: () => Date; jobs?: Jobs };

const distinct = (rules: TaskFillerRule[]) => {
  const seen = new Set<string>();
  return rules.filter((r) => {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Refuses filler rules that cannot apply (roles and duties choose teachers; every rule must name something
 * of the school a person of the filler type can be in) and reminders of a task without deadlines.
 */
export const checkFillers = async (deps: FillerDeps, auth: AuthContext, v: TaskSaveInput) => {
  const rules = distinct(v.fillers);
  if (v.fillerType !== 0 && rules.some((r) => r.kind === "duty" || r.kind === "role"))
    throw fillerError(400, "fillersNeedTeachers");
  const unknown = await unknownFillers(deps.db, auth.schoolId, v.fillerType, rules);
  if (unknown.length > 0)
    throw fillerError(400, "unknownFillers", { rules: unknown.map((r) => `${r.kind}:${r.id}`).join(",") });
  const endAt = v.joinTimeType === 2 && v.endAt ? new Date(v.endAt) : null;
  if (v.reminders.length > 0 && !hasDeadlines({ ...v, endAt })) throw fillerError(400, "reminderNoDeadline");
  return rules;
};

/** Stores the task's rules and reminder plan in the save's transaction. */
export const saveFillers = async (
  tx: Tx,
  auth: AuthContext,
  taskId: number,
  v: { rules: TaskFillerRule[]; reminders: number[]; lang: Lang },
) => {
  await setTaskFillers(tx, auth.schoolId, taskId, v.rules);
  const minutesBefore = [...new Set(v.reminders)].sort((a, b) => b - a);
  await saveReminderPlan(tx, auth.schoolId, taskId, { minutesBefore, lang: v.lang });
};

/** After a task changes (saved, published, closed, deleted): its next reminder, if any, is scheduled anew. */
export const rescheduleReminders = async (deps: FillerDeps, auth: AuthContext, taskId: number) => {
  if (!deps.jobs) return;
  const jobs = deps.jobs;
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  await deps.db.transaction((tx) =>
    scheduleReminders({ ...deps, jobs }, auth.schoolId, taskId, { tx, zone }),
  );
};

/** Each task's rules (with names) and reminders, for the task items the API sends. */
export const fillersAndReminders = async (
  db: Db,
  schoolId: number,
  tasks: { id: number; fillerType: number }[],
): Promise<{ fillers: Map<number, NamedFillerRule[]>; reminders: Map<number, number[]> }> => {
  const [fillers, reminders] = await Promise.all([
    fillersOfTasks(db, schoolId, tasks),
    remindersOfTasks(
      db,
      schoolId,
      tasks.map((t) => t.id),
    ),
  ]);
  return { fillers, reminders };
};
