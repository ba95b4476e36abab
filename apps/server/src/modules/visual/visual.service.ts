import type {
  VisualCountAll,
  VisualCountAllQuery,
  VisualSchoolBoard,
  VisualTeacherBoard,
  VisualTrend,
  VisualUsage,
} from "@eos/contracts";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import {
  absentOn,
  dailyRecordCounts,
  expectedCounts,
  hasEnabledPoints,
  markableClassIds,
  myClasses,
  schoolsDailyRecordCounts,
} from "../attendance/index.ts";
import { opensPerDay } from "../center/index.ts";
import { signinsPerDay } from "../identity/index.ts";
import { canteenTotalsOn } from "../onecard/index.ts";
import { listSitesOfArea, schoolTimeZone, todayIn } from "../school/index.ts";
import { daysBetween, everyDay, fillDays, mondayOf, schoolDaysUpTo, sumCounts, withRates } from "./rates.ts";
import { visualError } from "./visual.messages.ts";

export type VisualDeps = { db: Db; now: () => Date; codesOf: CodeResolver };
type Caller = AuthContext;

/** The longest range one count or trend covers: a school year and a little. */
export const MAX_RANGE_DAYS = 400;

const todayAt = async (deps: VisualDeps, schoolId: number) => {
  const zone = await schoolTimeZone(deps.db, schoolId);
  return { zone, today: todayIn(zone, deps.now()) };
};

/** A checked range: from ≤ to, not longer than MAX_RANGE_DAYS, the end no later than today. */
const checkedRange = (from: string, to: string, today: string) => {
  if (to < from) throw visualError(400, "rangeInvalid");
  if (daysBetween(from, to) > MAX_RANGE_DAYS)
    throw visualError(400, "rangeTooLong", { days: MAX_RANGE_DAYS });
  if (from > today) throw visualError(400, "futureDay", { day: from });
  return { from, to: to > today ? today : to };
};

/** Whether the caller sees the whole school: its administrators and holders of attendance.view. */
const seesSchool = async (deps: VisualDeps, auth: Caller) =>
  auth.isAdmin || (await deps.codesOf(auth)).has("attendance.view");

const areaSchools = async (deps: VisualDeps, auth: Caller) => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw visualError(403, "areaAdminsOnly");
  if (!auth.isAdmin) throw visualError(403, "areaAdminsOnly");
  return (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
};

/** The schools of the caller's area (area administrators on the area's site): the area's board reads them. */
export const schoolsOfCallersArea = async (deps: VisualDeps, auth: Caller) =>
  (await areaSchools(deps, auth)).map((s) => ({ id: s.id, name: s.name }));

/**
 * countAll: counts by point, class, grade or school for a day or a range. A school's administrators (and
 * attendance.view) see the school, other teachers their classes; on an area's site its administrators get the
 * area's schools (their marked records: no roster is read across a hundred schools).
 */
export const countAll = async (
  deps: VisualDeps,
  auth: Caller,
  q: VisualCountAllQuery,
): Promise<VisualCountAll> => {
  const { today } = await todayAt(deps, auth.schoolId);
  const asked = q.date
    ? { from: q.date, to: q.date }
    : { from: q.from ?? today, to: q.to ?? q.from ?? today };
  const { from, to } = checkedRange(asked.from, asked.to, today);
  if (auth.schoolType === 1) {
    const schools = await areaSchools(deps, auth);
    const counted = await schoolsDailyRecordCounts(
      deps.db,
      schools.map((s) => s.id),
      from,
      to,
    );
    const rows = schools.map((s) => ({
      id: s.id,
      name: s.name,
      ...sumCounts(counted.filter((c) => c.schoolId === s.id)),
    }));
    return { from, to, by: "school", scope: "area", rows, sum: sumCounts(rows) };
  }
  if (auth.schoolType !== 0) throw visualError(403, "schoolSiteOnly");
  const classIds = (await seesSchool(deps, auth)) ? undefined : await markableClassIds(deps.db, auth);
  const rows = (
    await expectedCounts(deps.db, auth.schoolId, { from, to, by: q.by, pointId: q.pointId, classIds })
  ).map(({ pointId: _, ...r }) => withRates(r));
  return { from, to, by: q.by, scope: classIds ? "classes" : "school", rows, sum: sumCounts(rows) };
};

/**
 * The school's live board of a day: rates by grade, the late trend, who is absent, the canteen. Without a day
 * asked for, today; when no point is held today (a weekend, a holiday), the last school day with records, so
 * that a wall display shows the latest figures and says which day they are of.
 */
