import type { CompletionPerson, Page, TaskCompletion, TaskProgressItem } from "@eos/contracts";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";
import { listTerms, schoolTimeZone } from "../school/index.ts";
import { collectionError, collectionText } from "./collection.messages.ts";
import { findPeriod, type Period, periodAt, periodsOf } from "./period.ts";
import {
  type ClassScope,
  classesTaught,
  completionByClass,
  completionOfTasks,
  completionPeople,
  type PersonRow,
} from "./progress.store.ts";
import { findTask, pageFollowedTasks, type TaskRow } from "./task.store.ts";
import { joinUsers } from "./task-people.store.ts";
import { noticeMissing, sendTexts } from "./task-remind.service.ts";

export type ProgressDeps = {
  db: Db;
  now: () => Date;
  codesOf: CodeResolver;
  sms: SmsProvider;
  /** Told the task values whose review changed (evaluation scores them again). */
  onValues?: (schoolId: number, valueIds: number[]) => void;
};

/** Staff (administrators, holders of collection.stats) see every class; other teachers the classes they teach. */
const scopeOf = async (deps: ProgressDeps, auth: AuthContext): Promise<ClassScope> =>
  auth.isAdmin || (await deps.codesOf(auth)).has("collection.stats")
    ? null
    : classesTaught(deps.db, auth.schoolId, auth.userId);

const zoneOf = (db: Db, schoolId: number) => schoolTimeZone(db, schoolId);

type Followed = {
  task: TaskRow;
  scope: ClassScope;
  start: Date | null;
  end: Date | null;
  /** The task's periods so far, newest first (the current one first). */
  periods: Period[];
};

/**
 * A published or closed task the caller may follow, with the period asked for (by its start, one of the
 * task's periods so far) or else its current period. Drafts are not followed.
 */
export const follow = async (
  deps: ProgressDeps,
  auth: AuthContext,
  taskId: number,
  period?: string,
): Promise<Followed> => {
  const [task, scope, zone, terms] = await Promise.all([
    findTask(deps.db, auth.schoolId, taskId),
    scopeOf(deps, auth),
    zoneOf(deps.db, auth.schoolId),
    listTerms(deps.db, auth.schoolId),
  ]);
  if (!task || task.state === 0) throw notFound();
  const periods = periodsOf(task, deps.now(), zone, terms);
  const chosen = period === undefined ? periods[0] : findPeriod(periods, new Date(period));
  if (!chosen) throw collectionError(400, "periodUnknown");
  return { task, scope, start: chosen.start, end: chosen.end, periods };
};

const isoOf = (d: Date | null) => d?.toISOString() ?? null;

export const taskCompletion = async (
  deps: ProgressDeps,
  auth: AuthContext,
  q: { taskId: number; period?: string },
): Promise<TaskCompletion> => {
  const { taskId } = q;
  const f = await follow(deps, auth, taskId, q.period);
  const classes = await completionByClass(deps.db, { schoolId: auth.schoolId, taskId, ...f });
  const sum = (k: "expected" | "filled" | "onTime" | "late") => classes.reduce((n, c) => n + c[k], 0);
  return {
    taskId,
    taskName: f.task.name,
    formId: f.task.formId,
    needReview: f.task.needReview,
    fillerType: f.task.fillerType,
    subjectType: f.task.subjectType,
    recurrence: f.task.recurrence,
    acceptsLate: false,
    periodStart: isoOf(f.start),
    periodEnd: isoOf(f.end),
    periods: f.periods.map((p) => ({ start: isoOf(p.start), end: isoOf(p.end) })),
    expected: sum("expected"),
    filled: sum("filled"),
    onTime: sum("onTime"),
    late: sum("late"),
    classes,
  };
};

export type PeopleQuery = {
  taskId: number;
  period?: string;
  classId?: number;
  state: "all" | "filled" | "missing";
  keyword?: string;
  page: number;
  size: number;
};

