import type { LevelBand } from "@eos/contracts";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { teacherDeptV, teacherV } from "../../org/index.ts";
import { targetModel } from "../evaluation.tables.ts";
import { TEACHERS } from "../model.store.ts";

/**
 * Teacher growth's reads (SPEC 2 '/SDP teaGrowth'). Scores of a teacher model sit in the evaluation score
 * tables like students' (student_id holds the teacher's id); the teachers and their departments come from the
 * org module's views. Every figure is one set-based query per request, never a query per teacher.
 */

/** A teacher model read on a term: whom it covers and how its level-1 indicators weigh. */
export type GrowthScope = { schoolId: number; termId: number; modelId: number; levels: LevelBand[] };

const int = (v: unknown) => Number(v ?? 0);

export const teacherModels = async (db: Db, schoolId: number) =>
  db
    .select({ id: targetModel.id, name: targetModel.name, version: targetModel.version })
    .from(targetModel)
    .where(and(eq(targetModel.schoolId, schoolId), eq(targetModel.subjectType, TEACHERS)))
    .orderBy(asc(targetModel.id));

export const teacherOf = async (db: Db, schoolId: number, teacherId: number) => {
  const [row] = await db
    .select({ id: teacherV.teacherId, name: teacherV.teacherName, subject: teacherV.subject })
    .from(teacherV)
    .where(and(eq(teacherV.schoolId, schoolId), eq(teacherV.teacherId, teacherId)));
  return row ?? null;
};

/** The departments of each teacher named, in the school's order of departments. */
export const departmentsOf = async (
  db: Db,
  schoolId: number,
  teacherIds: number[],
): Promise<Map<number, string[]>> => {
  const out = new Map<number, string[]>();
  if (teacherIds.length === 0) return out;
  const rows = await db
    .select({ teacherId: teacherDeptV.teacherId, name: teacherDeptV.deptName })
    .from(teacherDeptV)
    .where(and(eq(teacherDeptV.schoolId, schoolId), inArray(teacherDeptV.teacherId, teacherIds)))
    .orderBy(asc(teacherDeptV.deptSort), asc(teacherDeptV.deptId));
  for (const r of rows) out.set(r.teacherId, [...(out.get(r.teacherId) ?? []), r.name]);
  return out;
};

/** The school's departments that have teachers, in the school's order. */
export const departmentsOfSchool = async (db: Db, schoolId: number) =>
  db
    .selectDistinct({ id: teacherDeptV.deptId, name: teacherDeptV.deptName, sort: teacherDeptV.deptSort })
    .from(teacherDeptV)
    .where(eq(teacherDeptV.schoolId, schoolId))
    .orderBy(asc(teacherDeptV.deptSort), asc(teacherDeptV.deptId));

/** A teacher's level-1 scores on the model in every term that has any, for the growth chart. */
export const levelOneByTerm = async (db: Db, schoolId: number, modelId: number, teacherId: number) => {
  const { rows } = await db.execute(sql`select x.term_id, x.indicator_id, x.score
    from indicator_score x
    join target_indicator i on i.school_id = x.school_id and i.id = x.indicator_id and i.level = 1
    where x.school_id = ${schoolId} and x.model_id = ${modelId} and x.student_id = ${teacherId}`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    termId: int(r.term_id),
    indicatorId: int(r.indicator_id),
    score: Number(r.score),
  }));
};

/** The band a total reaches by the model's level equivalency (SQL over a `total` column). */
const bandOf = (levels: LevelBand[], total: SQL): SQL => sql`(select b->>'name'
  from jsonb_array_elements(${JSON.stringify(levels)}::jsonb) b
  where ${total} >= (b->>'min')::numeric order by (b->>'min')::numeric desc limit 1)`;

/**
 * Every teacher of the school with their total on the model in the term (Σ level-1 score / max × weight,
 * scaled to 100 by the weights' sum; no score counts as 0), their band when scored, their rank in the school
 * and their level-1 scores: the CTEs `tot` (one row per teacher) and `l1s` (level-1 scores).
 */
const totals = (s: GrowthScope): SQL => sql`l1 as (select id, max_score, weight from target_indicator
      where school_id = ${s.schoolId} and model_id = ${s.modelId} and level = 1),
    w as (select coalesce(nullif(sum(weight), 0), 1) w from l1),
    l1s as (select x.student_id teacher_id, x.indicator_id, x.score, l1.max_score, l1.weight
      from indicator_score x join l1 on l1.id = x.indicator_id
      where x.school_id = ${s.schoolId} and x.term_id = ${s.termId} and x.model_id = ${s.modelId}),
    raw as (select t.teacher_id, t.teacher_name, t.subject, count(l1s.indicator_id) n,
        round(coalesce(sum(l1s.score / nullif(l1s.max_score, 0) * l1s.weight), 0) * 100 / (select w from w), 2) total
      from org_teacher_v t left join l1s on l1s.teacher_id = t.teacher_id
      where t.school_id = ${s.schoolId}
      group by t.teacher_id, t.teacher_name, t.subject),
    tot as (select raw.*, case when n > 0 then ${bandOf(s.levels, sql`raw.total`)} end band,
      rank() over (order by total desc) rnk from raw)`;

