import type {
  NoticeState,
  ObjectionRaise,
  ObjectionResolve,
  PassportNotice,
  PassportNoticeSave,
  PassportNoticeUnarchive,
  PassportObjection,
  StudentNotice,
} from "@eos/contracts";
import { objectionStates } from "@eos/contracts";
import { writeAudit } from "../../../platform/audit/audit.store.ts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import { forbidden, notFound } from "../../../platform/http/errors.ts";
import { classLabel } from "../../org/index.ts";
import { listYears } from "../../school/index.ts";
import { classNames } from "../class-names.store.ts";
import type { ScoreDeps } from "../score-read.service.ts";
import { passportError } from "./passport.messages.ts";
import { passportStudent } from "./passport.service.ts";
import { yearOf } from "./passport-data.service.ts";
import {
  findNotice,
  findObjection,
  insertNotice,
  insertObjection,
  isRecordOf,
  listNotices,
  listObjections,
  type NoticeRow,
  noticeOfClass,
  type ObjectionRow,
  resolveObjection,
  updateNotice,
} from "./passport-notice.store.ts";
import { OBJECTION_STATE } from "./passport-notice.tables.ts";

export const noticeState = (n: { startsAt: Date; endsAt: Date }, now: Date): NoticeState =>
  now < n.startsAt ? "scheduled" : now < n.endsAt ? "open" : "archived";

const noticeOf = (r: NoticeRow, now: Date): PassportNotice => ({
  id: r.id,
  classId: r.classId,
  className: classLabel(r.gradeName, r.className),
  schoolYearId: r.schoolYearId,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  state: noticeState(r, now),
  openObjections: r.openObjections,
  objections: r.objections,
});

const objectionOf = (r: ObjectionRow): PassportObjection => ({
  ...r,
  state: objectionStates[r.state] ?? "open",
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

/** The school year's notice windows, by start. */
export const noticesOfYear = async (deps: ScoreDeps, auth: AuthContext, schoolYearId?: number) => {
  const year = await yearOf(deps, auth.schoolId, schoolYearId);
  return (await listNotices(deps.db, auth.schoolId, year)).map((r) => noticeOf(r, deps.now()));
};

/** Opens (or moves) a class's notice window; an archived window stays as it was. */
export const saveNotice = async (deps: ScoreDeps, auth: AuthContext, input: PassportNoticeSave) => {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt) throw passportError(400, "noticeEndsBeforeStart");
  const klass = await classNames(deps.db, auth.schoolId, input.classId);
  if (!klass) throw passportError(400, "classNotFound");
  if (!(await listYears(deps.db, auth.schoolId)).some((y) => y.id === input.schoolYearId))
    throw passportError(400, "yearNotFound");
  const write = { classId: input.classId, schoolYearId: input.schoolYearId, startsAt, endsAt };
  const taken = await noticeOfClass(deps.db, auth.schoolId, input.classId, input.schoolYearId);
  if (input.id === undefined) {
    if (taken) throw passportError(400, "noticeTaken");
    return { id: await insertNotice(deps.db, auth.schoolId, write, auth.userId) };
  }
  const existing = await findNotice(deps.db, auth.schoolId, input.id);
  if (!existing) throw notFound();
  if (taken && taken.id !== existing.id) throw passportError(400, "noticeTaken");
  if (noticeState(existing, deps.now()) === "archived") throw passportError(400, "noticeArchived");
  await updateNotice(deps.db, auth.schoolId, existing.id, write);
  return { id: existing.id };
};

/**
 * An administrator reopens an archived window until a new end: the lock on the class's records and scores for
 * the year lifts until then (score-archive.service). Written to the audit log with the reason.
 */
export const unarchiveNotice = async (
  deps: ScoreDeps,
  auth: AuthContext,
  input: PassportNoticeUnarchive,
  meta: { ip: string | null; userAgent: string | null },
) => {
  if (!auth.isAdmin) throw forbidden();
  const notice = await findNotice(deps.db, auth.schoolId, input.id);
  if (!notice) throw notFound();
  if (noticeState(notice, deps.now()) !== "archived") throw passportError(400, "noticeNotArchived");
  const endsAt = new Date(input.endsAt);
  if (endsAt <= deps.now()) throw passportError(400, "noticeEndsInPast");
  await updateNotice(deps.db, auth.schoolId, notice.id, {
    classId: notice.classId,
    schoolYearId: notice.schoolYearId,
    startsAt: notice.startsAt,
    endsAt,
  });
  await writeAudit(deps.db, {
    schoolId: auth.schoolId,
    action: "passport.unarchive",
    actor: { type: auth.userType, id: auth.userId, name: auth.name },
    target: {
      type: "class",
      id: notice.classId,
      name: `${classLabel(notice.gradeName, notice.className)} · ${input.reason}`.slice(0, 240),
    },
    ...meta,
  });
  return noticeOf({ ...notice, endsAt }, deps.now());
};

/** Staff: a window's objections. */
export const noticeObjections = async (deps: ScoreDeps, auth: AuthContext, noticeId: number) => {
  const notice = await findNotice(deps.db, auth.schoolId, noticeId);
  if (!notice) throw notFound();
  return (await listObjections(deps.db, auth.schoolId, noticeId)).map(objectionOf);
};

/** A student's window this year (for whoever may see the student) and the objections about them. */
export const studentNotice = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: { studentId?: number; schoolYearId?: number },
): Promise<StudentNotice> => {
  const student = await passportStudent(deps, auth, q.studentId);
  const year = await yearOf(deps, auth.schoolId, q.schoolYearId);
  const notice = await noticeOfClass(deps.db, auth.schoolId, student.classId, year);
  if (!notice || noticeState(notice, deps.now()) === "scheduled") return { notice: null, objections: [] };
  const objections = await listObjections(deps.db, auth.schoolId, notice.id, student.id);
  return { notice: noticeOf(notice, deps.now()), objections: objections.map(objectionOf) };
};

/** A student, parent, teacher of the class or staff objects to a record while the window is open. */
export const raiseObjection = async (deps: ScoreDeps, auth: AuthContext, input: ObjectionRaise) => {
  const student = await passportStudent(deps, auth, input.studentId);
  const year = await yearOf(deps, auth.schoolId, input.schoolYearId);
  const notice = await noticeOfClass(deps.db, auth.schoolId, student.classId, year);
  if (!notice || noticeState(notice, deps.now()) !== "open") throw passportError(400, "noticeNotOpen");
  if (
    input.formValueId !== null &&
    !(await isRecordOf(deps.db, auth.schoolId, input.formValueId, student.id))
  )
    throw passportError(400, "notARecord");
  const id = await insertObjection(deps.db, auth.schoolId, {
    noticeId: notice.id,
    studentId: student.id,
    formValueId: input.formValueId,
    text: input.text,
    raisedBy: auth.userId,
    raisedByType: auth.userType,
  });
  return { id };
};

/** Staff accept an objection with the change they made, or reject it with a reason; once only. */
export const settleObjection = async (deps: ScoreDeps, auth: AuthContext, input: ObjectionResolve) => {
  const objection = await findObjection(deps.db, auth.schoolId, input.id);
  if (!objection) throw notFound();
  const done = await resolveObjection(deps.db, auth.schoolId, input.id, {
    state: input.accept ? OBJECTION_STATE.accepted : OBJECTION_STATE.rejected,
    resolution: input.note,
    resolvedBy: auth.userId,
    resolvedAt: deps.now(),
  });
  if (!done) throw passportError(400, "objectionResolved");
};
