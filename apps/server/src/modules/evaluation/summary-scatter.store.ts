import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { type SummaryScope, scopeOf } from "./summary.store.ts";

export type ScatterAxis = { indicatorId: number; name: string; maxScore: number };
export type ScatterPoint = {
  studentId: number;
  studentName: string;
  studentNo: string;
  className: string;
  x: number;
  y: number;
};

/** The named indicators of the scope's model, or fewer when one is not in it. */
export const axesIn = async (db: Db, s: SummaryScope, ids: number[]): Promise<ScatterAxis[]> => {
  const { rows } = await db.execute(sql`select id, name, max_score from target_indicator
    where school_id = ${s.schoolId} and model_id = ${s.modelId}
      and id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    indicatorId: Number(r.id),
    name: String(r.name),
    maxScore: Number(r.max_score),
  }));
};

/** Each student of the scope with their scores on two indicators in the term (no score counts as 0), one query. */
export const scatterIn = async (
  db: Db,
  s: SummaryScope,
  xId: number,
  yId: number,
): Promise<ScatterPoint[]> => {
  const { rows } = await db.execute(sql`with scope as (${scopeOf(s)})
    select sc.student_id, sc.student_name, sc.student_no, sc.class_name,
      coalesce(max(x.score) filter (where x.indicator_id = ${xId}), 0) x,
      coalesce(max(x.score) filter (where x.indicator_id = ${yId}), 0) y
    from scope sc
    left join indicator_score x on x.school_id = ${s.schoolId} and x.term_id = ${s.termId}
      and x.model_id = ${s.modelId} and x.student_id = sc.student_id and x.indicator_id in (${xId}, ${yId})
    group by sc.student_id, sc.student_name, sc.student_no, sc.class_name
    order by sc.student_no, sc.student_id`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    studentId: Number(r.student_id),
    studentName: String(r.student_name),
    studentNo: String(r.student_no ?? ""),
    className: String(r.class_name),
    x: Number(r.x),
    y: Number(r.y),
  }));
};
