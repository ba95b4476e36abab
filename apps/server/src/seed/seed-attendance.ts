import {
  buildRollup,
  markClass,
  myClasses,
  pointsOf,
  rosterOf,
  savePoint,
  scheduleRollup,
} from "../modules/attendance/index.ts";
import { adminTeachersOf } from "../modules/org/index.ts";
import { schoolTimeZone, todayIn } from "../modules/school/index.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import type { Db } from "../platform/db/client.ts";
import { createJobs } from "../platform/jobs/jobs.ts";

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The last `n` school days (Monday to Friday) before today, oldest first. */
export const schoolDaysBefore = (today: string, n: number): string[] => {
  const days: string[] = [];
  for (let d = addDays(today, -1); days.length < n; d = addDays(d, -1)) if (isWeekday(d)) days.unshift(d);
  return days;
};

/** The school's administrator as the services' caller, or null for a school without one. */
const adminAuthOf = async (db: Db, schoolId: number): Promise<AuthContext | null> => {
  const [admin] = await adminTeachersOf(db, schoolId);
  if (!admin) return null;
  return {
    sessionId: 0,
    accountId: 0,
    schoolId,
    areaId: null,
    schoolType: 0,
    userId: admin.id,
    userType: 0,
    roleType: "tea",
    name: admin.name,
    isAdmin: true,
    deviceKind: "pc",
    mustChangePassword: false,
  };
};

/**
 * A morning arrival point and an after-school point for every grade, Monday to Friday, through the point service;
 * null for a school without an administrator or grades. Used by the demo seed and by seed:large.
 */
export const seedAttendancePoints = async (db: Db, schoolId: number, now: Date) => {
  const auth = await adminAuthOf(db, schoolId);
  if (!auth) return null;
  const deps = { db, now: () => now };
  const gradeIds = (await pointsOf(db, schoolId)).grades.map((g) => g.id);
  if (gradeIds.length === 0) return null;
  const weekdays = [1, 2, 3, 4, 5];
  const arrival = await savePoint(deps, auth, {
    name: "早晨到校",
    kind: "arrival",
    gradeIds,
    startTime: "07:30",
    endTime: "08:10",
    lateAfter: 15,
    weekdays,
    enabled: true,
  });
  const afternoon = await savePoint(deps, auth, {
    name: "下午到校",
    kind: "lesson",
    gradeIds,
    startTime: "13:30",
    endTime: "14:00",
    lateAfter: 5,
    weekdays,
    enabled: true,
  });
  return { auth, deps, arrival, afternoon };
};

/**
 * Attendance in one school, through its services: the two points above, and the last two school days marked by
 * the administrator (both mornings, the last afternoon): most present, a few late, one absent. Today stays
 * unmarked, for the teachers to mark.
 */
export const seedAttendance = async (db: Db, schoolId: number, now: Date): Promise<void> => {
  const points = await seedAttendancePoints(db, schoolId, now);
  if (!points) return;
  const { auth, deps, arrival, afternoon } = points;
  const today = todayIn(await schoolTimeZone(db, schoolId), now);
  const days = schoolDaysBefore(today, 2);
  const classes = await myClasses(db, auth);
  for (const [c, klass] of classes.entries()) {
    // The class's students, read once: the marks below are of the same class on every day.
    const roster = await rosterOf(deps, auth, { classId: klass.classId, pointId: arrival.id, day: days[0] });
    for (const [d, day] of days.entries()) {
      // Both mornings, and the last afternoon: enough to show, few writes at first start.
      for (const pointId of d === 0 ? [arrival.id] : [arrival.id, afternoon.id]) {
        const marks = roster.students.map((s, i) => {
          // A couple of late arrivals a morning in every class, and one absence in the school's first class.
          const late = pointId === arrival.id && (i + c + d) % 17 === 3;
          const absent = pointId === arrival.id && c === 0 && d === days.length - 1 && i === 5;
          if (absent)
            return { studentId: s.studentId, status: "absent" as const, reason: "未到校，联系家长中" };
          if (late) return { studentId: s.studentId, status: "late" as const, reason: "" };
          return { studentId: s.studentId, status: "present" as const, reason: "" };
        });
        if (marks.length > 0) await markClass(deps, auth, { classId: klass.classId, pointId, day, marks });
      }
    }
  }
};

/**
 * The school's daily attendance roll-up after its records are seeded, through attendance's service: its closed
 * days built now (the boards read them from it), and its nightly job queued for the server to run. Answers the
 * days and roll-up rows built.
 */
export const seedAttendanceRollup = async (db: Db, schoolId: number, now: Date) => {
  const built = await buildRollup(db, schoolId, now);
  const jobs = createJobs({ db, now: () => now, log: console, poll: false });
  await scheduleRollup(jobs, schoolId);
  return built;
};
