import type {
  AttendanceClass,
  AttendanceHistoryRow,
  AttendanceMarkBatch,
  AttendanceRoster,
  AttendanceStatus,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";
import {
  classesLedBy,
  classLabel,
  rosterClasses,
  rosterOfClass,
  rosterStudents,
  teacherNames,
} from "../org/index.ts";
import { notifyAbsences } from "./absence.service.ts";
import { attendanceError } from "./attendance.messages.ts";
import { markableClassIds, markClassAccess, pastOrToday } from "./mark-access.ts";
import { writeMarks } from "./marks.ts";
import { pointView } from "./point.service.ts";
import { historyOf, recordsOf } from "./record.store.ts";

type Deps = { db: Db; now: () => Date; sms?: SmsProvider };
type Caller = Pick<AuthContext, "schoolId" | "userId" | "isAdmin">;

/** The caller's classes with whether they lead each. */
export const myClasses = async (db: Db, auth: Caller): Promise<AttendanceClass[]> => {
  const [ids, led] = await Promise.all([
    markableClassIds(db, auth),
    classesLedBy(db, auth.schoolId, auth.userId),
  ]);
  const leads = new Set(led);
  return (await rosterClasses(db, auth.schoolId, ids)).map((c) => ({
    classId: c.classId,
    className: classLabel(c.gradeName, c.className),
    gradeId: c.gradeId === null ? null : Number(c.gradeId),
    gradeName: c.gradeName,
    leader: leads.has(c.classId),
  }));
};

/** A class's students at a point on a day, each with their record (if any). */
export const rosterOf = async (
  deps: Deps,
  auth: Caller,
  q: { classId: number; pointId: number; day?: string },
): Promise<AttendanceRoster> => {
  const { klass, point } = await markClassAccess(deps, auth, q.classId, q.pointId);
  const { today, day } = await pastOrToday(deps, auth.schoolId, q.day);
  const students = await rosterOfClass(deps.db, auth.schoolId, klass.classId);
  const records = new Map(
    (
      await recordsOf(
        deps.db,
        auth.schoolId,
        point.id,
        day,
        students.map((s) => s.studentId),
      )
    ).map((r) => [r.studentId, r]),
  );
  return {
    day,
    today,
    classId: klass.classId,
    point: pointView(point),
    students: students.map((s) => {
      const r = records.get(s.studentId);
      return {
        studentId: s.studentId,
        name: s.name,
        studentNo: s.studentNo,
        status: (r?.status ?? null) as AttendanceStatus | null,
        reason: r?.reason ?? "",
        source: (r?.source ?? null) as AttendanceRoster["students"][number]["source"],
        markedAt: r ? r.markedAt.toISOString() : null,
      };
    }),
  };
};

/**
 * Saves a teacher's marks of a class at a point on a day in one transaction: students outside the caller's
 * classes are refused (403), days in the future too (400); nothing is written unless every mark is accepted.
 */
export const markClass = async (
  deps: Deps,
  auth: Caller,
  batch: AttendanceMarkBatch,
): Promise<{ saved: number; changed: number }> => {
  const { klass, point } = await markClassAccess(deps, auth, batch.classId, batch.pointId);
  const { day } = await pastOrToday(deps, auth.schoolId, batch.day);
  const ids = batch.marks.map((m) => m.studentId);
  if (new Set(ids).size !== ids.length) throw attendanceError(400, "duplicateStudent");
  const found = new Map((await rosterStudents(deps.db, auth.schoolId, ids)).map((s) => [s.studentId, s]));
  const outside = ids.filter((id) => found.get(id)?.classId !== klass.classId);
  if (outside.length > 0) throw attendanceError(403, "notInClass", { ids: outside.join(", ") });
  const now = deps.now();
  const marks = batch.marks.map((m) => ({
    studentId: m.studentId,
    classId: klass.classId,
    status: m.status,
    reason: m.status === "present" ? "" : m.reason,
    source: "teacher",
    markedBy: auth.userId,
    markedAt: now,
  }));
  // A record an approved leave wrote stays unless this mark names the student on purpose (overrideLeave): "all
  // present" then exceptions does not undo a leave, a teacher marking the child who came after all does.
  const overrides = new Set(batch.marks.filter((m) => m.overrideLeave).map((m) => m.studentId));
  const { written } = await deps.db.transaction((tx) =>
    writeMarks(
      tx,
      { schoolId: auth.schoolId, pointId: point.id, day },
      marks,
      auth.userId,
      now,
      (old, m) => old.source === "leave" && old.status === "leave" && !overrides.has(m.studentId),
    ),
  );
  // Guardians hear of an absence after the marks committed: a notice that fails never loses a mark.
  const absent = written.filter((m) => m.status === "absent").map((m) => m.studentId);
  await notifyAbsences(deps, auth.schoolId, point, day, absent).catch(() => 0);
  return { saved: marks.length, changed: written.length };
};

/** The marks a student's record replaced: for the student's class leader (and administrators). */
export const markHistory = async (
  deps: Deps,
  auth: Caller,
  q: { studentId: number; pointId: number; day: string },
): Promise<AttendanceHistoryRow[]> => {
  const [student] = await rosterStudents(deps.db, auth.schoolId, [q.studentId]);
  if (!student) throw attendanceError(404, "studentNotFound");
  if (!auth.isAdmin && !(await classesLedBy(deps.db, auth.schoolId, auth.userId)).includes(student.classId))
    throw attendanceError(403, "historyLeaderOnly");
  const rows = await historyOf(deps.db, auth.schoolId, q.studentId, q.pointId, q.day);
  const ids = [...new Set(rows.flatMap((r) => [r.markedBy, r.changedBy]).filter((id) => id !== null))];
  const names = await teacherNames(deps.db, auth.schoolId, ids as number[]);
  return rows.map((r) => ({
    status: r.status as AttendanceStatus,
    reason: r.reason,
    source: r.source as AttendanceHistoryRow["source"],
    markedBy: r.markedBy,
    markedByName: r.markedBy === null ? "" : (names.get(r.markedBy) ?? ""),
    markedAt: r.markedAt.toISOString(),
    changedBy: r.changedBy,
    changedByName: r.changedBy === null ? "" : (names.get(r.changedBy) ?? ""),
    changedAt: r.changedAt.toISOString(),
  }));
};
