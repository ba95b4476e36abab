import { and, eq, or } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV } from "../org/index.ts";

type Conn = Db | Tx;

export type ClassNames = { className: string; gradeName: string };

/** The names of a class of the school, or of one class of a grade when `unit` is a grade; undefined if neither. */
export const unitNames = async (
  db: Conn,
  schoolId: number,
  unit: number,
): Promise<ClassNames | undefined> => {
  const [row] = await db
    .select({ className: classV.className, gradeName: classV.gradeName })
    .from(classV)
    .where(and(eq(classV.schoolId, schoolId), or(eq(classV.classId, unit), eq(classV.gradeId, unit))));
  return row;
};

/** The names of a class of the school; undefined when the school has no such class. */
export const classNames = async (
  db: Conn,
  schoolId: number,
  classId: number,
): Promise<ClassNames | undefined> => {
  const [row] = await db
    .select({ className: classV.className, gradeName: classV.gradeName })
    .from(classV)
    .where(and(eq(classV.schoolId, schoolId), eq(classV.classId, classId)));
  return row;
};
