import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";

/** An area cultivate model read across schools: each school with its current term (null when it has none). */
export type AreaCultivateScope = {
  areaSchoolId: number;
  modelId: number;
  schools: { schoolId: number; termId: number | null }[];
};

/** The schools and their terms as a relation, then each school's copy of the area model. */
const withCopies = (s: AreaCultivateScope): SQL => sql`p(school_id, term_id) as (values ${sql.join(
  s.schools.map((x) => sql`(${x.schoolId}::bigint, ${x.termId}::bigint)`),
  sql`, `,
)}),
  copy as (select m.school_id, m.id model_id, m.version from cultivate_model m join p on p.school_id = m.school_id
    where m.source_school_id = ${s.areaSchoolId} and m.source_model_id = ${s.modelId})`;

const rowsOf = async (db: Db, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];

export type AreaCopyState = { copied: boolean; refreshedAt: Date | null; onCurrentGoals: boolean };

/** Per school: whether it holds a copy, and when and on which version its current term was processed. */
export const copyStates = async (db: Db, s: AreaCultivateScope): Promise<Map<number, AreaCopyState>> => {
  if (s.schools.length === 0) return new Map();
  const rows = await rowsOf(
    db,
    sql`with ${withCopies(s)}
    select p.school_id, copy.model_id, r.refreshed_at, r.model_version = copy.version current
    from p left join copy on copy.school_id = p.school_id
      left join cultivate_refresh r on r.school_id = copy.school_id and r.model_id = copy.model_id
        and r.term_id = p.term_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.school_id),
      {
        copied: r.model_id !== null,
        refreshedAt: r.refreshed_at === null ? null : new Date(r.refreshed_at as string),
        onCurrentGoals: r.current === true || r.current === "t",
      },
    ]),
  );
};

/** Per school and area goal: the processed students and the average goal score in the current term. */
export const goalAveragesAcross = async (
  db: Db,
  s: AreaCultivateScope,
): Promise<{ schoolId: number; goalId: number; students: number; average: number }[]> => {
  if (s.schools.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`with ${withCopies(s)},
    g as (select g.school_id, g.id, g.source_id from cultivate_goal g
      join copy on copy.school_id = g.school_id and copy.model_id = g.model_id where g.source_id is not null),
    d as (select d.school_id, d.goal_id, sum(d.students) students, sum(d.score_sum) score_sum
      from cultivate_data d join copy on copy.school_id = d.school_id and copy.model_id = d.model_id
      join p on p.school_id = d.school_id and p.term_id = d.term_id
      group by d.school_id, d.goal_id)
    select g.school_id, g.source_id, coalesce(d.students, 0) students,
      round(coalesce(d.score_sum, 0) / greatest(coalesce(d.students, 0), 1), 2) average
    from g left join d on d.school_id = g.school_id and d.goal_id = g.id`,
  );
  return rows.map((r) => ({
    schoolId: Number(r.school_id),
    goalId: Number(r.source_id),
    students: Number(r.students),
    average: Number(r.average),
  }));
};

/** Each of the schools' copy of the area model: school id → the copy's model id. */
export const schoolCopiesOf = async (
  db: Db,
  s: { areaSchoolId: number; modelId: number; schoolIds: number[] },
): Promise<Map<number, number>> => {
  if (s.schoolIds.length === 0) return new Map();
  const rows = await rowsOf(
    db,
    sql`select school_id, id from cultivate_model where school_id in (${sql.join(
      s.schoolIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and source_school_id = ${s.areaSchoolId} and source_model_id = ${s.modelId}`,
  );
  return new Map(rows.map((r) => [Number(r.school_id), Number(r.id)]));
};
