import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";

/**
 * How schools use indicators, published for the usage statistics (SPEC 7 /v3/usedCount/target; the
 * collection module presents them). A school uses an indicator when, in its copy of the model, a rule that
 * is on scores onto it or onto an indicator under it, or a student has a score on it in the school's term.
 */
export type IndicatorUsageScope = {
  /** Whose student models are listed: the area's site, or the one school itself. */
  ownerId: number;
  /** true: each school's copy of the owner's models (an area); false: the owner is the only school. */
  copies: boolean;
  /** The schools counted, each with the term its scores are read in (null: none, so nothing scored). */
  schools: { id: number; name: string; termId: number | null }[];
};

export type IndicatorUsageFilter = { modelId?: number; level?: number; keyword?: string };
export type IndicatorUsageSort = {
  field: "tree" | "name" | "usedSchools" | "rules" | "scoredStudents";
  descend: boolean;
};

export type IndicatorUsageRow = {
  indicatorId: number;
  modelId: number;
  modelName: string;
  level: number;
  name: string;
  parents: string[];
  schools: number;
  copiedSchools: number;
  ruleSchools: number;
  scoredSchools: number;
  usedSchools: number;
  rules: number;
  scoredStudents: number;
};

export type SchoolIndicatorUsageRow = {
  schoolId: number;
  copied: boolean;
  rules: number;
  rulesOff: number;
  scoredStudents: number;
  used: boolean;
};

const rowsOf = async (db: Db, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];
const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The owner's student-model indicators under the filters, as `ind`. */
const indicatorsCte = (ownerId: number, f: IndicatorUsageFilter & { indicatorId?: number }): SQL => {
  const where: SQL[] = [sql`i.school_id = ${ownerId}`, sql`m.subject_type = 1`];
  if (f.indicatorId !== undefined) where.push(sql`i.id = ${f.indicatorId}`);
  if (f.modelId !== undefined) where.push(sql`i.model_id = ${f.modelId}`);
  if (f.level !== undefined) where.push(sql`i.level = ${f.level}`);
  if (f.keyword) where.push(sql`i.name ilike ${like(f.keyword)}`);
  return sql`ind as (select i.id, i.model_id, m.name model_name, i.level, i.name, i.pid, i.sort
    from target_indicator i join target_model m on m.school_id = i.school_id and m.id = i.model_id
    where ${sql.join(where, sql` and `)})`;
};

/**
 * The schools (`p`), each school's indicator standing for each listed one (`cp`: its copy, or the indicator
 * itself for a school's own staff), the rules on and off onto each indicator or one under it (`ruled`), the
 * students scored on it in the school's term (`scored`), and all of it per listed indicator and school (`per`).
 */
const usageCtes = (s: IndicatorUsageScope, f: IndicatorUsageFilter & { indicatorId?: number }): SQL => sql`
  p(school_id, term_id) as (values ${sql.join(
    s.schools.map((x) => sql`(${x.id}::bigint, ${x.termId}::bigint)`),
    sql`, `,
  )}),
  ${indicatorsCte(s.ownerId, f)},
  cp as (${
    s.copies
      ? sql`select ind.id ind_id, p.school_id, p.term_id, ci.id copy_id from ind
      join target_model cm on cm.source_school_id = ${s.ownerId} and cm.source_model_id = ind.model_id
      join p on p.school_id = cm.school_id
      join target_indicator ci on ci.school_id = cm.school_id and ci.model_id = cm.id and ci.source_id = ind.id`
      : sql`select ind.id ind_id, p.school_id, p.term_id, ind.id copy_id from ind cross join p`
  }),
  ruled as (select r.school_id, a.anc indicator_id,
      count(*) filter (where r.status = 1) n_on, count(*) filter (where r.status <> 1) n_off
    from compute_rule r join p on p.school_id = r.school_id
    join target_indicator ri on ri.school_id = r.school_id and ri.id = r.indicator_id
    left join target_indicator rp on rp.school_id = ri.school_id and rp.id = ri.pid
    cross join lateral (values (ri.id), (ri.pid), (rp.pid)) a(anc)
    where a.anc is not null
    group by 1, 2),
  scored as (select x.school_id, x.indicator_id, count(*) n from indicator_score x
    join (select distinct school_id, term_id, copy_id from cp) c
      on c.school_id = x.school_id and c.term_id = x.term_id and c.copy_id = x.indicator_id
    group by 1, 2),
  per as (select cp.ind_id, cp.school_id, sum(coalesce(ruled.n_on, 0)) rules,
      sum(coalesce(ruled.n_off, 0)) rules_off, sum(coalesce(scored.n, 0)) students
    from cp left join ruled on ruled.school_id = cp.school_id and ruled.indicator_id = cp.copy_id
    left join scored on scored.school_id = cp.school_id and scored.indicator_id = cp.copy_id
    group by 1, 2)`;

