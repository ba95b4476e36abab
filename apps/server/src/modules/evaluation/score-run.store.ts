import type { LevelBand, RuleConfig } from "@eos/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { subjectValueV } from "../collection/index.ts";
import { valueItemV } from "../forms/index.ts";

type Conn = Db | Tx;

/** Where a rule is scored: the school, its term (local dates in the school's zone), optionally some students. */
export type RunScope = {
  schoolId: number;
  termId: number;
  stime: string;
  etime: string;
  timeZone: string;
  /** Only these students (a submission changed); undefined: everyone. */
  studentIds?: number[];
  /**
   * Never these students: their class's passport of the term's school year is archived (its notice window
   * closed), so their scores for the term stay as they were archived.
   */
  except?: number[];
};

export type RuleToRun = { id: number; version: number; config: RuleConfig };

const idList = (ids: number[]) => sql.raw(`'{${ids.map((n) => Math.trunc(n)).join(",")}}'::bigint[]`);

const studentsOnly = (column: string, scope: RunScope): SQL => {
  const only =
    scope.studentIds === undefined ? sql`` : sql` and ${sql.raw(column)} = any(${idList(scope.studentIds)})`;
  return scope.except === undefined || scope.except.length === 0
    ? only
    : sql`${only} and not (${sql.raw(column)} = any(${idList(scope.except)}))`;
};

/**
 * The kind of person the rule's model scores (1 students, 0 teachers): its evidence is only values about
 * them. One uncorrelated subquery (planned once), so that every caller scores any model's rules alike.
 */
const subjectOf = (rule: RuleToRun, scope: RunScope): SQL => sql`(select m.subject_type from compute_rule r
  join target_model m on m.school_id = r.school_id and m.id = r.model_id
  where r.school_id = ${scope.schoolId} and r.id = ${rule.id})`;

/**
 * The rule's evidence: accepted values of its tasks (or its scene's) about the kind of person its model scores,
 * whose local date lies in the term. `student_id` is the `subject_id`: a teacher's id for a teacher model.
 */
const evidenceFrom = (rule: RuleToRun, scope: RunScope): SQL => {
  const c = rule.config;
  const tasks =
    c.taskIds.length > 0 ? sql`v.task_id = any(${idList(c.taskIds)})` : sql`v.scene_id = ${c.sceneId}`;
  return sql`(select v.school_id, v.form_value_id, v.task_id, v.subject_id student_id, v.created_at
    from ${subjectValueV} v
    where v.school_id = ${scope.schoolId} and ${tasks} and v.subject_type = ${subjectOf(rule, scope)}
      and v.created_at >= (${scope.stime}::date::timestamp at time zone ${scope.timeZone})
      and v.created_at < ((${scope.etime}::date + 1)::timestamp at time zone ${scope.timeZone})
      ${studentsOnly("v.subject_id", scope)})`;
};

const NUMBER = "^\\s*[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)\\s*$";

/** The points of one submission, computed in SQL (null when the item is missing or unreadable). */
const pointsOf = (c: RuleConfig): SQL => {
  if (c.kind === "fixed") return sql`${c.points}::numeric`;
  if (c.kind === "item") {
    // LEAST ignores nulls, so the cap goes inside the CASE: an unreadable value stays null (and is logged).
    const scaled = sql`trim(i.val)::numeric * ${c.scale}::numeric`;
    const capped = c.perValueMax === null ? scaled : sql`least(${scaled}, ${c.perValueMax}::numeric)`;
    return sql`(case when i.val ~ ${NUMBER} then ${capped} end)`;
  }
  return sql`(case when i.val is null or i.val = '' then null else (select coalesce(sum((${JSON.stringify(
    c.optionPoints,
  )}::jsonb ->> trim(o))::numeric), 0) from unnest(string_to_array(i.val, ',')) o) end)`;
};

