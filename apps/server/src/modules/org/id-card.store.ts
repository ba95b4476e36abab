import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { student, teacher } from "./org.tables.ts";

export type IdCardHolder = "student" | "teacher";

const tableOf = (kind: IdCardHolder) => (kind === "student" ? student : teacher);

/** Who holds this ID card (by its keyed HMAC) among the school's students or teachers. */
export const idCardOwner = async (
  db: Db,
  kind: IdCardHolder,
  schoolId: number,
  hmac: string,
): Promise<number | undefined> => {
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.idCardHmac, hmac)));
  return row?.id;
};

/** The HMACs among `hmacs` that someone of the school already holds. */
export const takenIdCards = async (
  db: Db,
  kind: IdCardHolder,
  schoolId: number,
  hmacs: string[],
): Promise<Set<string>> => {
  const t = tableOf(kind);
  const found = new Set<string>();
  for (let i = 0; i < hmacs.length; i += 1000) {
    const rows = await db
      .select({ hmac: t.idCardHmac })
      .from(t)
      .where(and(eq(t.schoolId, schoolId), inArray(t.idCardHmac, hmacs.slice(i, i + 1000))));
    for (const r of rows) if (r.hmac) found.add(r.hmac);
  }
  return found;
};

export type SealedIdCard = { id: number; name: string; classId: number | null; sealed: string | null };

export const sealedIdCardOf = async (
  db: Db,
  kind: IdCardHolder,
  schoolId: number,
  id: number,
): Promise<SealedIdCard | undefined> => {
  if (kind === "student") {
    const [row] = await db
      .select({ id: student.id, name: student.name, classId: student.classId, sealed: student.idCardSealed })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), eq(student.id, id)));
    return row;
  }
  const [row] = await db
    .select({ id: teacher.id, name: teacher.name, sealed: teacher.idCardSealed })
    .from(teacher)
    .where(and(eq(teacher.schoolId, schoolId), eq(teacher.id, id)));
  return row ? { ...row, classId: null } : undefined;
};
