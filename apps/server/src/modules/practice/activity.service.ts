import type {
  Page,
  PracticeActivity,
  PracticeActivityInput,
  PracticeActivityQuery,
  PracticeOrgTree,
  PracticeTask,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { dateTimeFormat } from "../../platform/intl.ts";
import { classLabel } from "../org/index.ts";
import { listTerms, schoolTimeZone } from "../school/index.ts";
import {
  type ActivityRow,
  deleteActivity,
  findActivity,
  insertActivity,
  pageActivities,
  pageTasks,
  replaceTasks,
  scoredCount,
  setOpened,
  updateActivity,
} from "./activity.store.ts";
import { classesWithGrades } from "./people.store.ts";
import { practiceError } from "./practice.messages.ts";

export type PracticeDeps = { db: Db; now: () => Date };

/** Now where the school is, as `YYYY-MM-DD HH:mm` (join windows are kept in that form and compare as text). */
export const localMinute = async (deps: PracticeDeps, schoolId: number): Promise<string> => {
  const timeZone = await schoolTimeZone(deps.db, schoolId);
  return dateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(deps.now());
};

/** Why sign-ups are not taken now (SPEC 9's join-time types), places aside; null when they are. */
export const windowRefusal = (a: ActivityRow, now: string): "closed" | "notStarted" | "ended" | null => {
  if (a.joinTimeType === 1) return a.opened ? null : "closed";
  if (a.joinTimeType === 2) {
    if (a.joinStart && now < a.joinStart) return "notStarted";
    if (a.joinEnd && now > a.joinEnd) return "ended";
  }
  return null;
};

export const requireActivity = async (db: Db, schoolId: number, id: number): Promise<ActivityRow> => {
  const a = await findActivity(db, schoolId, id);
  if (!a) throw practiceError(404, "activityNotFound");
  return a;
};

/** The school's grades with their classes. */
export const orgTree = async (db: Db, schoolId: number): Promise<PracticeOrgTree> => {
  const tree: PracticeOrgTree = [];
  for (const c of await classesWithGrades(db, schoolId)) {
    const gradeId = c.gradeId ?? 0;
    let grade = tree.find((g) => g.id === gradeId);
    if (!grade) {
      grade = { id: gradeId, name: c.gradeName, kind: "grade", children: [] };
      tree.push(grade);
    }
    grade.children.push({ id: c.classId, name: c.className, kind: "class" });
  }
  return tree.filter((g) => g.id !== 0 || g.children.length > 0);
};

const orgNames = async (db: Db, schoolId: number): Promise<Map<number, string>> => {
  const names = new Map<number, string>();
  for (const c of await classesWithGrades(db, schoolId)) {
    if (c.gradeId !== null) names.set(c.gradeId, c.gradeName);
    names.set(c.classId, classLabel(c.gradeName, c.className));
  }
  return names;
};

const viewOf = (
  a: ActivityRow & { scoredNum: number },
  names: Map<number, string>,
  now: string,
): PracticeActivity => ({
  id: a.id,
  name: a.name,
  description: a.description,
  maxNum: a.maxNum,
  joinedNum: a.joinedNum,
  joinTimeType: a.joinTimeType,
  joinStart: a.joinStart,
  joinEnd: a.joinEnd,
  opened: a.opened,
  joinable: windowRefusal(a, now) === null,
  orgIds: a.orgIds,
  orgs: a.orgIds.map((id) => ({ id, name: names.get(id) ?? "" })),
  termId: a.termId,
  scoredNum: a.scoredNum,
  createdByName: a.createdByName,
  createdAt: a.createdAt.toISOString(),
});

export const listActivities = async (
  deps: PracticeDeps,
  auth: AuthContext,
  q: PracticeActivityQuery,
): Promise<Page<PracticeActivity>> => {
  const [{ rows, total }, names, now] = await Promise.all([
    pageActivities(deps.db, auth.schoolId, q),
    orgNames(deps.db, auth.schoolId),
    localMinute(deps, auth.schoolId),
  ]);
  return { list: rows.map((r) => viewOf(r, names, now)), total, page: q.page, size: q.size };
};

export const activityDetail = async (deps: PracticeDeps, auth: AuthContext, id: number) => {
  const a = await requireActivity(deps.db, auth.schoolId, id);
  const [names, now, scored] = await Promise.all([
    orgNames(deps.db, auth.schoolId),
    localMinute(deps, auth.schoolId),
    scoredCount(deps.db, auth.schoolId, id),
  ]);
  return viewOf({ ...a, scoredNum: scored }, names, now);
};

/** Org units must be the school's grades or classes. */
const checkOrgs = async (db: Db, schoolId: number, orgIds: number[]) => {
  const known = new Set<number>();
  for (const c of await classesWithGrades(db, schoolId)) {
    known.add(c.classId);
    if (c.gradeId !== null) known.add(c.gradeId);
  }
  const unknown = orgIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw practiceError(400, "unknownOrgs", { ids: unknown.join(", ") });
};

/**
 * Adds an activity (or edits one, with `id`). A new type-1 activity starts closed; types 0 and 2 take sign-ups
 * at once (type 2 inside its range). Its term is the school's current term, whose evaluation its scores feed.
 */
export const saveActivity = async (
  deps: PracticeDeps,
  auth: AuthContext,
  input: PracticeActivityInput,
): Promise<{ id: number }> => {
  const orgIds = [...new Set(input.orgIds)];
  await checkOrgs(deps.db, auth.schoolId, orgIds);
  const row = {
    name: input.name,
    description: input.description,
    maxNum: input.maxNum,
    joinTimeType: input.joinTimeType,
    joinStart: input.joinTimeType === 2 ? (input.joinStart ?? null) : null,
    joinEnd: input.joinTimeType === 2 ? (input.joinEnd ?? null) : null,
    orgIds,
  };
  const tasks = input.tasks?.map((t) => ({ name: t.name, content: t.content }));
  if (input.id === undefined) {
    const term = (await listTerms(deps.db, auth.schoolId)).find((t) => t.isNow);
    return deps.db.transaction(async (tx) => {
      const id = await insertActivity(tx, {
        ...row,
        schoolId: auth.schoolId,
        opened: row.joinTimeType !== 1,
        termId: term?.id ?? null,
        createdBy: auth.userId,
        createdByName: auth.name,
      });
      if (tasks) await replaceTasks(tx, auth.schoolId, id, tasks);
      return { id };
    });
  }
  const existing = await requireActivity(deps.db, auth.schoolId, input.id);
  const id = input.id;
  const opened = row.joinTimeType !== 1 || (existing.joinTimeType === 1 && existing.opened);
  return deps.db.transaction(async (tx) => {
    if (!(await updateActivity(tx, auth.schoolId, id, { ...row, opened }))) {
      const now = await findActivity(tx, auth.schoolId, id);
      if (!now) throw practiceError(404, "activityNotFound");
      throw practiceError(400, "maxBelowJoined", { joined: now.joinedNum });
    }
    if (tasks) await replaceTasks(tx, auth.schoolId, id, tasks);
    return { id };
  });
};

/** Opens or closes a type-1 activity by hand. */
export const setActivityOpened = async (
  deps: PracticeDeps,
  auth: AuthContext,
  id: number,
  opened: boolean,
) => {
  const a = await requireActivity(deps.db, auth.schoolId, id);
  if (a.joinTimeType !== 1) throw practiceError(400, "notOpenable");
  await setOpened(deps.db, auth.schoolId, id, opened);
};

/** Removes the activity with its tasks, sign-ups and scores. */
export const removeActivity = async (deps: PracticeDeps, auth: AuthContext, id: number) => {
  await requireActivity(deps.db, auth.schoolId, id);
  await deps.db.transaction((tx) => deleteActivity(tx, auth.schoolId, id));
};

export const listTasks = async (
  deps: PracticeDeps,
  auth: AuthContext,
  q: { activityId: number; page: number; size: number },
): Promise<Page<PracticeTask>> => {
  await requireActivity(deps.db, auth.schoolId, q.activityId);
  const { rows, total } = await pageTasks(deps.db, auth.schoolId, q);
  return {
    list: rows.map((t) => ({
      id: t.id,
      activityId: t.activityId,
      name: t.name,
      content: t.content,
      sort: t.sort,
    })),
    total,
    page: q.page,
    size: q.size,
  };
};