const itemJoin = (c: RuleConfig): SQL =>
  c.kind === "fixed"
    ? sql``
    : sql` left join ${valueItemV} i on i.school_id = v.school_id and i.form_value_id = v.form_value_id
        and i.item_id = ${Number(c.itemId)}`;

/** Each submission of the evidence with its points (null: unreadable) and the item's raw text. */
const sourceOf = (rule: RuleToRun, scope: RunScope): SQL => {
  const c = rule.config;
  return sql`select v.school_id, v.student_id, v.form_value_id, v.task_id, v.created_at, ${pointsOf(c)} as pts,
      ${c.kind === "fixed" ? sql`null::text` : sql`i.val`} as val
    from ${evidenceFrom(rule, scope)} v${itemJoin(c)}`;
};

/** Any number, fixed: the first key of the school's scoring lock (the second is the school). */
const SCORE_LOCK = 70701;

/**
 * Serialises the school's score writers (batch runs, incremental updates) until the transaction ends: each
 * clears and rewrites rows by key, and two of them interleaving would collide on those keys or lose a write.
 */
export const lockSchoolScores = async (tx: Tx, schoolId: number): Promise<void> => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(SCORE_LOCK))}, ${schoolId}::bigint::int)`,
  );
};

/** Clears what the rule gave in the scope (entries, its scores, its errors) before it is scored again. */
export const clearRule = async (db: Conn, ruleId: number, scope: RunScope): Promise<void> => {
  const base = sql`school_id = ${scope.schoolId} and term_id = ${scope.termId} and rule_id = ${ruleId}`;
  const who = studentsOnly("student_id", scope);
  await db.execute(sql`delete from score_entry where ${base}${who}`);
  await db.execute(sql`delete from rule_score where ${base}${who}`);
  await db.execute(sql`delete from rule_error where ${base}${who}`);
};

/**
 * Scores a rule set-based: one INSERT … SELECT for the entries (rank per student by time; past maxCount they
 * do not count), one for the submissions that could not be read (the error log). Returns both counts.
 */
export const insertEntriesInSql = async (
  db: Conn,
  rule: RuleToRun,
  scope: RunScope,
): Promise<{ entries: number; errors: number }> => {
  const c = rule.config;
  const limit = c.maxCount ?? 2_147_483_647;
  const entries = (source: SQL) => sql`insert into score_entry (school_id, term_id, rule_id, student_id,
      form_value_id, rule_version, task_id, value_at, points, rank, counted)
    select school_id, ${scope.termId}, ${rule.id}, student_id, form_value_id, ${rule.version}, task_id,
      created_at, pts, rn, rn <= ${limit}
    from (select s.*, row_number() over (partition by s.student_id order by s.created_at, s.form_value_id) rn
      from ${source} s where s.pts is not null) x`;
  if (c.kind === "fixed") {
    const inserted = await db.execute(entries(sql`(${sourceOf(rule, scope)})`));
    return { entries: inserted.rowCount ?? 0, errors: 0 };
  }
  // One pass over the evidence feeds both the entries and the error log (a writable CTE reads it once).
  const { rows } = await db.execute(sql`with src as materialized (${sourceOf(rule, scope)}),
    ins as (${entries(sql`src`)} returning 1),
    err as (insert into rule_error (school_id, term_id, rule_id, student_id, form_value_id, reason)
      select school_id, ${scope.termId}, ${rule.id}, student_id, form_value_id,
        case when val is null or val = '' then 'missing' else 'notNumber:' || left(val, 40) end
      from src where pts is null returning 1)
    select (select count(*) from ins) entries, (select count(*) from err) errors`);
  const counts = rows[0] as { entries: string | number; errors: string | number };
  return { entries: Number(counts.entries), errors: Number(counts.errors) };
};

/** A submission of the rule's evidence with its top-level item values, for rules with a condition. */
export type EvidenceRow = {
  studentId: number;
  formValueId: number;
  taskId: number;
  createdAt: Date;
  items: Record<string, string>;
};

/** One page of a condition rule's evidence, by form value id (keyset), items folded into one JSON object. */
export const evidencePage = async (
  db: Conn,
  rule: RuleToRun,
  scope: RunScope,
  after: number,
  size: number,
): Promise<EvidenceRow[]> => {
  const rows = (
    await db.execute(sql`select v.student_id, v.form_value_id, v.task_id, v.created_at,
        coalesce((select json_object_agg(i.item_id, i.val) from ${valueItemV} i
          where i.school_id = v.school_id and i.form_value_id = v.form_value_id), '{}') as items
      from ${evidenceFrom(rule, scope)} v where v.form_value_id > ${after}
      order by v.form_value_id limit ${size}`)
  ).rows as Record<string, unknown>[];
  return rows.map((r) => ({
    studentId: Number(r.student_id),
    formValueId: Number(r.form_value_id),
    taskId: Number(r.task_id),
    createdAt: new Date(r.created_at as string),
    items: (typeof r.items === "string" ? JSON.parse(r.items) : r.items) as Record<string, string>,
  }));
};

export type EntryRow = {
  studentId: number;
  formValueId: number;
  taskId: number;
  valueAt: Date;
  points: number;
  rank: number;
  counted: boolean;
};

/** Writes entries computed outside SQL (condition rules), a thousand rows per statement. */
export const insertEntries = async (db: Conn, rule: RuleToRun, scope: RunScope, rows: EntryRow[]) => {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const values = sql.join(
      chunk.map(
        (r) => sql`(${scope.schoolId}, ${scope.termId}, ${rule.id}, ${r.studentId}, ${r.formValueId},
          ${rule.version}, ${r.taskId}, ${r.valueAt.toISOString()}::timestamptz, ${r.points}, ${r.rank},
          ${r.counted})`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into score_entry (school_id, term_id, rule_id, student_id, form_value_id,
      rule_version, task_id, value_at, points, rank, counted) values ${values}`);
  }
};

