import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { liveSceneV } from "../collection/index.ts";
import { classV, parentStudentV, studentClassV, teacherV } from "../org/index.ts";

type Conn = Db | Tx;

/**
 * The pickers' reads over the views org and collection publish (org_student_class_v, org_teacher_v,
 * org_parent_student_v, org_class_v, collection_scene_v): course never reads their tables.
 */
export type PickerFilter = { keyword?: string; classId?: number; page: number; size: number };
type Picked = { id: number; name: string; detail: string };

const paged = (f: PickerFilter) => ({ limit: f.size, offset: (f.page - 1) * f.size });

export const pickStudents = async (db: Conn, schoolId: number, f: PickerFilter) => {
  const like = f.keyword ? `%${f.keyword}%` : undefined;
  const where = and(
    eq(studentClassV.schoolId, schoolId),
    f.classId ? eq(studentClassV.classId, f.classId) : undefined,
    like ? or(ilike(studentClassV.studentName, like), ilike(studentClassV.studentNo, like)) : undefined,
  );
  const { limit, offset } = paged(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: studentClassV.studentId,
        name: studentClassV.studentName,
        detail: sql<string>`${studentClassV.gradeName} || ' ' || ${studentClassV.className} || ' · ' || ${studentClassV.studentNo}`,
      })
      .from(studentClassV)
      .where(where)
      .orderBy(asc(studentClassV.gradeSort), asc(studentClassV.classSort), asc(studentClassV.studentNo))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(studentClassV).where(where),
  ]);
  return { rows: rows as Picked[], total: Number(total?.n ?? 0) };
};

export const pickTeachers = async (db: Conn, schoolId: number, f: PickerFilter) => {
  const where = and(
    eq(teacherV.schoolId, schoolId),
    f.keyword ? ilike(teacherV.teacherName, `%${f.keyword}%`) : undefined,
  );
  const { limit, offset } = paged(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: teacherV.teacherId, name: teacherV.teacherName, detail: teacherV.subject })
      .from(teacherV)
      .where(where)
      .orderBy(asc(teacherV.teacherName), asc(teacherV.teacherId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(teacherV).where(where),
  ]);
  return { rows: rows as Picked[], total: Number(total?.n ?? 0) };
};

/** Parents with the child they are linked to (one row per parent and child); phones are not shown. */
export const pickParents = async (db: Conn, schoolId: number, f: PickerFilter) => {
  const on = and(
    eq(studentClassV.schoolId, parentStudentV.schoolId),
    eq(studentClassV.studentId, parentStudentV.studentId),
  );
  const where = and(
    eq(parentStudentV.schoolId, schoolId),
    f.classId ? eq(studentClassV.classId, f.classId) : undefined,
    f.keyword
      ? or(
          ilike(parentStudentV.parentName, `%${f.keyword}%`),
          ilike(studentClassV.studentName, `%${f.keyword}%`),
        )
      : undefined,
  );
  const { limit, offset } = paged(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: parentStudentV.parentId,
        name: parentStudentV.parentName,
        detail: sql<string>`${studentClassV.studentName} || ' · ' || ${studentClassV.gradeName} || ' ' || ${studentClassV.className}`,
      })
      .from(parentStudentV)
      .innerJoin(studentClassV, on)
      .where(where)
      .orderBy(asc(studentClassV.gradeSort), asc(studentClassV.classSort), asc(parentStudentV.parentName))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(parentStudentV).innerJoin(studentClassV, on).where(where),
  ]);
  return { rows: rows as Picked[], total: Number(total?.n ?? 0) };
};

/** The school's grades with their classes, in the school's order. */
export const gradesWithClasses = async (db: Conn, schoolId: number) => {
  const rows = await db
    .select({
      gradeId: classV.gradeId,
      gradeName: classV.gradeName,
      classId: classV.classId,
      className: classV.className,
    })
    .from(classV)
    .where(eq(classV.schoolId, schoolId))
    .orderBy(asc(classV.gradeSort), asc(classV.classSort), asc(classV.classId));
  const grades = new Map<number, { id: number; label: string; children: { id: number; label: string }[] }>();
  for (const r of rows) {
    if (r.gradeId === null) continue;
    const g = grades.get(r.gradeId) ?? { id: r.gradeId, label: r.gradeName, children: [] };
    g.children.push({ id: r.classId, label: r.className });
    grades.set(r.gradeId, g);
  }
  return [...grades.values()];
};

/** A student's grade (null when the student is unknown or in no grade). */
export const gradeOfStudent = async (db: Conn, schoolId: number, studentId: number) =>
  (
    await db
      .select({ gradeId: studentClassV.gradeId })
      .from(studentClassV)
      .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.studentId, studentId)))
  )[0]?.gradeId ?? null;

export const scenesOf = (db: Conn, schoolId: number, ids?: number[]) =>
  db
    .select({ id: liveSceneV.sceneId, name: liveSceneV.name })
    .from(liveSceneV)
    .where(and(eq(liveSceneV.schoolId, schoolId), ids ? inArray(liveSceneV.sceneId, ids) : undefined))
    .orderBy(asc(liveSceneV.name));
