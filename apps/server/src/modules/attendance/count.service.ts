import {
  type AttendanceAbsentList,
  type AttendanceClassify,
  type AttendanceDayCount,
  type AttendanceStatus,
  attendanceStatuses,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { attendanceError } from "./attendance.messages.ts";
import { absentOn, dayCounts, statusCounts } from "./count.store.ts";
import { markableClassIds, pastOrToday } from "./mark-access.ts";
import { findPoint } from "./point.store.ts";

type Deps = { db: Db; now: () => Date };
type Caller = Pick<AuthContext, "schoolId" | "userId" | "isAdmin">;

/** The longest range one classification covers: a school year and a little. */
export const MAX_RANGE_DAYS = 400;

/** A day's counts at a point by class, grade or the school: administrators see the school, teachers their classes. */
export const countDay = async (
  deps: Deps,
  auth: Caller,
  q: { date?: string; pointId: number; by: "class" | "grade" | "school" },
): Promise<AttendanceDayCount> => {
  if (!(await findPoint(deps.db, auth.schoolId, q.pointId))) throw attendanceError(404, "pointNotFound");
  const { day } = await pastOrToday(deps, auth.schoolId, q.date);
  const classIds = await markableClassIds(deps.db, auth);
  const rows = await dayCounts(deps.db, auth.schoolId, q.pointId, day, q.by, classIds);
  return { date: day, pointId: q.pointId, by: q.by, rows };
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Records of a range by status category, for the school or one class or grade. */
export const classify = async (
  deps: Deps,
  auth: Caller,
  q: { from: string; to: string; orgId?: number },
): Promise<AttendanceClassify> => {
  if (q.to < q.from) throw attendanceError(400, "rangeInvalid");
  if (daysBetween(q.from, q.to) > MAX_RANGE_DAYS)
    throw attendanceError(400, "rangeTooLong", { days: MAX_RANGE_DAYS });
  const classIds = await markableClassIds(deps.db, auth);
  const counted = new Map(
    (await statusCounts(deps.db, auth.schoolId, q.from, q.to, q.orgId, classIds)).map((r) => [
      r.status,
      r.count,
    ]),
  );
  const categories = attendanceStatuses.map((status: AttendanceStatus) => ({
    status,
    count: counted.get(status) ?? 0,
  }));
  return {
    from: q.from,
    to: q.to,
    orgId: q.orgId ?? null,
    categories,
    total: categories.reduce((sum, c) => sum + c.count, 0),
  };
};

/** The students marked absent without leave on a day (at one point, or any). */
export const absentList = async (
  deps: Deps,
  auth: Caller,
  q: { date?: string; pointId?: number },
): Promise<AttendanceAbsentList> => {
  const { day } = await pastOrToday(deps, auth.schoolId, q.date);
  const classIds = await markableClassIds(deps.db, auth);
  return { date: day, list: await absentOn(deps.db, auth.schoolId, day, q.pointId, classIds) };
};
