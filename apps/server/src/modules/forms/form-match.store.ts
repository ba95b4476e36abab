import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";
import { formMatch } from "./forms.tables.ts";

type Conn = Db | Tx;

export type MatchRow = { itemId: number; dbItemName: string };

export const listMatches = (db: Conn, schoolId: number, formId: number): Promise<MatchRow[]> =>
  db
    .select({ itemId: formMatch.itemId, dbItemName: formMatch.dbItemName })
    .from(formMatch)
    .where(and(eq(formMatch.schoolId, schoolId), eq(formMatch.formId, formId)))
    .orderBy(asc(formMatch.itemId));

export const replaceMatches = async (tx: Tx, schoolId: number, formId: number, rows: MatchRow[]) => {
  await tx.delete(formMatch).where(and(eq(formMatch.schoolId, schoolId), eq(formMatch.formId, formId)));
  if (rows.length > 0) await tx.insert(formMatch).values(rows.map((r) => ({ schoolId, formId, ...r })));
};

/** A student's number, class and grade, through the view the org module publishes. */
export const studentProfile = async (db: Conn, schoolId: number, studentId: number) => {
  const [row] = await db
    .select({
      studentNo: studentClassV.studentNo,
      className: studentClassV.className,
      gradeName: studentClassV.gradeName,
    })
    .from(studentClassV)
    .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.studentId, studentId)));
  return row;
};
