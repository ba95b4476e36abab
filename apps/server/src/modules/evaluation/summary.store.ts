import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";

/** The students a summary covers: a class, a grade, or the whole school. */
export type SummaryScope = {
  schoolId: number;
  termId: number;
  modelId: number;
  classId?: number;
  gradeId?: number;
};

export const scopeOf = (s: SummaryScope): SQL => sql`select student_id, student_name, student_no, class_name
  from ${studentClassV} where school_id = ${s.schoolId}
  ${s.classId === undefined ? sql`` : sql` and class_id = ${s.classId}`}
  ${s.gradeId === undefined ? sql`` : sql` and grade_id = ${s.gradeId}`}`;

export type TotalRow = {
  studentId: number;
  studentName: string;
  studentNo: string;
  className: string;
  total: number;
  scored: boolean;
  rank: number;
  /** The scores of the asked indicators, in their order; null where the student has none. */
  picked: (number | null)[];
};

/** The asked indicators' scores of each student as one JSON object (the pivot of the indicator columns). */
const pivotOf = (ids: number[]): SQL =>
  ids.length === 0
    ? sql`null::jsonb picked`
    : sql`jsonb_object_agg(x.indicator_id, x.score) filter (where x.indicator_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})) picked`;

const pickedOf = (value: unknown, ids: number[]): (number | null)[] => {
  const found = (typeof value === "string" ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;
  return ids.map((id) => (found[String(id)] === undefined ? null : Number(found[String(id)])));
};

/**
 * Every student's total in the scope (Σ level-1 score / max × weight, scaled by the weights' sum), ranked,
 * highest first; students without scores count as 0. `indicatorIds`: indicators whose scores come along,
 * pivoted in the same statement.
 */
export const totalsIn = async (db: Db, s: SummaryScope, indicatorIds: number[] = []): Promise<TotalRow[]> => {
  const { rows } = await db.execute(sql`with scope as (${scopeOf(s)}),
    weights as (select coalesce(nullif(sum(weight), 0), 1) w from target_indicator
      where school_id = ${s.schoolId} and model_id = ${s.modelId} and level = 1),
    tot as (
      select sc.student_id, sc.student_name, sc.student_no, sc.class_name, count(x.indicator_id) n,
        round(coalesce(sum(x.score / nullif(i.max_score, 0) * i.weight) filter (where i.level = 1), 0)
          * 100 / (select w from weights), 2) total, ${pivotOf(indicatorIds)}
      from scope sc
      left join indicator_score x on x.school_id = ${s.schoolId} and x.term_id = ${s.termId}
        and x.model_id = ${s.modelId} and x.student_id = sc.student_id
      left join target_indicator i on i.school_id = x.school_id and i.id = x.indicator_id
      group by sc.student_id, sc.student_name, sc.student_no, sc.class_name)
    select *, rank() over (order by total desc) rnk from tot order by total desc, student_no, student_id`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    studentId: Number(r.student_id),
    studentName: String(r.student_name),
    studentNo: String(r.student_no ?? ""),
    className: String(r.class_name),
    total: Number(r.total),
    scored: Number(r.n) > 0,
    rank: Number(r.rnk),
    picked: pickedOf(r.picked, indicatorIds),
  }));
};

export type AverageRow = {
  indicatorId: number;
  pid: number | null;
  level: number;
  name: string;
  maxScore: number;
  average: number;
};

/** The average score of each level-1 and level-2 indicator over the scope's students (no score counts as 0). */
export const averagesIn = async (db: Db, s: SummaryScope): Promise<AverageRow[]> => {
  const { rows } = await db.execute(sql`with scope as (${scopeOf(s)}),
    n as (select count(*) c from scope)
    select i.id, i.pid, i.level, i.name, i.max_score,
      round(coalesce(sum(x.score), 0) / greatest((select c from n), 1), 2) average
    from target_indicator i
    left join indicator_score x on x.school_id = i.school_id and x.indicator_id = i.id and x.term_id = ${s.termId}
      and x.student_id in (select student_id from scope)
    where i.school_id = ${s.schoolId} and i.model_id = ${s.modelId} and i.level <= 2
    group by i.id, i.pid, i.level, i.name, i.max_score, i.sort
    order by i.level, i.sort, i.id`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    indicatorId: Number(r.id),
    pid: r.pid === null ? null : Number(r.pid),
    level: Number(r.level),
    name: String(r.name),
    maxScore: Number(r.max_score),
    average: Number(r.average),
  }));
};
