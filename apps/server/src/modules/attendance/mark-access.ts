import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { classesOfTeacher, type RosterClass, rosterClasses } from "../org/index.ts";
import { schoolTimeZone, todayIn } from "../school/index.ts";
import { attendanceError } from "./attendance.messages.ts";
import { openPoint } from "./point.service.ts";
import type { PointRow } from "./point.store.ts";

type Deps = { db: Db; now: () => Date };
type Caller = Pick<AuthContext, "schoolId" | "userId" | "isAdmin">;

/** The classes a teacher may take attendance for: the ones they lead or teach; every class (undefined) for administrators. */
export const markableClassIds = async (db: Db, auth: Caller): Promise<number[] | undefined> =>
  auth.isAdmin ? undefined : classesOfTeacher(db, auth.schoolId, auth.userId);

/** Today at the school, and the day asked for (today by default) unless it lies in the future. */
export const pastOrToday = async (deps: Deps, schoolId: number, day: string | undefined) => {
  const today = todayIn(await schoolTimeZone(deps.db, schoolId), deps.now());
  const chosen = day ?? today;
  if (chosen > today) throw attendanceError(400, "futureDay", { day: chosen });
  return { today, day: chosen };
};

/**
 * The class (404 unless the school's), checked to be one the caller may mark (403), and the point (404, or 400
 * when disabled or not for the class's grade), with today at the school.
 */
export const markClassAccess = async (
  deps: Deps,
  auth: Caller,
  classId: number,
  pointId: number,
): Promise<{ klass: RosterClass; point: PointRow; today: string }> => {
  const [klass] = await rosterClasses(deps.db, auth.schoolId, [classId]);
  if (!klass) throw attendanceError(404, "classNotFound");
  const allowed = await markableClassIds(deps.db, auth);
  if (allowed && !allowed.includes(classId)) throw attendanceError(403, "notYourClass");
  const point = await openPoint(deps.db, auth.schoolId, pointId);
  if (klass.gradeId === null || !point.gradeIds.map(Number).includes(Number(klass.gradeId)))
    throw attendanceError(400, "pointNotForClass");
  const { today } = await pastOrToday(deps, auth.schoolId, undefined);
  return { klass, point, today };
};
