import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";
import { eligibleWhere } from "./people.store.ts";

type Conn = Db | Tx;
type Raw = Record<string, unknown>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const paging = (page: number, size: number) => sql`limit ${size} offset ${(page - 1) * size}`;
const total = (rows: Raw[]) => Number(rows[0]?.total ?? 0);
const like = (keyword: string | undefined, ...columns: string[]): SQL =>
  keyword
    ? sql` and (${sql.join(
        columns.map((c) => sql`${sql.raw(c)} ilike ${`%${keyword.replace(/[\\%_]/g, "\\$&")}%`}`),
        sql` or `,
      )})`
    : sql``;

export type UserScoreRow = {
  studentId: number;
  name: string;
  studentNo: string;
  gradeName: string;
  className: string;
  joinedAt: string;
  score: number | null;
  comment: string;
  scoredAt: string | null;
  scoredByName: string | null;
};

/** The participants of an activity with their scores, paged; `count(*) over ()` gives the total in one pass. */
export const pageUserScores = async (
  db: Conn,
  schoolId: number,
  q: {
    activityId: number;
    page: number;
    size: number;
    keyword?: string;
    scored?: boolean;
    sortField?: string;
    sortOrder?: string;
  },
) => {
  const scored =
    q.scored === undefined ? sql`` : q.scored ? sql` and j.score is not null` : sql` and j.score is null`;
  const order = q.sortOrder === "ascend" ? sql`j.score asc nulls first` : sql`j.score desc nulls last`;
  const { rows } = await db.execute(sql`select j.student_id, s.student_name, s.student_no, s.grade_name,
      s.class_name, j.joined_at, j.score, j.comment, j.scored_at, j.scored_by_name, count(*) over () total
    from practice_join j
    left join ${studentClassV} s on s.school_id = j.school_id and s.student_id = j.student_id
    where j.school_id = ${schoolId} and j.activity_id = ${q.activityId}${scored}
      ${like(q.keyword, "s.student_name", "s.student_no")}
    order by ${q.sortField === "score" ? order : sql`j.joined_at`}, j.student_id ${paging(q.page, q.size)}`);
  const list = (rows as Raw[]).map(
    (r): UserScoreRow => ({
      studentId: Number(r.student_id),
      name: String(r.student_name ?? ""),
      studentNo: String(r.student_no ?? ""),
      gradeName: String(r.grade_name ?? ""),
      className: String(r.class_name ?? ""),
      joinedAt: iso(r.joined_at) ?? "",
      score: num(r.score),
      comment: String(r.comment ?? ""),
      scoredAt: iso(r.scored_at),
      scoredByName: (r.scored_by_name as string | null) ?? null,
    }),
  );
  return { list, total: total(rows as Raw[]) };
};

/** Students of the activity's classes and grades who have not signed up, paged. */
export const pageCanJoinUsers = async (
  db: Conn,
  schoolId: number,
  orgIds: number[],
  q: { activityId: number; page: number; size: number; keyword?: string },
) => {
  const { rows } = await db.execute(sql`select s.student_id, s.student_name, s.student_no, s.grade_name,
      s.class_name, count(*) over () total
    from ${studentClassV} s
    where s.school_id = ${schoolId} and ${eligibleWhere(orgIds)}
      and not exists (select 1 from practice_join j where j.school_id = s.school_id
        and j.activity_id = ${q.activityId} and j.student_id = s.student_id)
      ${like(q.keyword, "s.student_name", "s.student_no")}
    order by s.grade_sort, s.class_sort, s.student_no, s.student_id ${paging(q.page, q.size)}`);
  return {
    list: (rows as Raw[]).map((r) => ({
      studentId: Number(r.student_id),
      name: String(r.student_name),
      studentNo: String(r.student_no),
      gradeName: String(r.grade_name),
      className: String(r.class_name),
    })),
    total: total(rows as Raw[]),
  };
};

export type StudentActivityRow = {
  id: number;
  joined: boolean;
  score: number | null;
};

/**
 * A student's activities: those they joined (`joined` true) or those of their class or grade they have not
 * (false), newest first, paged. Ids only with the student's part; the caller reads the activities.
 */
