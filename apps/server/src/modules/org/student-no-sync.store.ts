import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { student } from "./org.tables.ts";

/** The form every student number takes when entered today (people edit and the student import). */
const STUDENT_NO = /^[A-Za-z0-9-]{1,20}$/;

/**
 * A student number as it should be stored: full-width letters, digits and dashes (typed with a Chinese input
 * method or pasted from a spreadsheet) become their ASCII form and whitespace goes.
 */
export const normalStudentNo = (raw: string): string => raw.normalize("NFKC").replace(/\s+/g, "");

export type StudentNoConflict = { studentId: number; name: string; studentNo: string; wanted: string };
export type StudentNoSync = { checked: number; updated: number; conflicts: StudentNoConflict[] };

/**
 * Brings a school's stored student numbers to their normal form, so that the passport (its student number
 * and the names of its PDF files) and searches by number agree with what staff type. A number whose normal
 * form another student already holds, or that is still not a valid number, is left alone and reported.
 * Idempotent: a second run changes nothing.
 */
export const syncStudentNos = (db: Db, schoolId: number): Promise<StudentNoSync> =>
  db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: student.id, name: student.name, studentNo: student.studentNo })
      .from(student)
      .where(eq(student.schoolId, schoolId))
      .orderBy(asc(student.id));
    const taken = new Set(rows.map((r) => r.studentNo));
    const conflicts: StudentNoConflict[] = [];
    let updated = 0;
    for (const row of rows) {
      const wanted = normalStudentNo(row.studentNo);
      if (wanted === row.studentNo) continue;
      if (!STUDENT_NO.test(wanted) || taken.has(wanted)) {
        conflicts.push({ studentId: row.id, name: row.name, studentNo: row.studentNo, wanted });
        continue;
      }
      await tx
        .update(student)
        .set({ studentNo: wanted })
        .where(and(eq(student.schoolId, schoolId), eq(student.id, row.id)));
      taken.delete(row.studentNo);
      taken.add(wanted);
      updated += 1;
    }
    return { checked: rows.length, updated, conflicts };
  });