export const taskPeople = async (
  deps: ProgressDeps,
  auth: AuthContext,
  q: PeopleQuery,
): Promise<Page<CompletionPerson>> => {
  const f = await follow(deps, auth, q.taskId, q.period);
  const { rows, total } = await completionPeople(deps.db, {
    schoolId: auth.schoolId,
    ...q,
    ...f,
    taskId: q.taskId,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return peoplePage(rows, total, q);
};

/** A page of the people list as the API sends it. */
export const peoplePage = (
  rows: PersonRow[],
  total: number,
  q: { page: number; size: number },
): Page<CompletionPerson> => ({
  list: rows.map((r) => ({ ...r, filledAt: r.filledAt?.toISOString() ?? null })),
  total,
  page: q.page,
  size: q.size,
});

/**
 * Reminds everyone still missing in the caller's scope: one in-app notice per person (the teachers of a
 * teacher task, or the parents, students or class teachers its rules name) and, where a phone is known, a
 * message through the provider.
 */
export const remindMissing = async (
  deps: ProgressDeps,
  auth: AuthContext,
  q: { taskId: number; classId?: number },
  lang: Lang,
): Promise<{ notified: number; messages: number }> => {
  const f = await follow(deps, auth, q.taskId);
  const zone = await zoneOf(deps.db, auth.schoolId);
  const { notified, texts } = await noticeMissing(deps.db, {
    schoolId: auth.schoolId,
    task: f.task,
    period: { start: f.start, end: f.end },
    scope: f.scope,
    classId: q.classId,
    zone,
    lang,
  });
  return { notified, messages: await sendTexts(deps.sms, texts) };
};

const EXPORT_CAP = 100_000;

/** The missing list as .xlsx: student, number, grade and class, in the caller's language. */
export const exportMissing = async (
  deps: ProgressDeps,
  auth: AuthContext,
  q: { taskId: number; classId?: number; period?: string },
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const f = await follow(deps, auth, q.taskId, q.period);
  const { rows } = await completionPeople(deps.db, {
    schoolId: auth.schoolId,
    ...f,
    taskId: q.taskId,
    classId: q.classId,
    state: "missing",
    limit: EXPORT_CAP,
    offset: 0,
  });
  const t = collectionText;
  const file = await writeWorkbook([
    {
      name: t.missingSheet[lang],
      rows: [
        [t.colStudent[lang], t.colStudentNo[lang], t.colClass[lang]],
        ...rows.map((r) => [r.studentName, r.studentNo, r.className]),
      ],
    },
  ]);
  return { file, name: `missing-${q.taskId}` };
};

/** The task progress list: published and closed tasks the caller follows, with expected and filled now. */
export const pageProgress = async (
  deps: ProgressDeps,
  auth: AuthContext,
  q: { page: number; size: number; keyword?: string; sceneId?: number },
): Promise<Page<TaskProgressItem>> => {
  const scope = await scopeOf(deps, auth);
  const { rows, total } = await pageFollowedTasks(deps.db, auth.schoolId, {
    ...q,
    classIds: scope,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  const zone = await zoneOf(deps.db, auth.schoolId);
  const now = deps.now();
  const periods = rows.map((r) => ({ taskId: r.id, ...periodAt(r, now, zone) }));
  const figures = await completionOfTasks(deps.db, auth.schoolId, periods, scope);
  return {
    list: rows.map((r, i) => ({
      taskId: r.id,
      taskName: r.name,
      sceneId: r.sceneId,
      sceneName: r.sceneName,
      formId: r.formId,
      fillerType: r.fillerType,
      recurrence: r.recurrence,
      state: r.state,
      endAt: periods[i].end?.toISOString() ?? null,
      expected: figures.get(r.id)?.expected ?? 0,
      filled: figures.get(r.id)?.filled ?? 0,
    })),
    total,
    page: q.page,
    size: q.size,
  };
};

/** Who filled a task, paged and searched by name, within what the caller follows. */
export const pageTaskPeople = async (
  deps: ProgressDeps,
  auth: AuthContext,
  q: { taskId: number; keyword?: string; page: number; size: number },
) => {
  const f = await follow(deps, auth, q.taskId);
  const { rows, total } = await joinUsers(deps.db, {
    schoolId: auth.schoolId,
    taskId: q.taskId,
    scope: f.scope,
    keyword: q.keyword || undefined,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return {
    list: rows.map((r) => ({ ...r, lastFilledAt: r.lastFilledAt.toISOString() })),
    total,
    page: q.page,
    size: q.size,
  };
};