export type ErrorRow = { studentId: number; formValueId: number | null; reason: string };

export const insertErrors = async (db: Conn, ruleId: number, scope: RunScope, rows: ErrorRow[]) => {
  for (let i = 0; i < rows.length; i += 1000) {
    const values = sql.join(
      rows
        .slice(i, i + 1000)
        .map(
          (r) =>
            sql`(${scope.schoolId}, ${scope.termId}, ${ruleId}, ${r.studentId}, ${r.formValueId}, ${r.reason})`,
        ),
      sql`, `,
    );
    await db.execute(
      sql`insert into rule_error (school_id, term_id, rule_id, student_id, form_value_id, reason) values ${values}`,
    );
  }
};

const aggregateOf = (c: RuleConfig): SQL => {
  switch (c.aggregate) {
    case "avg":
      return sql`avg(points)`;
    case "max":
      return sql`max(points)`;
    case "latest":
      return sql`(array_agg(points order by value_at desc, form_value_id desc))[1]`;
    default:
      return sql`sum(points)`;
  }
};

/** The rule's score per student: the aggregate of the counted entries, capped by the rule's cap. */
export const insertRuleScores = async (db: Conn, rule: RuleToRun, scope: RunScope): Promise<void> => {
  const cap = rule.config.cap;
  await db.execute(sql`insert into rule_score (school_id, term_id, rule_id, student_id, rule_version, raw, score)
    select school_id, term_id, rule_id, student_id, ${rule.version}, agg,
      ${cap === null ? sql`agg` : sql`least(agg, ${cap}::numeric)`}
    from (select school_id, term_id, rule_id, student_id, round(${aggregateOf(rule.config)}, 4) agg
      from score_entry where school_id = ${scope.schoolId} and term_id = ${scope.termId}
        and rule_id = ${rule.id} and counted${studentsOnly("student_id", scope)}
      group by school_id, term_id, rule_id, student_id) x`);
};