export const schoolBoard = async (
  deps: VisualDeps,
  auth: Caller,
  q: { date?: string },
): Promise<VisualSchoolBoard> => {
  const { zone, today } = await todayAt(deps, auth.schoolId);
  const asked = q.date ?? today;
  if (asked > today) throw visualError(400, "futureDay", { day: asked });
  const trendDays = schoolDaysUpTo(asked, 10);
  // Every figure of the day asked in one round; only a day without points (the last school day shown instead)
  // needs a second.
  const [hasPoints, gradesAsked, trendRows, absentAsked, placesAsked] = await Promise.all([
    hasEnabledPoints(deps.db, auth.schoolId),
    expectedCounts(deps.db, auth.schoolId, { from: asked, to: asked, by: "grade" }),
    dailyRecordCounts(deps.db, auth.schoolId, { from: trendDays[0], to: asked }),
    absentOn(deps.db, auth.schoolId, asked, undefined),
    canteenTotalsOn(deps.db, auth.schoolId, asked, zone),
  ]);
  const nothingHeld = gradesAsked.every((g) => g.total === 0);
  const latest = trendRows.filter((r) => r.total > 0).at(-1)?.day;
  const date = q.date === undefined && nothingHeld && latest ? latest : asked;
  const [grades, absent, places] =
    date === asked
      ? [gradesAsked, absentAsked, placesAsked]
      : await Promise.all([
          expectedCounts(deps.db, auth.schoolId, { from: date, to: date, by: "grade" }),
          absentOn(deps.db, auth.schoolId, date, undefined),
          canteenTotalsOn(deps.db, auth.schoolId, date, zone),
        ]);
  const gradeRows = grades.map(({ pointId: _, ...r }) => withRates(r));
  return {
    date,
    today,
    updatedAt: deps.now().toISOString(),
    hasPoints,
    school: sumCounts(gradeRows),
    grades: gradeRows,
    lateTrend: fillDays(trendDays, trendRows),
    absent,
    canteen: {
      amount: places.reduce((s, p) => s + p.amount, 0),
      count: places.reduce((s, p) => s + p.count, 0),
      places,
    },
  };
};

/** Daily rates of a range for the school or one grade, and per grade. */
export const trend = async (
  deps: VisualDeps,
  auth: Caller,
  q: { from: string; to: string; gradeId?: number },
): Promise<VisualTrend> => {
  const { today } = await todayAt(deps, auth.schoolId);
  const { from, to } = checkedRange(q.from, q.to, today);
  const [rows, grades] = await Promise.all([
    dailyRecordCounts(deps.db, auth.schoolId, { from, to, byGrade: true, gradeId: q.gradeId }),
    expectedCounts(deps.db, auth.schoolId, { from: to, to, by: "grade" }),
  ]);
  const days = everyDay(from, to);
  const gradeList = grades.filter((g) => g.id !== null).map((g) => ({ id: g.id as number, name: g.name }));
  for (const r of rows)
    if (r.id !== null && !gradeList.some((g) => g.id === r.id))
      gradeList.push({ id: r.id, name: `#${r.id}` });
  const shown = q.gradeId === undefined ? gradeList : gradeList.filter((g) => g.id === q.gradeId);
  return {
    from,
    to,
    gradeId: q.gradeId ?? null,
    grades: gradeList,
    days: fillDays(days, rows),
    byGrade: shown.map((g) => ({
      ...g,
      days: fillDays(
        days,
        rows.filter((r) => r.id === g.id),
      ),
    })),
  };
};

/**
 * The teacher's board: every class of theirs (administrators: the school's), today's counts and per point marked
 * or not (none on a day without a point), who is absent, the week's rates.
 */
export const teacherBoard = async (deps: VisualDeps, auth: Caller): Promise<VisualTeacherBoard> => {
  const { today } = await todayAt(deps, auth.schoolId);
  const classIds = await markableClassIds(deps.db, auth);
  const weekFrom = mondayOf(today);
  const [classes, byClass, byClassPoint, week, absent] = await Promise.all([
    myClasses(deps.db, auth),
    expectedCounts(deps.db, auth.schoolId, { from: today, to: today, by: "class", classIds }),
    expectedCounts(deps.db, auth.schoolId, { from: today, to: today, by: "classPoint", classIds }),
    expectedCounts(deps.db, auth.schoolId, { from: weekFrom, to: today, by: "class", classIds }),
    absentOn(deps.db, auth.schoolId, today, undefined, classIds),
  ]);
  return {
    date: today,
    updatedAt: deps.now().toISOString(),
    weekFrom,
    classes: classes.map((k) => {
      const counted = byClass.filter((c) => c.id === k.classId);
      return {
        id: k.classId,
        name: k.className,
        ...sumCounts(counted),
        points: byClassPoint
          .filter((p) => p.id === k.classId && p.pointId !== null)
          .map((p) => ({
            id: p.pointId as number,
            name: p.name,
            marked: p.total - p.unmarked,
            total: p.total,
          })),
        week: sumCounts(week.filter((w) => w.id === k.classId)),
      };
    }),
    absent,
  };
};

const userTypes = { tea: 0, stu: 1, p: 2 } as const;

/** The platform usage log of the school: app opens and sign-ins per day, a page of days and every day for the chart. */
export const usageLog = async (
  deps: VisualDeps,
  auth: Caller,
  q: { from: string; to: string; role?: keyof typeof userTypes; page: number; size: number },
): Promise<VisualUsage> => {
  const { zone, today } = await todayAt(deps, auth.schoolId);
  const { from, to } = checkedRange(q.from, q.to, today);
  const userType = q.role === undefined ? undefined : userTypes[q.role];
  const [opens, signins] = await Promise.all([
    opensPerDay(deps.db, auth.schoolId, { from, to, zone, userType }),
    signinsPerDay(deps.db, auth.schoolId, { from, to, zone, userType }),
  ]);
  const o = new Map(opens.map((r) => [r.day, r]));
  const s = new Map(signins.map((r) => [r.day, r]));
  const days = everyDay(from, to).map((day) => ({
    day,
    opens: o.get(day)?.opens ?? 0,
    openPeople: o.get(day)?.people ?? 0,
    signins: s.get(day)?.signins ?? 0,
    signinPeople: s.get(day)?.people ?? 0,
  }));
  const newest = [...days].reverse();
  return {
    from,
    to,
    days,
    list: newest.slice((q.page - 1) * q.size, q.page * q.size),
    total: days.length,
    page: q.page,
    size: q.size,
  };
};
