import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";

/** The students a query covers: optionally some classes (a teacher's), a class, a grade. */
export type QueryScope = {
  schoolId: number;
  termId: number;
  modelId: number;
  /** Only these classes (a class teacher's); undefined: every class. */
  classIds?: number[];
  classId?: number;
  gradeId?: number;
};

const scopeSql = (s: QueryScope): SQL => {
  const inClasses =
    s.classIds === undefined
      ? sql``
      : s.classIds.length === 0
        ? sql` and false`
        : sql` and class_id in (${sql.join(
            s.classIds.map((c) => sql`${c}`),
            sql`, `,
          )})`;
  return sql`select student_id, student_name, student_no, class_name, class_id, grade_sort, class_sort
    from ${studentClassV} where school_id = ${s.schoolId}${inClasses}
    ${s.classId === undefined ? sql`` : sql` and class_id = ${s.classId}`}
    ${s.gradeId === undefined ? sql`` : sql` and grade_id = ${s.gradeId}`}`;
};

export type ConditionFilter = {
  indicatorId: number;
  min?: number;
  max?: number;
  band?: string;
  keyword?: string;
  sort: "score" | "studentNo" | "className";
  order: "asc" | "desc";
};

export type ConditionRow = {
  studentId: number;
  studentName: string;
  studentNo: string;
  className: string;
  score: number;
  raw: number;
  band: string | null;
  scored: boolean;
  rank: number;
};

/**
 * One indicator's scores over the scope's students (no score reads 0), ranked in the scope, then filtered by
 * range, band and keyword, sorted and cut to a page; the total counts the filtered rows.
 */
export const pageScoresByCondition = async (
  db: Db,
  s: QueryScope,
  f: ConditionFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: ConditionRow[]; total: number }> => {
  const dir = f.order === "asc" ? sql`asc` : sql`desc`;
  const orderBy =
    f.sort === "studentNo"
      ? sql`student_no ${dir}, student_id`
      : f.sort === "className"
        ? sql`grade_sort ${dir}, class_sort ${dir}, class_id ${dir}, score desc, student_no, student_id`
        : sql`score ${dir}, student_no, student_id`;
  const keyword = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const { rows } = await db.execute(sql`with scope as (${scopeSql(s)}),
    scored as (
      select sc.*, coalesce(x.score, 0)::float8 score, coalesce(x.raw, 0)::float8 raw, x.band,
        x.student_id is not null is_scored
      from scope sc
      left join indicator_score x on x.school_id = ${s.schoolId} and x.term_id = ${s.termId}
        and x.model_id = ${s.modelId} and x.indicator_id = ${f.indicatorId} and x.student_id = sc.student_id),
    ranked as (select *, rank() over (order by score desc) rnk from scored),
    found as (select * from ranked where true
      ${f.min === undefined ? sql`` : sql` and score >= ${f.min}`}
      ${f.max === undefined ? sql`` : sql` and score <= ${f.max}`}
      ${f.band === undefined ? sql`` : sql` and band = ${f.band}`}
      ${keyword === undefined ? sql`` : sql` and (student_name ilike ${keyword} or student_no ilike ${keyword})`})
    select *, count(*) over () n from found order by ${orderBy}
    limit ${window.limit} offset ${window.offset}`);
  const list = rows as Record<string, unknown>[];
  let total = list.length > 0 ? Number(list[0].n) : 0;
  if (list.length === 0 && window.offset > 0) {
    // A page past the end still says how many rows there are.
    const { rows: counted } = await db.execute(sql`with scope as (${scopeSql(s)}),
      scored as (select sc.*, coalesce(x.score, 0)::float8 score, x.band from scope sc
        left join indicator_score x on x.school_id = ${s.schoolId} and x.term_id = ${s.termId}
          and x.model_id = ${s.modelId} and x.indicator_id = ${f.indicatorId} and x.student_id = sc.student_id)
      select count(*) n from scored where true
      ${f.min === undefined ? sql`` : sql` and score >= ${f.min}`}
      ${f.max === undefined ? sql`` : sql` and score <= ${f.max}`}
      ${f.band === undefined ? sql`` : sql` and band = ${f.band}`}
      ${keyword === undefined ? sql`` : sql` and (student_name ilike ${keyword} or student_no ilike ${keyword})`}`);
    total = Number((counted as Record<string, unknown>[])[0]?.n ?? 0);
  }
  return {
    total,
    rows: list.map((r) => ({
      studentId: Number(r.student_id),
      studentName: String(r.student_name),
      studentNo: String(r.student_no ?? ""),
      className: String(r.class_name),
      score: Number(r.score),
      raw: Number(r.raw),
      band: r.band === null || r.band === undefined ? null : String(r.band),
      scored: r.is_scored === true || r.is_scored === "t",
      rank: Number(r.rnk),
    })),
  };
};

export type RuleSumRow = {
  ruleId: number;
  ruleName: string;
  indicatorId: number;
  indicatorName: string;
  sum: number;
  scoredStudents: number;
  entries: number;
};

/** Each enabled rule of the model with the points it gave the scope's students in the term, in one query. */
export const ruleSumsIn = async (
  db: Db,
  s: QueryScope,
): Promise<{ rows: RuleSumRow[]; students: number }> => {
  const { rows } = await db.execute(sql`with scope as (${scopeSql(s)}),
    sums as (
      select rs.rule_id, sum(rs.score)::float8 total, count(*) n
      from rule_score rs
      where rs.school_id = ${s.schoolId} and rs.term_id = ${s.termId}
        and rs.student_id in (select student_id from scope)
      group by rs.rule_id),
    entries as (
      select e.rule_id, count(*) n
      from score_entry e
      where e.school_id = ${s.schoolId} and e.term_id = ${s.termId} and e.counted
        and e.student_id in (select student_id from scope)
      group by e.rule_id)
    select r.id, r.name, r.indicator_id, i.name indicator_name,
      coalesce(su.total, 0) total, coalesce(su.n, 0) scored, coalesce(en.n, 0) entries,
      (select count(*) from scope) students
    from compute_rule r
    join target_indicator i on i.school_id = r.school_id and i.id = r.indicator_id
    left join sums su on su.rule_id = r.id
    left join entries en on en.rule_id = r.id
    where r.school_id = ${s.schoolId} and r.model_id = ${s.modelId} and r.status = 1
    order by coalesce(su.total, 0) desc, i.level, i.sort, r.id`);
  const list = rows as Record<string, unknown>[];
  let students = list.length > 0 ? Number(list[0].students) : -1;
  if (students < 0) {
    const { rows: n } = await db.execute(sql`with scope as (${scopeSql(s)}) select count(*) n from scope`);
    students = Number((n as Record<string, unknown>[])[0]?.n ?? 0);
  }
  return {
    students,
    rows: list.map((r) => ({
      ruleId: Number(r.id),
      ruleName: String(r.name),
      indicatorId: Number(r.indicator_id),
      indicatorName: String(r.indicator_name),
      sum: Number(r.total),
      scoredStudents: Number(r.scored),
      entries: Number(r.entries),
    })),
  };
};