export type TeacherTotal = {
  teacherId: number;
  teacherName: string;
  subject: string;
  total: number;
  band: string | null;
  rank: number;
  indicators: { indicatorId: number; score: number }[];
};

export type TeacherFilter = {
  deptId?: number;
  keyword?: string;
  sort: "total" | "name";
  order: "asc" | "desc";
};

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filtered = (s: GrowthScope, f: TeacherFilter): SQL => {
  const dept =
    f.deptId === undefined
      ? sql``
      : sql` and exists (select 1 from org_teacher_dept_v d where d.school_id = ${s.schoolId}
          and d.teacher_id = tot.teacher_id and d.dept_id = ${f.deptId})`;
  const keyword = f.keyword ? sql` and tot.teacher_name ilike ${like(f.keyword)}` : sql``;
  return sql`f as (select * from tot where true${dept}${keyword})`;
};

const orderOf = (f: TeacherFilter): SQL => {
  const dir = sql.raw(f.order === "asc" ? "asc" : "desc");
  return f.sort === "name"
    ? sql`teacher_name ${dir}, teacher_id`
    : sql`total ${dir}, teacher_name, teacher_id`;
};

const rowOf = (r: Record<string, unknown>): TeacherTotal => ({
  teacherId: int(r.teacher_id),
  teacherName: String(r.teacher_name ?? ""),
  subject: String(r.subject ?? ""),
  total: Number(r.total),
  band: (r.band as string | null) ?? null,
  rank: int(r.rnk),
  indicators: ((r.indicators ?? []) as { indicatorId: unknown; score: unknown }[]).map((i) => ({
    indicatorId: int(i.indicatorId),
    score: Number(i.score),
  })),
});

/** One page of the school's teachers (filtered, sorted), with the count of all that match, in one query. */
export const pageTeacherTotals = async (
  db: Db,
  s: GrowthScope,
  f: TeacherFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TeacherTotal[]; total: number }> => {
  const { rows } = await db.execute(sql`with ${totals(s)}, ${filtered(s, f)},
    p as (select * from f order by ${orderOf(f)} limit ${page.limit} offset ${page.offset})
    select (select count(*) from f) full_count, p.*,
      (select coalesce(json_agg(json_build_object('indicatorId', l1s.indicator_id, 'score', l1s.score)), '[]')
        from l1s where l1s.teacher_id = p.teacher_id) indicators
    from p order by ${orderOf(f)}`);
  const list = rows as Record<string, unknown>[];
  if (list.length > 0) return { rows: list.map(rowOf), total: int(list[0].full_count) };
  const { rows: counted } = await db.execute(
    sql`with ${totals(s)}, ${filtered(s, f)} select count(*) n from f`,
  );
  return { rows: [], total: int((counted[0] as { n?: unknown } | undefined)?.n) };
};

/** A group of teachers the summary reads: -1 the whole school, 0 those in no department, else a department. */
const groups = (s: GrowthScope): SQL => sql`g as (
    select -1::bigint grp, teacher_id from tot
    union all
    select d.dept_id, d.teacher_id from org_teacher_dept_v d where d.school_id = ${s.schoolId}
    union all
    select 0::bigint, tot.teacher_id from tot where not exists (select 1 from org_teacher_dept_v d
      where d.school_id = ${s.schoolId} and d.teacher_id = tot.teacher_id))`;

export type GroupFigures = {
  grp: number;
  teachers: number;
  scored: number;
  average: number;
  bands: Map<string, number>;
  indicators: Map<number, number>;
};

/**
 * Per group (the school, each department, those in none): teachers, scored teachers, the average total, the
 * teachers per band and the average of each level-1 indicator; three grouped queries over the same CTEs.
 */
export const groupFigures = async (db: Db, s: GrowthScope): Promise<GroupFigures[]> => {
  const base = sql`with ${totals(s)}, ${groups(s)}`;
  const [heads, bands, indicators] = await Promise.all([
    db.execute(sql`${base} select g.grp, count(*) teachers, count(*) filter (where tot.n > 0) scored,
        round(avg(tot.total), 2) average
      from g join tot on tot.teacher_id = g.teacher_id group by g.grp`),
    db.execute(sql`${base} select g.grp, tot.band, count(*) n
      from g join tot on tot.teacher_id = g.teacher_id where tot.band is not null group by g.grp, tot.band`),
    db.execute(sql`${base}, size as (select grp, count(*) c from g group by grp)
      select g.grp, l1s.indicator_id, round(sum(l1s.score) / max(size.c), 2) average
      from g join l1s on l1s.teacher_id = g.teacher_id join size on size.grp = g.grp
      group by g.grp, l1s.indicator_id`),
  ]);
  const out = new Map<number, GroupFigures>();
  for (const r of heads.rows as Record<string, unknown>[]) {
    out.set(int(r.grp), {
      grp: int(r.grp),
      teachers: int(r.teachers),
      scored: int(r.scored),
      average: Number(r.average ?? 0),
      bands: new Map(),
      indicators: new Map(),
    });
  }
  for (const r of bands.rows as Record<string, unknown>[])
    out.get(int(r.grp))?.bands.set(String(r.band), int(r.n));
  for (const r of indicators.rows as Record<string, unknown>[])
    out.get(int(r.grp))?.indicators.set(int(r.indicator_id), Number(r.average));
  return [...out.values()];
};
