import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";

/** An area model read across schools: each school with its current term (null when it has none). */
export type AreaScope = {
  areaSchoolId: number;
  modelId: number;
  schools: { schoolId: number; termId: number | null }[];
};

/** The schools and their terms as a relation, then each school's copy of the area model. */
const withCopies = (s: AreaScope): SQL => sql`p(school_id, term_id) as (values ${sql.join(
  s.schools.map((x) => sql`(${x.schoolId}::bigint, ${x.termId}::bigint)`),
  sql`, `,
)}),
  copy as (select m.school_id, m.id model_id from target_model m join p on p.school_id = m.school_id
    where m.source_school_id = ${s.areaSchoolId} and m.source_model_id = ${s.modelId}),
  st as (select v.school_id, v.student_id from ${studentClassV} v join p on p.school_id = v.school_id)`;

const rowsOf = async (db: Db, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];

export type AreaSchoolFigures = { copied: boolean; students: number; scored: number };

/** Per school: whether it holds a copy, its students, and how many have a score in its current term. */
export const schoolFigures = async (db: Db, s: AreaScope): Promise<Map<number, AreaSchoolFigures>> => {
  if (s.schools.length === 0) return new Map();
  const rows = await rowsOf(
    db,
    sql`with ${withCopies(s)},
    n as (select school_id, count(*) c from st group by school_id),
    scored as (select x.school_id, count(distinct x.student_id) c from indicator_score x
      join copy on copy.school_id = x.school_id and copy.model_id = x.model_id
      join p on p.school_id = x.school_id and p.term_id = x.term_id
      group by x.school_id)
    select p.school_id, copy.model_id, coalesce(n.c, 0) students, coalesce(scored.c, 0) scored
    from p left join copy on copy.school_id = p.school_id left join n on n.school_id = p.school_id
      left join scored on scored.school_id = p.school_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.school_id),
      { copied: r.model_id !== null, students: Number(r.students), scored: Number(r.scored) },
    ]),
  );
};

/** Per school and area indicator: the average over the school's students of its copy's score (none is 0). */
export const averagesAcross = async (
  db: Db,
  s: AreaScope,
): Promise<{ schoolId: number; indicatorId: number; average: number }[]> => {
  if (s.schools.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`with ${withCopies(s)},
    n as (select school_id, count(*) c from st group by school_id),
    ind as (select i.school_id, i.id, i.source_id from target_indicator i
      join copy on copy.school_id = i.school_id and copy.model_id = i.model_id
      where i.source_id is not null and i.level <= 2)
    select ind.school_id, ind.source_id, round(coalesce(sum(x.score), 0) / greatest(max(n.c), 1), 2) average
    from ind join p on p.school_id = ind.school_id
    left join n on n.school_id = ind.school_id
    left join indicator_score x on x.school_id = ind.school_id and x.indicator_id = ind.id
      and x.term_id = p.term_id
    group by ind.school_id, ind.source_id`,
  );
  return rows.map((r) => ({
    schoolId: Number(r.school_id),
    indicatorId: Number(r.source_id),
    average: Number(r.average),
  }));
};

/**
 * Per school: how many students reached each band (by the total the school's own summary shows: Σ level-1
 * score / max × weight over its copy, scaled by the weights' sum), and how many have no score.
 */
export const bandsAcross = async (
  db: Db,
  s: AreaScope,
  bands: { name: string; min: number }[],
): Promise<{ schoolId: number; band: string | null; scored: boolean; count: number }[]> => {
  if (s.schools.length === 0 || bands.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`with ${withCopies(s)},
    b(name, min) as (values ${sql.join(
      bands.map((x) => sql`(${x.name}::text, ${x.min}::numeric)`),
      sql`, `,
    )}),
    w as (select i.school_id, coalesce(nullif(sum(i.weight), 0), 1) w from target_indicator i
      join copy on copy.school_id = i.school_id and copy.model_id = i.model_id
      where i.level = 1 group by i.school_id),
    tot as (
      select st.school_id, st.student_id, count(x.indicator_id) n,
        round(coalesce(sum(x.score / nullif(i.max_score, 0) * i.weight) filter (where i.level = 1), 0)
          * 100 / coalesce(max(w.w), 1), 2) total
      from st join copy on copy.school_id = st.school_id
      join p on p.school_id = st.school_id
      left join w on w.school_id = st.school_id
      left join indicator_score x on x.school_id = st.school_id and x.term_id = p.term_id
        and x.model_id = copy.model_id and x.student_id = st.student_id
      left join target_indicator i on i.school_id = x.school_id and i.id = x.indicator_id
      group by st.school_id, st.student_id)
    select tot.school_id, tot.n > 0 scored,
      (select b.name from b where tot.total >= b.min order by b.min desc limit 1) band, count(*) c
    from tot group by 1, 2, 3`,
  );
  return rows.map((r) => ({
    schoolId: Number(r.school_id),
    band: r.band === null ? null : String(r.band),
    scored: r.scored === true || r.scored === "t",
    count: Number(r.c),
  }));
};
