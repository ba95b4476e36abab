import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV } from "../org/index.ts";
import { attendancePoint } from "./attendance.tables.ts";

type Conn = Db | Tx;

export type PointRow = typeof attendancePoint.$inferSelect;
export type PointValues = Pick<
  PointRow,
  "name" | "kind" | "gradeIds" | "startTime" | "endTime" | "lateAfter" | "weekdays" | "enabled"
>;

export const listPoints = (db: Conn, schoolId: number): Promise<PointRow[]> =>
  db
    .select()
    .from(attendancePoint)
    .where(eq(attendancePoint.schoolId, schoolId))
    .orderBy(asc(attendancePoint.startTime), asc(attendancePoint.id));

export const findPoint = async (db: Conn, schoolId: number, id: number): Promise<PointRow | undefined> =>
  (
    await db
      .select()
      .from(attendancePoint)
      .where(and(eq(attendancePoint.schoolId, schoolId), eq(attendancePoint.id, id)))
  )[0];

export const insertPoint = async (db: Conn, schoolId: number, values: PointValues): Promise<number> => {
  const [row] = await db
    .insert(attendancePoint)
    .values({ schoolId, ...values })
    .returning({ id: attendancePoint.id });
  return row.id;
};

export const updatePoint = async (
  db: Conn,
  schoolId: number,
  id: number,
  values: Partial<PointValues>,
  now: Date,
): Promise<boolean> =>
  (
    await db
      .update(attendancePoint)
      .set({ ...values, updatedAt: now })
      .where(and(eq(attendancePoint.schoolId, schoolId), eq(attendancePoint.id, id)))
      .returning({ id: attendancePoint.id })
  ).length > 0;

/** The school's grades (those that hold a class), with their names. */
export const gradesOf = async (db: Conn, schoolId: number): Promise<{ id: number; name: string }[]> => {
  const rows = await db
    .selectDistinct({ id: classV.gradeId, name: classV.gradeName, sort: classV.gradeSort })
    .from(classV)
    .where(and(eq(classV.schoolId, schoolId), isNotNull(classV.gradeId)))
    .orderBy(asc(classV.gradeSort), asc(classV.gradeId));
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
};
