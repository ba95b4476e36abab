import type { PageQuery } from "@eos/contracts";
import { and, asc, count, desc, eq, ilike, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/client.ts";
import { DRIVER_NAMES_IT, reusedQueries } from "../../platform/db/reused-queries.ts";
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

type Sortable = Record<string, SQLWrapper>;

/** The requested sort when the list offers it (an own key of `columns`), else none: the list's own order. */
const sortOf = (q: PageQuery, columns: Sortable): { field: string; descending: boolean } | undefined =>
  q.sortField && Object.hasOwn(columns, q.sortField)
    ? { field: q.sortField, descending: q.sortOrder === "descend" }
    : undefined;

const orderOf = (sort: ReturnType<typeof sortOf>, columns: Sortable, fallback: SQL): SQL => {
  if (!sort) return fallback;
  const column = columns[sort.field];
  return sort.descending ? desc(column) : asc(column);
};

/**
 * The lists' statements are built once per shape (reused-queries.ts), every value a placeholder filled per
 * request.
 */
const p = sql.placeholder;
/** `column = any($n)`: one statement for any number of ids (`in ($1, $2, …)` would be one per count). */
const anyOf = (column: SQLWrapper, name: string) => sql`${column} = any(${p(name)})`;

type PagedQueries<Row> = {
  page: { execute: (values: Record<string, unknown>) => Promise<Row[]> };
  count: { execute: (values: Record<string, unknown>) => Promise<{ n: number }[]> };
};

const pagedBy = async <Row>(queries: PagedQueries<Row>, values: Record<string, unknown>, q: PageQuery) => {
  const rows = await queries.page.execute({ ...values, limit: q.size, offset: (q.page - 1) * q.size });
  const [{ n }] = await queries.count.execute(values);
  return { rows, total: Number(n) };
};

/** A shape holds only flags and the sort, so its JSON names it. */
const shapeKey = (shape: object) => JSON.stringify(shape);

const teacherColumns: Sortable = {
  name: teacher.name,
  createdAt: teacher.createdAt,
  subject: teacher.subject,
};
const teacherPages = reusedQueries<PagedQueries<TeacherRow>>();

type TeacherQuery = PageQuery & { orgId?: number; accountUserIds?: number[]; idCardHmac?: string };

/** Which optional conditions and which sort a teacher page has: its statements are built once per shape. */
const teacherShapeOf = (q: TeacherQuery) => ({
  keyword: Boolean(q.keyword),
  byAccount: Boolean(q.keyword && q.accountUserIds?.length),
  byIdCard: Boolean(q.keyword && q.idCardHmac),
  inOrg: Boolean(q.orgId),
  sort: sortOf(q, teacherColumns),
});

const buildTeacherPage = (db: Db, shape: ReturnType<typeof teacherShapeOf>): PagedQueries<TeacherRow> => {
  const where = and(
    eq(teacher.schoolId, p("schoolId")),
    shape.keyword
      ? or(
          ilike(teacher.name, p("like")),
          ilike(teacher.phone, p("like")),
          shape.byAccount ? anyOf(teacher.id, "accountUserIds") : undefined,
          shape.byIdCard ? eq(teacher.idCardHmac, p("idCardHmac")) : undefined,
        )
      : undefined,
    shape.inOrg
      ? sql`exists (select 1 from ${teacherOrg} d where d.school_id = ${teacher.schoolId} and d.teacher_id = ${teacher.id} and d.org_id = ${p("orgId")})`
      : undefined,
  );
  const page = db
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
    .orderBy(orderOf(shape.sort, teacherColumns, asc(teacher.id)))
    .limit(p("limit"))
    .offset(p("offset"))
    .prepare(DRIVER_NAMES_IT);
  const total = db.select({ n: count() }).from(teacher).where(where).prepare(DRIVER_NAMES_IT);
  return { page, count: total };
};

/**
 * Teachers of a school, searched by name or phone (or exact account ids, or an ID card's HMAC), optionally
 * within one org unit.
 */
export const pageTeachers = async (
  db: Db,
  schoolId: number,
  q: TeacherQuery,
): Promise<{ rows: TeacherRow[]; total: number }> => {
  const shape = teacherShapeOf(q);
  const queries = teacherPages(db, shapeKey(shape), () => buildTeacherPage(db, shape));
  const values = {
    schoolId,
    like: q.keyword && like(q.keyword),
    accountUserIds: q.accountUserIds,
    idCardHmac: q.idCardHmac,
    orgId: q.orgId,
  };
  return pagedBy(queries, values, q);
};

const studentColumns: Sortable = {
  name: student.name,
  studentNo: student.studentNo,
  className: orgUnit.name,
  createdAt: student.createdAt,
};
/** A class's grade: grades and classes go in the school's order (一年级, 二年级, … 十年级), never by their names. */
const gradeUnit = alias(orgUnit, "grade_unit");
const classOrder = [
  sql`coalesce(${gradeUnit.sort}, 0)`,
  sql`coalesce(${gradeUnit.id}, 0)`,
  orgUnit.sort,
  orgUnit.id,
] as const;

/**
 * The list's order: by default grade by grade, class by class, then by student number; sorting by class keeps
 * that grade and class order (either way round), then the student number.
 */
const studentOrder = (sort: ReturnType<typeof sortOf>): SQL[] => {
  if (!sort) return [...classOrder.map((c) => asc(c)), asc(student.studentNo), asc(student.id)];
  if (sort.field === "className") {
    const dir = sort.descending ? desc : asc;
    return [...classOrder.map((c) => dir(c)), asc(student.studentNo), asc(student.id)];
  }
  return [orderOf(sort, studentColumns, asc(student.studentNo)), asc(student.id)];
};
const studentPages = reusedQueries<PagedQueries<StudentRow>>();

type StudentQuery = PageQuery & { orgId?: number; visibleClassIds?: number[]; idCardHmac?: string };

/** Which optional conditions and which sort a student page has: its statements are built once per shape. */
const studentShapeOf = (q: StudentQuery) => ({
  keyword: Boolean(q.keyword),
  byIdCard: Boolean(q.keyword && q.idCardHmac),
  inOrg: Boolean(q.orgId),
  visible: q.visibleClassIds === undefined ? "all" : q.visibleClassIds.length ? "some" : "none",
  sort: sortOf(q, studentColumns),
});

const buildStudentPage = (db: Db, shape: ReturnType<typeof studentShapeOf>): PagedQueries<StudentRow> => {
  const where = and(
    eq(student.schoolId, p("schoolId")),
    shape.keyword
      ? or(
          ilike(student.name, p("like")),
          ilike(student.studentNo, p("like")),
          shape.byIdCard ? eq(student.idCardHmac, p("idCardHmac")) : undefined,
        )
      : undefined,
    shape.inOrg
      ? or(
          eq(student.classId, p("orgId")),
          sql`exists (select 1 from ${orgUnit} c where c.school_id = ${student.schoolId} and c.id = ${student.classId} and c.pid = ${p("orgId")})`,
        )
      : undefined,
    shape.visible === "some"
      ? anyOf(student.classId, "visibleClassIds")
      : shape.visible === "none"
        ? sql`false`
        : undefined,
  );
  const page = db
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
    .leftJoin(
      gradeUnit,
      and(
        eq(gradeUnit.schoolId, orgUnit.schoolId),
        eq(gradeUnit.id, orgUnit.pid),
        eq(gradeUnit.kind, "grade"),
      ),
    )
    .where(where)
    .orderBy(...studentOrder(shape.sort))
    .limit(p("limit"))
    .offset(p("offset"))
    .prepare(DRIVER_NAMES_IT);
  const total = db.select({ n: count() }).from(student).where(where).prepare(DRIVER_NAMES_IT);
  return { page, count: total };
};

/**
 * Students, searched by name or student number (or an ID card's HMAC), within a class or grade, and within
 * the classes the caller may see (undefined: all of the school).
 */
export const pageStudents = async (
  db: Db,
  schoolId: number,
  q: StudentQuery,
): Promise<{ rows: StudentRow[]; total: number }> => {
  const shape = studentShapeOf(q);
  const queries = studentPages(db, shapeKey(shape), () => buildStudentPage(db, shape));
  const values = {
    schoolId,
    like: q.keyword && like(q.keyword),
    idCardHmac: q.idCardHmac,
    orgId: q.orgId,
    visibleClassIds: q.visibleClassIds,
  };
  return pagedBy(queries, values, q);
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
