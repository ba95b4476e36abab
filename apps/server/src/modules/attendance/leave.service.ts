import type {
  AttendanceSetting,
  ChronicList,
  Leave,
  LeaveApply,
  LeaveChild,
  LeaveDecide,
  LeaveStatus,
  Page,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { inBoth } from "../../platform/http/i18n.ts";
import { attachFiles, type FileReader, fileNames, fileUrl, referableFiles } from "../files/index.ts";
import { sendNotices } from "../notice/index.ts";
import { classesLedBy, leadersOfClass, listChildrenOfParent, rosterStudents } from "../org/index.ts";
import { schoolTimeZone, todayIn } from "../school/index.ts";
import { type NoticeDeps, termHolding } from "./absence.service.ts";
import { attendanceError, attendanceText } from "./attendance.messages.ts";
import {
  absentDayCounts,
  findLeave,
  insertLeave,
  type LeaveListRow,
  type LeaveRow,
  leavesByIds,
  pageLeaves,
  saveSetting,
  settingOf,
  settlePending,
} from "./leave.store.ts";
import { writeMarks } from "./marks.ts";
import { listPoints, type PointRow } from "./point.store.ts";
import { schoolTimeOf } from "./school-time.ts";

export type LeaveDeps = NoticeDeps;

/** How far back a leave may start (a child off sick last week), and how many days one leave covers. */
export const LEAVE_BACK_DAYS = 7;
export const LEAVE_MAX_DAYS = 31;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const daysOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

const parentOnly = (auth: AuthContext) => {
  if (auth.userType !== 2) throw attendanceError(403, "parentsOnly");
};

/** The points of a grade a leave covers: those named, or every enabled point of the grade. */
const pointsFor = (points: PointRow[], gradeId: number | null, ids: number[]) => {
  const ofGrade = points.filter((p) => gradeId !== null && p.gradeIds.map(Number).includes(Number(gradeId)));
  if (ids.length === 0) return ofGrade.filter((p) => p.enabled);
  const unknown = ids.filter((id) => !ofGrade.some((p) => p.id === id));
  if (unknown.length) throw attendanceError(400, "leavePointsUnknown", { ids: unknown.join(", ") });
  return ofGrade.filter((p) => ids.includes(p.id));
};

const viewOf = (r: LeaveListRow, points: Map<number, string>, files: Map<number, string>): Leave => ({
  id: r.id,
  studentId: r.studentId,
  studentName: r.studentName,
  classId: r.classId,
  className: r.className,
  fromDay: r.fromDay,
  toDay: r.toDay,
  pointIds: r.pointIds.map(Number),
  pointNames: r.pointIds.map((id) => points.get(Number(id)) ?? ""),
  reason: r.reason,
  status: r.status as LeaveStatus,
  parentName: r.parentName,
  file:
    r.fileId === null
      ? null
      : { id: r.fileId, name: files.get(Number(r.fileId)) ?? "", url: fileUrl(r.fileId) },
  createdAt: r.createdAt.toISOString(),
  decidedByName: r.decidedByName,
  decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  comment: r.comment,
});

const pageOfRows = async (
  db: Db,
  schoolId: number,
  rows: { rows: LeaveListRow[]; total: number },
  page: number,
  size: number,
): Promise<Page<Leave>> => {
  const names = new Map((await listPoints(db, schoolId)).map((p) => [p.id, p.name]));
  const files = await fileNames(
    db,
    schoolId,
    rows.rows.flatMap((r) => (r.fileId === null ? [] : [Number(r.fileId)])),
  );
  return { list: rows.rows.map((r) => viewOf(r, names, files)), total: rows.total, page, size };
};

/** The guardian's children (a leave is asked for one of them), each with the points a leave may cover. */
export const leaveChildren = async (deps: LeaveDeps, auth: AuthContext): Promise<LeaveChild[]> => {
  parentOnly(auth);
  const children = await listChildrenOfParent(deps.db, auth.schoolId, auth.userId);
  const grades = new Map(
    (
      await rosterStudents(
        deps.db,
        auth.schoolId,
        children.map((c) => c.id),
      )
    ).map((s) => [s.studentId, s.gradeId]),
  );
  const points = await listPoints(deps.db, auth.schoolId);
  return children.map((c) => ({
    studentId: c.id,
    name: c.name,
    className: c.className ?? "",
    points: pointsFor(points, grades.get(c.id) ?? null, [])
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((p) => ({ id: p.id, name: p.name, startTime: p.startTime, endTime: p.endTime })),
  }));
};

/**
 * A guardian asks leave for their own child: from a day (not before a week ago) to a day (a month at most), at
 * some points of the child's grade or all of them, with a reason and optionally a photo they uploaded. The
 * child's class leaders get a notice. Answers the new leave's id.
 */
export const applyLeave = async (
  deps: LeaveDeps,
  auth: AuthContext,
  input: LeaveApply,
): Promise<{ id: number }> => {
  parentOnly(auth);
  const child = (await listChildrenOfParent(deps.db, auth.schoolId, auth.userId)).find(
    (c) => c.id === input.studentId,
  );
  if (!child) throw attendanceError(403, "notYourChild");
  if (input.toDay < input.fromDay) throw attendanceError(400, "rangeInvalid");
  const today = todayIn(await schoolTimeZone(deps.db, auth.schoolId), deps.now());
  const earliest = addDays(today, -LEAVE_BACK_DAYS);
  if (input.fromDay < earliest) throw attendanceError(400, "leaveTooEarly", { day: earliest });
  if (daysOf(input.fromDay, input.toDay).length > LEAVE_MAX_DAYS)
    throw attendanceError(400, "leaveTooLong", { days: LEAVE_MAX_DAYS });
  const [student] = await rosterStudents(deps.db, auth.schoolId, [child.id]);
  if (!student) throw attendanceError(404, "studentNotFound");
  const pointIds = [...new Set(input.pointIds)];
  pointsFor(await listPoints(deps.db, auth.schoolId), student.gradeId, pointIds);
  let fileId: number | null = null;
  if (input.fileId) {
    const [file] = await referableFiles(deps.db, { kind: "user", auth }, [input.fileId]);
    if (!file) throw attendanceError(400, "leaveFileUnusable");
    fileId = file.id;
  }
  const leaders = await leadersOfClass(deps.db, auth.schoolId, student.classId);
  const id = await deps.db.transaction(async (tx) => {
    const id = await insertLeave(tx, {
      schoolId: auth.schoolId,
      studentId: child.id,
      classId: student.classId,
      fromDay: input.fromDay,
      toDay: input.toDay,
      pointIds,
      reason: input.reason,
      fileId,
      status: "pending",
      parentId: auth.userId,
      parentName: auth.name,
      createdAt: deps.now(),
    });
    if (fileId !== null) await attachFiles(tx, auth.schoolId, { kind: "attendanceLeave", id }, [fileId]);
    await sendNotices(
      tx,
      auth.schoolId,
      leaders.map((userId) => ({
        userType: 0,
        userId,
        title: inBoth((l) => attendanceText(l, "leaveAskedTitle", { name: child.name })),
        body: inBoth((l) =>
          attendanceText(l, "leaveAskedBody", {
            parent: auth.name,
            name: child.name,
            from: input.fromDay,
            to: input.toDay,
            reason: input.reason,
          }),
        ),
        link: "/m/leave/review",
      })),
    );
    return id;
  });
  return { id };
};

/** The guardian's own leave requests, pending first, newest first. */
export const myLeaves = async (
  deps: LeaveDeps,
  auth: AuthContext,
  q: { page: number; size: number },
): Promise<Page<Leave>> => {
  parentOnly(auth);
  const rows = await pageLeaves(
    deps.db,
    auth.schoolId,
    { parentId: auth.userId },
    q.size,
    (q.page - 1) * q.size,
  );
  return pageOfRows(deps.db, auth.schoolId, rows, q.page, q.size);
};

const settled = (row: LeaveRow | undefined) =>
  attendanceError(409, "leaveNotPending", { status: row?.status ?? "" });

/** The guardian withdraws their own request while it is pending. */
export const cancelLeave = async (deps: LeaveDeps, auth: AuthContext, id: number): Promise<void> => {
  parentOnly(auth);
  const row = await findLeave(deps.db, auth.schoolId, id);
  if (!row) throw attendanceError(404, "leaveNotFound");
  if (row.parentId !== auth.userId) throw attendanceError(403, "leaveNotYours");
  const done = await deps.db.transaction((tx) =>
    settlePending(tx, auth.schoolId, id, { status: "cancelled", decidedAt: deps.now() }),
  );
  if (!done) throw settled(await findLeave(deps.db, auth.schoolId, id));
};

/** Administrators and holders of attendance.view (the school's attendance office): every class. */
const wholeSchool = async (deps: LeaveDeps, auth: AuthContext): Promise<boolean> =>
  auth.isAdmin || Boolean(deps.codesOf && (await deps.codesOf(auth)).has("attendance.view"));

/**
 * The classes whose leave the caller reviews: every class (undefined) for administrators and attendance.view,
 * else those they lead.
 */
const reviewScope = async (deps: LeaveDeps, auth: AuthContext): Promise<number[] | undefined> => {
  if (auth.userType !== 0) throw attendanceError(403, "reviewLeadersOnly");
  if (await wholeSchool(deps, auth)) return undefined;
  const led = await classesLedBy(deps.db, auth.schoolId, auth.userId);
  if (led.length === 0) throw attendanceError(403, "reviewLeadersOnly");
  return led;
};

/** Leave requests to review: the classes the caller leads (every class for administrators), filtered and paged. */
export const reviewLeaves = async (
  deps: LeaveDeps,
  auth: AuthContext,
  q: { page: number; size: number; status?: LeaveStatus; classId?: number; keyword?: string },
): Promise<Page<Leave>> => {
  const classIds = await reviewScope(deps, auth);
  const rows = await pageLeaves(
    deps.db,
    auth.schoolId,
    { classIds, classId: q.classId, status: q.status, keyword: q.keyword },
    q.size,
    (q.page - 1) * q.size,
  );
  return pageOfRows(deps.db, auth.schoolId, rows, q.page, q.size);
};

/** Records a present, late or early-leave mark keeps over a leave approved later: the child came after all. */
const cameAnyway = new Set(["present", "late", "earlyLeave"]);

/**
 * The class leader (or an administrator) approves or refuses a pending leave. Of two decisions at once one wins,
 * the other answers 409. Approval marks the child "leave" at every covered point and day (future days too), in
 * the same transaction; the guardian gets a notice either way.
 */
export const decideLeave = async (
  deps: LeaveDeps,
  auth: AuthContext,
  input: LeaveDecide,
): Promise<{ id: number; status: LeaveStatus }> => {
  const row = await findLeave(deps.db, auth.schoolId, input.id);
  if (!row) throw attendanceError(404, "leaveNotFound");
  const scope = await reviewScope(deps, auth).catch(() => {
    throw attendanceError(403, "leaveLeaderOnly");
  });
  if (scope && !scope.includes(row.classId)) throw attendanceError(403, "leaveLeaderOnly");
  const [student] = await rosterStudents(deps.db, auth.schoolId, [row.studentId]);
  const points = await listPoints(deps.db, auth.schoolId);
  // The points as they are now: one since disabled or moved off the child's grade is passed over, not refused.
  const asked = row.pointIds.map(Number);
  const covered = input.approve
    ? pointsFor(points, student?.gradeId ?? null, []).filter(
        (p) => asked.length === 0 || asked.includes(p.id),
      )
    : [];
  const now = deps.now();
  const status = input.approve ? "approved" : "refused";
  const name = student?.name ?? "";
  const decided = await deps.db.transaction(async (tx) => {
    const done = await settlePending(tx, auth.schoolId, row.id, {
      status,
      decidedBy: auth.userId,
      decidedByName: auth.name,
      decidedAt: now,
      comment: input.comment,
    });
    if (!done) return undefined;
    for (const day of daysOf(row.fromDay, row.toDay)) {
      const weekday = isoWeekday(day);
      for (const p of covered.filter((x) => x.weekdays.includes(weekday)))
        await writeMarks(
          tx,
          { schoolId: auth.schoolId, pointId: p.id, day },
          [
            {
              studentId: row.studentId,
              classId: student?.classId ?? row.classId,
              status: "leave",
              reason: row.reason.slice(0, 200),
              source: "leave",
              markedBy: auth.userId,
              markedAt: now,
            },
          ],
          auth.userId,
          now,
          (old) => cameAnyway.has(old.status),
        );
    }
    await sendNotices(tx, auth.schoolId, [
      {
        userType: 2,
        userId: row.parentId,
        title: inBoth((l) =>
          attendanceText(l, input.approve ? "leaveApprovedTitle" : "leaveRefusedTitle", { name }),
        ),
        body: inBoth((l) =>
          attendanceText(l, input.approve ? "leaveApprovedBody" : "leaveRefusedBody", {
            name,
            from: row.fromDay,
            to: row.toDay,
            by: auth.name,
            comment: input.comment ? attendanceText(l, "commentJoin") + input.comment : "",
          }),
        ),
        link: "/m/leave",
      },
    ]);
    return done;
  });
  if (!decided) throw settled(await findLeave(deps.db, auth.schoolId, row.id));
  return { id: decided.id, status: decided.status as LeaveStatus };
};

/** Who may read a leave's attachment: the child's guardian who asked, the class leader, administrators. */
export const leaveFileReader: FileReader = async (ctx, ids) => {
  const rows = await leavesByIds(ctx.db, ctx.auth.schoolId, ids);
  if (ctx.auth.userType === 2) return rows.filter((r) => r.parentId === ctx.auth.userId).map((r) => r.id);
  if (ctx.auth.userType !== 0) return [];
  if (ctx.auth.isAdmin) return rows.map((r) => r.id);
  const led = await classesLedBy(ctx.db as Db, ctx.auth.schoolId, ctx.auth.userId);
  return rows.filter((r) => led.includes(r.classId)).map((r) => r.id);
};

/** The school's attendance settings (defaults when never saved). */
export const attendanceSettingOf = (deps: LeaveDeps, auth: AuthContext): Promise<AttendanceSetting> =>
  settingOf(deps.db, auth.schoolId);

export const saveAttendanceSetting = async (
  deps: LeaveDeps,
  auth: AuthContext,
  s: AttendanceSetting,
): Promise<AttendanceSetting> => {
  await saveSetting(deps.db, auth.schoolId, s, deps.now());
  return settingOf(deps.db, auth.schoolId);
};

/**
 * Students at or over the school's chronic-absence threshold (days absent without leave) in the current term:
 * a class leader's own classes, every class for administrators and attendance.view.
 */
export const chronicList = async (
  deps: LeaveDeps,
  auth: AuthContext,
  q: { classId?: number },
): Promise<ChronicList> => {
  if (auth.userType !== 0) throw attendanceError(403, "chronicLeadersOnly");
  const led = (await wholeSchool(deps, auth))
    ? undefined
    : await classesLedBy(deps.db, auth.schoolId, auth.userId);
  if (led && led.length === 0) throw attendanceError(403, "chronicLeadersOnly");
  const scope = q.classId ? (led ? led.filter((id) => id === q.classId) : [q.classId]) : led;
  const { chronicThreshold } = await settingOf(deps.db, auth.schoolId);
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const today = schoolTimeOf(zone, deps.now()).day;
  const term = await termHolding(deps.db, auth.schoolId, today);
  if (!term) return { term: null, threshold: chronicThreshold, list: [] };
  const list = await absentDayCounts(deps.db, auth.schoolId, term.stime, term.etime, chronicThreshold, {
    classIds: scope,
  });
  return {
    term: { id: term.id, name: term.name, from: term.stime, to: term.etime },
    threshold: chronicThreshold,
    list,
  };
};
