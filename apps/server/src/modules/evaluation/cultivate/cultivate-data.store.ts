import type { LevelBand } from "@eos/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { classV, studentClassV } from "../../org/index.ts";
import { cultivateData, cultivateRefresh } from "./cultivate.tables.ts";

type Conn = Db | Tx;

/** A goal and one indicator that counts for it (its own links and those of its sub-goals). */
export type GoalLink = { goalId: number; indicatorId: number };

const idList = (ids: number[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::bigint)`;

/**
 * What the processed data was made from, as one text: the linked indicators' scores in the term (count, sum,
 * latest computation) and the school's class membership. Any rescoring or class change alters it.
 */
export const scoreMark = async (db: Conn, schoolId: number, termId: number, indicatorIds: number[]) => {
  const { rows } = await db.execute(sql`select md5(concat_ws('|',
      (select count(*) || ':' || coalesce(sum(score), 0) || ':' || coalesce(extract(epoch from max(computed_at)), 0)
        from indicator_score where school_id = ${schoolId} and term_id = ${termId}
          and indicator_id in ${idList(indicatorIds)}),
      (select count(*) || ':' || coalesce(md5(string_agg(student_id || '-' || class_id, ','
          order by student_id, class_id)), '')
        from ${studentClassV} where school_id = ${schoolId}))) mark`);
  return String((rows[0] as { mark: string }).mark);
};

/**
 * Processes a term's chart data in one statement: each student's goal score is the mean of score / max × 100
 * over the goal's linked indicators (no score counts as 0); per goal and class the students, those scored,
 * the sum of goal scores and how many scored students reached each band.
 */
export const processData = async (
  tx: Tx,
  p: {
    schoolId: number;
    modelId: number;
    termId: number;
    targetModelId: number;
    links: GoalLink[];
    levels: LevelBand[];
  },
): Promise<void> => {
  await tx
    .delete(cultivateData)
    .where(
      and(
        eq(cultivateData.schoolId, p.schoolId),
        eq(cultivateData.modelId, p.modelId),
        eq(cultivateData.termId, p.termId),
      ),
    );
  if (p.links.length === 0) return;
  const links = JSON.stringify(p.links.map((l) => ({ g: l.goalId, i: l.indicatorId })));
  const bands = JSON.stringify(p.levels);
  await tx.execute(sql`insert into cultivate_data
      (school_id, model_id, term_id, goal_id, class_id, students, scored, score_sum, bands)
    with links as (
      select (l->>'g')::bigint goal_id, i.id indicator_id, i.max_score
      from jsonb_array_elements(${links}::jsonb) l
      join target_indicator i on i.school_id = ${p.schoolId} and i.model_id = ${p.targetModelId}
        and i.id = (l->>'i')::bigint and i.max_score > 0),
    stu as (select student_id, class_id from ${studentClassV} where school_id = ${p.schoolId}),
    per as (
      select l.goal_id, s.student_id, s.class_id, count(x.indicator_id) n,
        avg(coalesce(x.score, 0) / l.max_score * 100) pct
      from links l cross join stu s
      left join indicator_score x on x.school_id = ${p.schoolId} and x.term_id = ${p.termId}
        and x.indicator_id = l.indicator_id and x.student_id = s.student_id
      group by l.goal_id, s.student_id, s.class_id),
    banded as (
      select per.*, case when n > 0 then (select b->>'name' from jsonb_array_elements(${bands}::jsonb) b
          where per.pct >= (b->>'min')::numeric order by (b->>'min')::numeric desc limit 1) end band
      from per),
    counted as (
      select goal_id, class_id, band, count(*) c from banded where band is not null
      group by goal_id, class_id, band)
    select ${p.schoolId}, ${p.modelId}, ${p.termId}, b.goal_id, b.class_id, count(*), count(*) filter (where n > 0),
      round(sum(pct), 4),
      coalesce((select jsonb_object_agg(c.band, c.c) from counted c
        where c.goal_id = b.goal_id and c.class_id = b.class_id), '{}'::jsonb)
    from banded b group by b.goal_id, b.class_id`);
};

export type RefreshRow = {
  modelVersion: number;
  targetVersion: number;
  scoreMark: string;
  refreshedAt: Date;
};

export const findRefresh = async (
  db: Conn,
  schoolId: number,
  modelId: number,
  termId: number,
): Promise<RefreshRow | null> => {
  const [row] = await db
    .select({
      modelVersion: cultivateRefresh.modelVersion,
      targetVersion: cultivateRefresh.targetVersion,
      scoreMark: cultivateRefresh.scoreMark,
      refreshedAt: cultivateRefresh.refreshedAt,
    })
    .from(cultivateRefresh)
    .where(
      and(
        eq(cultivateRefresh.schoolId, schoolId),
        eq(cultivateRefresh.modelId, modelId),
        eq(cultivateRefresh.termId, termId),
      ),
    );
  return row ?? null;
};

export const saveRefresh = async (
  tx: Tx,
  key: { schoolId: number; modelId: number; termId: number },
  row: RefreshRow & { refreshedBy: number | null },
) => {
  await tx
    .insert(cultivateRefresh)
    .values({ ...key, ...row })
    .onConflictDoUpdate({
      target: [cultivateRefresh.schoolId, cultivateRefresh.modelId, cultivateRefresh.termId],
      set: row,
    });
};

export type ChartScope = {
  schoolId: number;
  modelId: number;
  termId: number;
  classId?: number;
  gradeId?: number;
};

const scopeFilter = (s: ChartScope) => {
  if (s.classId !== undefined) return sql` and d.class_id = ${s.classId}`;
  if (s.gradeId !== undefined)
    return sql` and d.class_id in (select class_id from ${classV}
      where school_id = ${s.schoolId} and grade_id = ${s.gradeId})`;
  return sql``;
};

export type GoalFigures = { students: number; scored: number; scoreSum: number; bands: Map<string, number> };

/** The processed figures of each goal, added up over the scope's classes. */
export const goalFigures = async (db: Db, s: ChartScope): Promise<Map<number, GoalFigures>> => {
  const where = sql`d.school_id = ${s.schoolId} and d.model_id = ${s.modelId} and d.term_id = ${s.termId}${scopeFilter(s)}`;
  const [totals, bands] = await Promise.all([
    db.execute(sql`select d.goal_id, sum(d.students) students, sum(d.scored) scored, sum(d.score_sum) score_sum
      from cultivate_data d where ${where} group by d.goal_id`),
    db.execute(sql`select d.goal_id, b.key band, sum(b.value::int) c
      from cultivate_data d, jsonb_each_text(d.bands) b where ${where} group by d.goal_id, b.key`),
  ]);
  const out = new Map<number, GoalFigures>();
  for (const r of totals.rows as Record<string, unknown>[]) {
    out.set(Number(r.goal_id), {
      students: Number(r.students),
      scored: Number(r.scored),
      scoreSum: Number(r.score_sum),
      bands: new Map(),
    });
  }
  for (const r of bands.rows as Record<string, unknown>[]) {
    out.get(Number(r.goal_id))?.bands.set(String(r.band), Number(r.c));
  }
  return out;
};
