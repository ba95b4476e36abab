import type { AttendancePoint, AttendancePointInput } from "@eos/contracts";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";
import type { ChatPush } from "./absence.service.ts";
import { attendanceError } from "./attendance.messages.ts";
import {
  findPoint,
  gradesOf,
  insertPoint,
  listPoints,
  type PointRow,
  type PointValues,
  updatePoint,
} from "./point.store.ts";
import { minutesOf } from "./school-time.ts";

/**
 * `sms`: the provider absence SMS go through when a school enables them (in-app notices always go); `chat`: the
 * work-chat push, for guardians who signed in through the school's work chat.
 */
export type AttendanceDeps = {
  db: Db;
  now: () => Date;
  qrKey: Buffer;
  sms?: SmsProvider;
  chat?: ChatPush;
  /** The caller's permission codes: attendance.view holders review every class's leave and chronic absence. */
  codesOf?: CodeResolver;
  /** The daily roll-up's job (rollup.service.ts): started when a school saves a point. */
  jobs?: Jobs;
};

export const pointView = (r: PointRow): AttendancePoint => ({
  id: r.id,
  name: r.name,
  kind: r.kind as AttendancePoint["kind"],
  gradeIds: r.gradeIds.map(Number),
  startTime: r.startTime,
  endTime: r.endTime,
  lateAfter: r.lateAfter,
  weekdays: r.weekdays,
  enabled: r.enabled,
});

/** The school's attendance points and its grades (for the points' grade picker). */
export const pointsOf = async (db: Db, schoolId: number) => {
  const [points, grades] = await Promise.all([listPoints(db, schoolId), gradesOf(db, schoolId)]);
  return { points: points.map(pointView), grades };
};

/** Checks a point before anything is written: the end after the start, every grade one of the school's. */
const valuesOf = async (db: Db, schoolId: number, input: AttendancePointInput): Promise<PointValues> => {
  if (minutesOf(input.endTime) <= minutesOf(input.startTime)) throw attendanceError(400, "endBeforeStart");
  const known = new Set((await gradesOf(db, schoolId)).map((g) => g.id));
  const unknown = [...new Set(input.gradeIds)].filter((id) => !known.has(id));
  if (unknown.length > 0) throw attendanceError(400, "unknownGrade", { ids: unknown.join(", ") });
  return {
    name: input.name,
    kind: input.kind,
    gradeIds: [...new Set(input.gradeIds)].sort((a, b) => a - b),
    startTime: input.startTime,
    endTime: input.endTime,
    lateAfter: input.lateAfter,
    weekdays: [...new Set(input.weekdays)].sort(),
    enabled: input.enabled,
  };
};

/** Adds or edits a point of the caller's school (administrators). */
export const savePoint = async (
  deps: Pick<AttendanceDeps, "db" | "now">,
  auth: Pick<AuthContext, "schoolId">,
  input: AttendancePointInput,
): Promise<{ id: number }> => {
  const values = await valuesOf(deps.db, auth.schoolId, input);
  if (input.id) {
    if (!(await updatePoint(deps.db, auth.schoolId, input.id, values, deps.now())))
      throw attendanceError(404, "pointNotFound");
    return { id: input.id };
  }
  return { id: await insertPoint(deps.db, auth.schoolId, values) };
};

/** Turns a point off (no new marks; its records stay) or on again. */
export const setPointEnabled = async (
  deps: Pick<AttendanceDeps, "db" | "now">,
  auth: AuthContext,
  id: number,
  enabled: boolean,
): Promise<void> => {
  if (!(await updatePoint(deps.db, auth.schoolId, id, { enabled }, deps.now())))
    throw attendanceError(404, "pointNotFound");
};

/** A point of the school that takes marks, or the envelope's 404 / 400. */
export const openPoint = async (db: Db, schoolId: number, id: number): Promise<PointRow> => {
  const point = await findPoint(db, schoolId, id);
  if (!point) throw attendanceError(404, "pointNotFound");
  if (!point.enabled) throw attendanceError(400, "pointDisabled");
  return point;
};
