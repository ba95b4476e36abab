import type { PageQuery } from "@eos/contracts";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { orgUnit, student, teacher, teacherOrg } from "./org.tables.ts";

export type TeacherRow = {
  id: number;
  name: string;
  gender: number | null;
  phone: string | null;
  subject: string | null;
  isAdmin: number;
  idCard: string | null;
  createdAt: Date;
};

export type StudentRow = {
  id: number;
  name: string;
  gender: number | null;
  studentNo: string;
  classId: number;
  className: string;
  idCard: string | null;
  createdAt: Date;
};

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const orderBy = <T extends Record<string, unknown>>(
  q: PageQuery,
  columns: Record<string, T[keyof T] | unknown>,
  fallback: SQL | unknown,
) => {
  const column = q.sortField ? columns[q.sortField] : undefined;
  if (!column) return [fallback];
  return [q.sortOrder === "descend" ? desc(column as never) : asc(column as never)];
};

/**
 * Teachers of a school, searched by name or phone (or exact account ids, or an ID card's HMAC), optionally
 * within one org unit.
 */
export const pageTeachers = async (
  db: Db,
  schoolId: number,
  q: PageQuery & { orgId?: number; accountUserIds?: number[]; idCardHmac?: string },
): Promise<{ rows: TeacherRow[]; total: number }> => {
  const conditions: (SQL | undefined)[] = [eq(teacher.schoolId, schoolId)];
  if (q.keyword) {
    conditions.push(
      or(
        ilike(teacher.name, like(q.keyword)),
        ilike(teacher.phone, like(q.keyword)),
        q.accountUserIds?.length ? inArray(teacher.id, q.accountUserIds) : undefined,
        q.idCardHmac ? eq(teacher.idCardHmac, q.idCardHmac) : undefined,
      ),
    );
  }
  if (q.orgId) {
    conditions.push(
      sql`exists (select 1 from ${teacherOrg} d where d.school_id = ${teacher.schoolId} and d.teacher_id = ${teacher.id} and d.org_id = ${q.orgId})`,
    );
  }
  const where = and(...conditions);
  const columns = { name: teacher.name, createdAt: teacher.createdAt, subject: teacher.subject };
  const rows = await db
    .select({
      id: teacher.id,
      name: teacher.name,
      gender: teacher.gender,
      phone: teacher.phone,
      subject: teacher.subject,
      isAdmin: teacher.isAdmin,
      idCard: teacher.idCardMasked,
      createdAt: teacher.createdAt,
    })
    .from(teacher)
    .where(where)
    .orderBy(...(orderBy(q, columns, asc(teacher.id)) as SQL[]))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(teacher).where(where);
  return { rows, total: Number(n) };
};

/**
 * Students, searched by name or student number (or an ID card's HMAC), within a class or grade, and within
 * the classes the caller may see (undefined: all of the school).
 */
export const pageStudents = async (
  db: Db,
  schoolId: number,
  q: PageQuery & { orgId?: number; visibleClassIds?: number[]; idCardHmac?: string },
): Promise<{ rows: StudentRow[]; total: number }> => {
  const conditions: (SQL | undefined)[] = [eq(student.schoolId, schoolId)];
  if (q.keyword)
    conditions.push(
      or(
        ilike(student.name, like(q.keyword)),
        ilike(student.studentNo, like(q.keyword)),
        q.idCardHmac ? eq(student.idCardHmac, q.idCardHmac) : undefined,
      ),
    );
  if (q.orgId) {
    conditions.push(
      or(
        eq(student.classId, q.orgId),
        sql`exists (select 1 from ${orgUnit} c where c.school_id = ${student.schoolId} and c.id = ${student.classId} and c.pid = ${q.orgId})`,
      ),
    );
  }
  if (q.visibleClassIds) {
    conditions.push(q.visibleClassIds.length ? inArray(student.classId, q.visibleClassIds) : sql`false`);
  }
  const where = and(...conditions);
  const columns = {
    name: student.name,
    studentNo: student.studentNo,
    className: orgUnit.name,
    createdAt: student.createdAt,
  };
  const rows = await db
    .select({
      id: student.id,
      name: student.name,
      gender: student.gender,
      studentNo: student.studentNo,
      classId: student.classId,
      className: orgUnit.name,
      idCard: student.idCardMasked,
      createdAt: student.createdAt,
    })
    .from(student)
    .innerJoin(orgUnit, and(eq(orgUnit.schoolId, student.schoolId), eq(orgUnit.id, student.classId)))
    .where(where)
    .orderBy(...(orderBy(q, columns, asc(student.studentNo)) as SQL[]))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(student).where(where);
  return { rows, total: Number(n) };
};

/** The classes a teacher leads or teaches. */
export const classesOfTeacher = async (db: Db, schoolId: number, teacherId: number): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ orgId: teacherOrg.orgId })
    .from(teacherOrg)
    .innerJoin(orgUnit, and(eq(orgUnit.schoolId, teacherOrg.schoolId), eq(orgUnit.id, teacherOrg.orgId)))
    .where(
      and(eq(teacherOrg.schoolId, schoolId), eq(teacherOrg.teacherId, teacherId), eq(orgUnit.kind, "class")),
    );
  return rows.map((r) => r.orgId);
};