/** How many students the model has scores for in the scope's term. */
export const countScoredStudents = async (db: Conn, scope: RunScope, modelId: number): Promise<number> => {
  const { rows } = await db.execute(sql`select count(distinct student_id) n from indicator_score
    where school_id = ${scope.schoolId} and term_id = ${scope.termId} and model_id = ${modelId}`);
  return Number((rows[0] as { n?: unknown } | undefined)?.n ?? 0);
};

export type ModelToRoll = { id: number; version: number; levels: LevelBand[] };

/**
 * Indicator scores of a model, bottom-up (level 3, 2, 1): an indicator's raw score is the sum of its executing
 * rules' scores and of its children's scores, capped at its maximum; the band follows the level equivalency.
 */
export const rollUpIndicators = async (db: Conn, model: ModelToRoll, scope: RunScope): Promise<void> => {
  const who = studentsOnly("student_id", scope);
  await db.execute(sql`delete from indicator_score where school_id = ${scope.schoolId}
    and term_id = ${scope.termId} and model_id = ${model.id}${who}`);
  const bands = JSON.stringify(model.levels);
  for (const level of [3, 2, 1]) {
    await db.execute(sql`insert into indicator_score (school_id, term_id, indicator_id, student_id, model_id,
        model_version, raw, score, band)
      select ${scope.schoolId}, ${scope.termId}, id, student_id, ${model.id}, ${model.version}, raw, score,
        (select b->>'name' from jsonb_array_elements(${bands}::jsonb) b
          where score * 100 >= (b->>'min')::numeric * max_score
          order by (b->>'min')::numeric desc limit 1)
      from (select ind.id, ind.max_score, x.student_id, sum(x.pts) raw, least(sum(x.pts), ind.max_score) score
        from target_indicator ind
        join (
          select r.indicator_id, rs.student_id, rs.score pts from rule_score rs
            join compute_rule r on r.school_id = rs.school_id and r.id = rs.rule_id
            where rs.school_id = ${scope.schoolId} and rs.term_id = ${scope.termId} and r.model_id = ${model.id}
              and r.status = 1${studentsOnly("rs.student_id", scope)}
          union all
          select c.pid, s.student_id, s.score from indicator_score s
            join target_indicator c on c.school_id = s.school_id and c.id = s.indicator_id
            where s.school_id = ${scope.schoolId} and s.term_id = ${scope.termId} and s.model_id = ${model.id}
              and c.level = ${level + 1}${studentsOnly("s.student_id", scope)}
        ) x on x.indicator_id = ind.id
        where ind.school_id = ${scope.schoolId} and ind.model_id = ${model.id} and ind.level = ${level}
        group by ind.id, ind.max_score, x.student_id) y`);
  }
};

/**
 * A source rule's scores (rule-source.ts): each student's value from the source times the rule's scale, capped
 * by the rule's cap, written in one statement per thousand students.
 */
export const insertSourceScores = async (
  db: Conn,
  rule: RuleToRun,
  scope: RunScope,
  values: { studentId: number; value: number }[],
): Promise<void> => {
  const { scale, cap } = rule.config;
  for (let i = 0; i < values.length; i += 1000) {
    const rows = sql.join(
      values.slice(i, i + 1000).map((v) => sql`(${v.studentId}::bigint, ${v.value}::numeric)`),
      sql`, `,
    );
    await db.execute(sql`insert into rule_score (school_id, term_id, rule_id, student_id, rule_version, raw, score)
      select ${scope.schoolId}, ${scope.termId}, ${rule.id}, v.student_id, ${rule.version}, raw,
        ${cap === null ? sql`raw` : sql`least(raw, ${cap}::numeric)`}
      from (select student_id, round(value * ${scale}::numeric, 4) raw from (values ${rows}) as t(student_id, value)) v`);
  }
};