const treeKey = sql`ind.model_name, ind.model_id,
  array_remove(array[g.sort::bigint, g.id, pa.sort::bigint, pa.id, ind.sort::bigint, ind.id], null)`;
const orderOf = (sort: IndicatorUsageSort): SQL => {
  const dir = sort.descend ? sql`desc` : sql`asc`;
  if (sort.field === "tree") {
    return sort.descend
      ? sql`ind.model_name desc, ind.model_id desc, array_remove(array[g.sort::bigint, g.id, pa.sort::bigint,
          pa.id, ind.sort::bigint, ind.id], null) desc`
      : treeKey;
  }
  const first = {
    name: sql`ind.name`,
    usedSchools: sql`used_schools`,
    rules: sql`rules`,
    scoredStudents: sql`students`,
  }[sort.field];
  return sql`${first} ${dir}, ${treeKey}`;
};

const num = (v: unknown) => Number(v ?? 0);

/** The owner's indicators under the filters, each with how the schools use it; counted, sorted, paged in SQL. */
export const indicatorUsagePage = async (
  db: Db,
  s: IndicatorUsageScope,
  q: IndicatorUsageFilter & { sort: IndicatorUsageSort; limit: number; offset: number },
): Promise<{ rows: IndicatorUsageRow[]; total: number }> => {
  if (s.schools.length === 0) return { rows: [], total: 0 };
  const rows = await rowsOf(
    db,
    sql`with ${usageCtes(s, q)}
    select ind.id, ind.model_id, ind.model_name, ind.level, ind.name,
      array_remove(array[g.name, pa.name], null) parents, (select count(*) from p) schools,
      count(per.school_id) copied_schools,
      count(per.school_id) filter (where per.rules > 0) rule_schools,
      count(per.school_id) filter (where per.students > 0) scored_schools,
      count(per.school_id) filter (where per.rules > 0 or per.students > 0) used_schools,
      coalesce(sum(per.rules), 0) rules, coalesce(sum(per.students), 0) students,
      count(*) over () total
    from ind
    left join target_indicator pa on pa.school_id = ${s.ownerId} and pa.id = ind.pid
    left join target_indicator g on g.school_id = ${s.ownerId} and g.id = pa.pid
    left join per on per.ind_id = ind.id
    group by ind.id, ind.model_id, ind.model_name, ind.level, ind.name, ind.sort,
      pa.id, pa.name, pa.sort, g.id, g.name, g.sort
    order by ${orderOf(q.sort)}
    limit ${q.limit} offset ${q.offset}`,
  );
  return {
    total: rows.length > 0 ? num(rows[0].total) : 0,
    rows: rows.map((r) => ({
      indicatorId: num(r.id),
      modelId: num(r.model_id),
      modelName: String(r.model_name),
      level: num(r.level),
      name: String(r.name),
      parents: (r.parents as string[] | null) ?? [],
      schools: num(r.schools),
      copiedSchools: num(r.copied_schools),
      ruleSchools: num(r.rule_schools),
      scoredSchools: num(r.scored_schools),
      usedSchools: num(r.used_schools),
      rules: num(r.rules),
      scoredStudents: num(r.students),
    })),
  };
};

