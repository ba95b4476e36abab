import { and, asc, count, desc, eq, ilike, inArray, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { courseMain, courseType, subject, termCourse } from "./course.tables.ts";

type Conn = Db | Tx;

export type CourseMainValues = {
  name: string;
  subjectId: number;
  typeId: number;
  description: string;
  hours: number;
  gradeIds: number[];
  capacity: number;
  teacherIds: number[];
  sceneId: number | null;
};

export type CourseMainRow = CourseMainValues & {
  id: number;
  subjectName: string;
  typeName: string;
  termCourseCount: number;
};

export type CourseMainFilter = {
  keyword?: string;
  subjectId?: number;
  typeId?: number;
  /** Only course mains not yet given in this term (pageCanSetCurrentMainCourse). */
  notInTerm?: number;
  sortField?: string;
  sortOrder?: "ascend" | "descend";
  page: number;
  size: number;
};

const sortable = {
  name: courseMain.name,
  hours: courseMain.hours,
  capacity: courseMain.capacity,
  id: courseMain.id,
};

const termCount = sql<number>`(select count(*)::int from ${termCourse} tc where tc.school_id = ${courseMain.schoolId} and tc.course_main_id = ${courseMain.id})`;

const columns = {
  id: courseMain.id,
  name: courseMain.name,
  subjectId: courseMain.subjectId,
  typeId: courseMain.typeId,
  description: courseMain.description,
  hours: courseMain.hours,
  gradeIds: courseMain.gradeIds,
  capacity: courseMain.capacity,
  teacherIds: courseMain.teacherIds,
  sceneId: courseMain.sceneId,
  subjectName: subject.name,
  typeName: courseType.name,
  termCourseCount: termCount,
};

const joined = (db: Conn) =>
  db
    .select(columns)
    .from(courseMain)
    .innerJoin(subject, and(eq(subject.schoolId, courseMain.schoolId), eq(subject.id, courseMain.subjectId)))
    .innerJoin(
      courseType,
      and(eq(courseType.schoolId, courseMain.schoolId), eq(courseType.id, courseMain.typeId)),
    );

const normalise = (r: CourseMainRow): CourseMainRow => ({
  ...r,
  gradeIds: r.gradeIds.map(Number),
  teacherIds: r.teacherIds.map(Number),
  sceneId: r.sceneId === null ? null : Number(r.sceneId),
  termCourseCount: Number(r.termCourseCount),
});

export const pageCourseMains = async (
  db: Conn,
  schoolId: number,
  f: CourseMainFilter,
): Promise<{ rows: CourseMainRow[]; total: number }> => {
  const given =
    f.notInTerm === undefined
      ? undefined
      : notInArray(
          courseMain.id,
          db
            .select({ id: termCourse.courseMainId })
            .from(termCourse)
            .where(and(eq(termCourse.schoolId, schoolId), eq(termCourse.termId, f.notInTerm))),
        );
  const where = and(
    eq(courseMain.schoolId, schoolId),
    f.keyword ? ilike(courseMain.name, `%${f.keyword}%`) : undefined,
    f.subjectId ? eq(courseMain.subjectId, f.subjectId) : undefined,
    f.typeId ? eq(courseMain.typeId, f.typeId) : undefined,
    given,
  );
  const key = sortable[f.sortField as keyof typeof sortable] ?? courseMain.id;
  const order = f.sortOrder === "descend" || (!f.sortField && key === courseMain.id) ? desc(key) : asc(key);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(order, desc(courseMain.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(courseMain).where(where),
  ]);
  return { rows: rows.map(normalise), total: Number(total?.n ?? 0) };
};

export const findCourseMains = async (
  db: Conn,
  schoolId: number,
  ids: number[],
): Promise<CourseMainRow[]> => {
  if (ids.length === 0) return [];
  const rows = await joined(db).where(and(eq(courseMain.schoolId, schoolId), inArray(courseMain.id, ids)));
  return rows.map(normalise);
};

export const insertCourseMain = async (db: Conn, schoolId: number, v: CourseMainValues) =>
  (
    await db
      .insert(courseMain)
      .values({ schoolId, ...v })
      .returning({ id: courseMain.id })
  )[0].id;

export const updateCourseMain = async (db: Conn, schoolId: number, id: number, v: CourseMainValues) =>
  (
    await db
      .update(courseMain)
      .set(v)
      .where(and(eq(courseMain.schoolId, schoolId), eq(courseMain.id, id)))
      .returning({ id: courseMain.id })
  ).length > 0;

/** Locks the course main (removal against a term course being made from it). */
export const lockCourseMain = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .select({ id: courseMain.id, name: courseMain.name })
      .from(courseMain)
      .where(and(eq(courseMain.schoolId, schoolId), eq(courseMain.id, id)))
      .for("update")
  )[0];

export const deleteCourseMain = async (db: Conn, schoolId: number, id: number) => {
  await db.delete(courseMain).where(and(eq(courseMain.schoolId, schoolId), eq(courseMain.id, id)));
};
