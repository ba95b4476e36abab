import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";

const rowsOf = async (db: Db, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];

/** The students a summary covers: optionally some classes (a class teacher's), a class, a grade. */
export type SummaryScope = {
  schoolId: number;
  termId: number;
  classIds?: number[];
  classId?: number;
  gradeId?: number;
};

const withScope = (s: SummaryScope): SQL => {
  const inClasses =
    s.classIds === undefined
      ? sql``
      : s.classIds.length === 0
        ? sql` and false`
        : sql` and class_id in (${sql.join(
            s.classIds.map((c) => sql`${c}::bigint`),
            sql`, `,
          )})`;
  return sql`scope as (select student_id, class_id, class_name, grade_id, grade_name, grade_sort, class_sort
      from ${studentClassV} where school_id = ${s.schoolId}${inClasses}
      ${s.classId === undefined ? sql`` : sql` and class_id = ${s.classId}`}
      ${s.gradeId === undefined ? sql`` : sql` and grade_id = ${s.gradeId}`}),
    aw as (select a.student_id, a.certificate_id from certificate_acquire a
      where a.school_id = ${s.schoolId} and a.term_id = ${s.termId} and a.revoked_at is null
        and a.student_id in (select student_id from scope))`;
};

export type ClassCount = {
  classId: number;
  className: string;
  gradeId: number | null;
  gradeName: string;
  students: number;
  count: number;
  holders: number;
};

/** Per class of the scope: its students, the awards in force they hold in the term, and how many hold one. */
export const countsByClass = async (db: Db, s: SummaryScope): Promise<ClassCount[]> =>
  (
    await rowsOf(
      db,
      sql`with ${withScope(s)}
      select sc.class_id, sc.class_name, sc.grade_id, sc.grade_name, count(distinct sc.student_id) students,
        count(aw.certificate_id) n, count(distinct aw.student_id) holders
      from scope sc left join aw on aw.student_id = sc.student_id
      group by sc.class_id, sc.class_name, sc.grade_id, sc.grade_name, sc.grade_sort, sc.class_sort
      order by sc.grade_sort, sc.class_sort, sc.class_id`,
    )
  ).map((r) => ({
    classId: Number(r.class_id),
    className: String(r.class_name),
    gradeId: r.grade_id === null ? null : Number(r.grade_id),
    gradeName: String(r.grade_name),
    students: Number(r.students),
    count: Number(r.n),
    holders: Number(r.holders),
  }));

/** Per certificate of the term (enabled, or holding awards): the awards in force within the scope. */
export const countsByCertificate = async (
  db: Db,
  s: SummaryScope,
): Promise<{ certificateId: number; name: string; count: number }[]> =>
  (
    await rowsOf(
      db,
      sql`with ${withScope(s)}
      select c.id, c.name, count(aw.student_id) n from certificate c
      left join aw on aw.certificate_id = c.id
      where c.school_id = ${s.schoolId} and c.term_id = ${s.termId}
      group by c.id, c.name, c.state having c.state = 1 or count(aw.student_id) > 0
      order by count(aw.student_id) desc, c.id`,
    )
  ).map((r) => ({ certificateId: Number(r.id), name: String(r.name), count: Number(r.n) }));

export type SchoolCount = {
  schoolId: number;
  certificates: number;
  awarded: number;
  holders: number;
  students: number;
};

/** Per school of an area, each in its own current term: enabled certificates, awards in force, holders. */
export const countsBySchool = async (
  db: Db,
  schools: { schoolId: number; termId: number | null }[],
): Promise<Map<number, SchoolCount>> => {
  if (schools.length === 0) return new Map();
  const rows = await rowsOf(
    db,
    sql`with p(school_id, term_id) as (values ${sql.join(
      schools.map((x) => sql`(${x.schoolId}::bigint, ${x.termId}::bigint)`),
      sql`, `,
    )}),
    st as (select v.school_id, count(*) n from ${studentClassV} v join p on p.school_id = v.school_id
      group by v.school_id),
    aw as (select a.school_id, count(*) n, count(distinct a.student_id) h from certificate_acquire a
      join p on p.school_id = a.school_id and p.term_id = a.term_id
      join ${studentClassV} v on v.school_id = a.school_id and v.student_id = a.student_id
      where a.revoked_at is null group by a.school_id),
    ce as (select c.school_id, count(*) n from certificate c
      join p on p.school_id = c.school_id and p.term_id = c.term_id where c.state = 1 group by c.school_id)
    select p.school_id, coalesce(st.n, 0) students, coalesce(aw.n, 0) awarded, coalesce(aw.h, 0) holders,
      coalesce(ce.n, 0) certificates
    from p left join st on st.school_id = p.school_id left join aw on aw.school_id = p.school_id
      left join ce on ce.school_id = p.school_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.school_id),
      {
        schoolId: Number(r.school_id),
        students: Number(r.students),
        awarded: Number(r.awarded),
        holders: Number(r.holders),
        certificates: Number(r.certificates),
      },
    ]),
  );
};