export type SchoolUsageSort = { field: "schoolName" | "rules" | "scoredStudents"; descend: boolean };

/**
 * One indicator over the schools: each school's rules on and off onto it (or under it) and its scored
 * students; filtered by use, sorted and paged in SQL. School names come in `names` (the school module's).
 */
export const schoolsOfIndicatorPage = async (
  db: Db,
  s: IndicatorUsageScope,
  q: {
    indicatorId: number;
    used: "all" | "used" | "unused";
    sort: SchoolUsageSort;
    limit: number;
    offset: number;
  },
): Promise<{ rows: SchoolIndicatorUsageRow[]; total: number }> => {
  if (s.schools.length === 0) return { rows: [], total: 0 };
  const names = sql`n(school_id, name) as (values ${sql.join(
    s.schools.map((x) => sql`(${x.id}::bigint, ${x.name}::text)`),
    sql`, `,
  )})`;
  const isUsed = sql`(coalesce(per.rules, 0) > 0 or coalesce(per.students, 0) > 0)`;
  const keep = { all: sql`true`, used: isUsed, unused: sql`not ${isUsed}` }[q.used];
  const dir = q.sort.descend ? sql`desc` : sql`asc`;
  const first = {
    schoolName: sql`n.name ${dir}`,
    rules: sql`coalesce(per.rules, 0) ${dir}, n.name`,
    scoredStudents: sql`coalesce(per.students, 0) ${dir}, n.name`,
  }[q.sort.field];
  const rows = await rowsOf(
    db,
    sql`with ${usageCtes(s, { indicatorId: q.indicatorId })}, ${names}
    select p.school_id, per.school_id is not null copied, coalesce(per.rules, 0) rules,
      coalesce(per.rules_off, 0) rules_off, coalesce(per.students, 0) students, ${isUsed} used,
      count(*) over () total
    from p join n on n.school_id = p.school_id
    left join per on per.school_id = p.school_id
    where ${keep}
    order by ${first}, p.school_id
    limit ${q.limit} offset ${q.offset}`,
  );
  const yes = (v: unknown) => v === true || v === "t";
  return {
    total: rows.length > 0 ? num(rows[0].total) : 0,
    rows: rows.map((r) => ({
      schoolId: num(r.school_id),
      copied: yes(r.copied),
      rules: num(r.rules),
      rulesOff: num(r.rules_off),
      scoredStudents: num(r.students),
      used: yes(r.used),
    })),
  };
};

/** The owner's student models with their indicator counts, by name. */
export const usageModels = async (
  db: Db,
  ownerId: number,
): Promise<{ id: number; name: string; indicators: number }[]> =>
  (
    await rowsOf(
      db,
      sql`select m.id, m.name, count(i.id) indicators from target_model m
      left join target_indicator i on i.school_id = m.school_id and i.model_id = m.id
      where m.school_id = ${ownerId} and m.subject_type = 1
      group by m.id, m.name order by m.name, m.id`,
    )
  ).map((r) => ({ id: num(r.id), name: String(r.name), indicators: num(r.indicators) }));

/** One indicator of the owner's student models, or undefined. */
export const usageIndicator = async (
  db: Db,
  ownerId: number,
  indicatorId: number,
): Promise<{ id: number; name: string; level: number; modelName: string } | undefined> => {
  const [r] = await rowsOf(
    db,
    sql`select i.id, i.name, i.level, m.name model_name from target_indicator i
      join target_model m on m.school_id = i.school_id and m.id = i.model_id
      where i.school_id = ${ownerId} and i.id = ${indicatorId} and m.subject_type = 1`,
  );
  return r
    ? { id: num(r.id), name: String(r.name), level: num(r.level), modelName: String(r.model_name) }
    : undefined;
};