export const pageStudentActivities = async (
  db: Conn,
  schoolId: number,
  student: { studentId: number; classId: number; gradeId: number | null },
  q: { joined: boolean; page: number; size: number; keyword?: string },
) => {
  const orgs = [student.classId, ...(student.gradeId === null ? [] : [student.gradeId])];
  const joinedHere = sql`exists (select 1 from practice_join j where j.school_id = a.school_id
    and j.activity_id = a.id and j.student_id = ${student.studentId})`;
  const which = q.joined ? joinedHere : sql`a.org_ids && ${sql.param(orgs)}::bigint[] and not ${joinedHere}`;
  const { rows } = await db.execute(sql`select a.id, (select j.score from practice_join j
        where j.school_id = a.school_id and j.activity_id = a.id and j.student_id = ${student.studentId}) score,
      count(*) over () total
    from practice_activity a
    where a.school_id = ${schoolId} and ${which}${like(q.keyword, "a.name")}
    order by a.created_at desc, a.id desc ${paging(q.page, q.size)}`);
  return {
    list: (rows as Raw[]).map((r) => ({ id: Number(r.id), joined: q.joined, score: num(r.score) })),
    total: total(rows as Raw[]),
  };
};

/** Count, average, highest and lowest of an activity's scores. */
export const scoreFigures = async (db: Conn, schoolId: number, activityId: number) => {
  const { rows } = await db.execute(sql`select count(score)::int scored, round(avg(score), 2) avg,
      max(score) max, min(score) min
    from practice_join where school_id = ${schoolId} and activity_id = ${activityId}`);
  const r = rows[0] as Raw;
  return { scoredNum: Number(r.scored ?? 0), avg: num(r.avg), max: num(r.max), min: num(r.min) };
};

/** Per class of the activity's org units: students who may join, joined, scored. */
export const participationByClass = async (
  db: Conn,
  schoolId: number,
  activityId: number,
  orgIds: number[],
) => {
  const { rows } = await db.execute(sql`select s.class_id, s.grade_name, s.class_name,
      count(*)::int eligible, count(j.student_id)::int joined, count(j.score)::int scored
    from ${studentClassV} s
    left join practice_join j on j.school_id = s.school_id and j.activity_id = ${activityId}
      and j.student_id = s.student_id
    where s.school_id = ${schoolId} and ${eligibleWhere(orgIds)}
    group by s.class_id, s.grade_name, s.class_name, s.grade_sort, s.class_sort
    order by s.grade_sort, s.class_sort, s.class_id`);
  return (rows as Raw[]).map((r) => ({
    classId: Number(r.class_id),
    gradeName: String(r.grade_name),
    className: String(r.class_name),
    eligible: Number(r.eligible),
    joined: Number(r.joined),
    scored: Number(r.scored),
  }));
};

/** How many scores fall in each band (0–59, 60–69, 70–79, 80–89, 90–100). */
export const scoreBands = async (db: Conn, schoolId: number, activityId: number) => {
  const { rows } =
    await db.execute(sql`select least(greatest(floor(score / 10)::int, 5), 9) band, count(*)::int n
    from practice_join where school_id = ${schoolId} and activity_id = ${activityId} and score is not null
    group by 1`);
  return new Map((rows as Raw[]).map((r) => [Number(r.band), Number(r.n)]));
};

/**
 * Evaluation's rule source: per student, the sum or average (or highest, or latest) of their activity scores
 * in a term (activities created in it), limited to some students or leaving some out.
 */
export const termScores = async (
  db: Conn,
  q: {
    schoolId: number;
    termId: number;
    aggregate: "sum" | "avg" | "max" | "latest";
    studentIds?: number[];
    except?: number[];
  },
): Promise<{ studentId: number; value: number }[]> => {
  const agg = {
    sum: sql`sum(j.score)`,
    avg: sql`avg(j.score)`,
    max: sql`max(j.score)`,
    latest: sql`(array_agg(j.score order by j.scored_at desc, j.activity_id desc))[1]`,
  }[q.aggregate];
  const only =
    q.studentIds === undefined ? sql`` : sql` and j.student_id = any(${sql.param(q.studentIds)}::bigint[])`;
  const except =
    q.except && q.except.length > 0
      ? sql` and not (j.student_id = any(${sql.param(q.except)}::bigint[]))`
      : sql``;
  const { rows } = await db.execute(sql`select j.student_id, round(${agg}, 4) v
    from practice_join j
    join practice_activity a on a.school_id = j.school_id and a.id = j.activity_id
    where j.school_id = ${q.schoolId} and a.term_id = ${q.termId} and j.score is not null${only}${except}
    group by j.student_id`);
  return (rows as Raw[]).map((r) => ({ studentId: Number(r.student_id), value: Number(r.v) }));
};
