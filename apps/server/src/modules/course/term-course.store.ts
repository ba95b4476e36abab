import { and, asc, count, desc, eq, ilike, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { courseMain, courseType, subject, termCourse } from "./course.tables.ts";

type Conn = Db | Tx;

export type TermCourseRow = {
  id: number;
  courseMainId: number;
  name: string;
  subjectName: string;
  typeName: string;
  termId: number;
  capacity: number;
  teacherIds: number[];
  gradeIds: number[];
};

const columns = {
  id: termCourse.id,
  courseMainId: termCourse.courseMainId,
  name: courseMain.name,
  subjectName: subject.name,
  typeName: courseType.name,
  termId: termCourse.termId,
  capacity: termCourse.capacity,
  teacherIds: termCourse.teacherIds,
  gradeIds: courseMain.gradeIds,
};

const joined = (db: Conn) =>
  db
    .select(columns)
    .from(termCourse)
    .innerJoin(
      courseMain,
      and(eq(courseMain.schoolId, termCourse.schoolId), eq(courseMain.id, termCourse.courseMainId)),
    )
    .innerJoin(subject, and(eq(subject.schoolId, courseMain.schoolId), eq(subject.id, courseMain.subjectId)))
    .innerJoin(
      courseType,
      and(eq(courseType.schoolId, courseMain.schoolId), eq(courseType.id, courseMain.typeId)),
    );

const normalise = (r: TermCourseRow): TermCourseRow => ({
  ...r,
  teacherIds: r.teacherIds.map(Number),
  gradeIds: r.gradeIds.map(Number),
});

const sortable = { name: courseMain.name, capacity: termCourse.capacity, id: termCourse.id };

export const pageTermCourses = async (
  db: Conn,
  schoolId: number,
  f: {
    termId: number;
    keyword?: string;
    sortField?: string;
    sortOrder?: "ascend" | "descend";
    page: number;
    size: number;
  },
): Promise<{ rows: TermCourseRow[]; total: number }> => {
  const where = and(
    eq(termCourse.schoolId, schoolId),
    eq(termCourse.termId, f.termId),
    f.keyword ? ilike(courseMain.name, `%${f.keyword}%`) : undefined,
  );
  const key = sortable[f.sortField as keyof typeof sortable] ?? courseMain.name;
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(f.sortOrder === "descend" ? desc(key) : asc(key), asc(termCourse.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db
      .select({ n: count() })
      .from(termCourse)
      .innerJoin(
        courseMain,
        and(eq(courseMain.schoolId, termCourse.schoolId), eq(courseMain.id, termCourse.courseMainId)),
      )
      .where(where),
  ]);
  return { rows: rows.map(normalise), total: Number(total?.n ?? 0) };
};

export const findTermCourses = async (
  db: Conn,
  schoolId: number,
  ids: number[],
): Promise<TermCourseRow[]> => {
  if (ids.length === 0) return [];
  return (await joined(db).where(and(eq(termCourse.schoolId, schoolId), inArray(termCourse.id, ids)))).map(
    normalise,
  );
};

/** The term's courses open to a grade (the student's phone view). */
export const termCoursesOfGrade = async (db: Conn, schoolId: number, termId: number, gradeId: number) =>
  (
    await joined(db)
      .where(and(eq(termCourse.schoolId, schoolId), eq(termCourse.termId, termId)))
      .orderBy(asc(courseMain.name))
  )
    .map(normalise)
    .filter((r) => r.gradeIds.length === 0 || r.gradeIds.includes(gradeId));

/** Which of these course mains the term already gives. */
export const givenInTerm = async (db: Conn, schoolId: number, termId: number, courseMainIds: number[]) =>
  (
    await db
      .select({ id: termCourse.courseMainId })
      .from(termCourse)
      .where(
        and(
          eq(termCourse.schoolId, schoolId),
          eq(termCourse.termId, termId),
          inArray(termCourse.courseMainId, courseMainIds),
        ),
      )
  ).map((r) => r.id);

export const insertTermCourses = async (
  db: Conn,
  schoolId: number,
  rows: { courseMainId: number; termId: number; capacity: number; teacherIds: number[] }[],
) =>
  (
    await db
      .insert(termCourse)
      .values(rows.map((r) => ({ schoolId, ...r })))
      .returning({ id: termCourse.id })
  ).map((r) => r.id);

export const updateTermCourse = async (
  db: Conn,
  schoolId: number,
  id: number,
  v: { capacity: number; teacherIds: number[] },
) =>
  (
    await db
      .update(termCourse)
      .set(v)
      .where(and(eq(termCourse.schoolId, schoolId), eq(termCourse.id, id)))
      .returning({ id: termCourse.id })
  ).length > 0;

export const deleteTermCourse = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .delete(termCourse)
      .where(and(eq(termCourse.schoolId, schoolId), eq(termCourse.id, id)))
      .returning({ id: termCourse.id })
  ).length > 0;
