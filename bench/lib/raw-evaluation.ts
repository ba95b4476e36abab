import type { BenchDatabase } from "./database.ts";

/**
 * The baseline of bench/evaluation.bench.ts: one hand-written, set-based statement on the base tables that
 * computes what a batch execution computes (each executing rule's score per student, then the indicator tree
 * rolled up), with the same semantics as apps/server/src/modules/evaluation/score-run.store.ts:
 * - evidence: the accepted values (submitted, not deleted, about a student, their task not deleted, passed
 *   review or needing none) of the rule's tasks, created on a local day of the term in the school's zone;
 * - points per value: fixed points; item value × scale capped per value (unreadable: no points); the sum of
 *   the chosen options' points; a value without points does not count;
 * - per student, values ranked by (created_at, id); past maxCount they do not count; sum, avg, max or the
 *   latest counted, rounded to 4 places, capped by the rule's cap;
 * - an indicator sums its rules' and its children's scores, capped at its maximum; the band is the highest
 *   level whose minimum percentage the score reaches.
 * Rules with a condition (evaluated in Node by EOS) and rules over a whole scene (no taskIds) are not covered.
 * It writes into two scratch tables, logged like EOS's own. $1 school, $2 model, $3 term, $4 the number pattern.
 */
export const SCRATCH_TABLES_SQL = `create table if not exists eos_bench_rule_score (
    rule_id bigint not null, student_id bigint not null, score numeric(14, 4) not null,
    primary key (rule_id, student_id));
  create table if not exists eos_bench_indicator_score (
    indicator_id bigint not null, student_id bigint not null, score numeric(14, 4) not null, band text,
    primary key (indicator_id, student_id))`;

export const CLEAR_SCRATCH_SQL = "truncate eos_bench_rule_score, eos_bench_indicator_score";
export const DROP_SCRATCH_SQL = "drop table if exists eos_bench_rule_score, eos_bench_indicator_score";

/** The pattern score-run.store.ts reads numbers with. */
export const NUMBER_PATTERN = "^\\s*[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)\\s*$";

export const RAW_SCORES_SQL = `with
 bounds as (
   select (t.stime::timestamp at time zone s.time_zone) as lo,
          ((t.etime + 1)::timestamp at time zone s.time_zone) as hi
     from term t join school s on s.id = t.school_id where t.school_id = $1 and t.id = $3),
 rules as (
   select r.id as rule_id, r.indicator_id, r.config as c, r.config->>'kind' as kind,
          r.config->>'aggregate' as agg_kind, (r.config->>'itemId')::bigint as item_id,
          coalesce((r.config->>'maxCount')::int, 2147483647) as max_count,
          (r.config->>'scale')::numeric as scale, (r.config->>'points')::numeric as points,
          case when jsonb_typeof(r.config->'perValueMax') = 'number' then (r.config->>'perValueMax')::numeric end
            as per_value_max,
          case when jsonb_typeof(r.config->'cap') = 'number' then (r.config->>'cap')::numeric end as cap
     from compute_rule r where r.school_id = $1 and r.model_id = $2 and r.status = 1),
 rule_tasks as (
   select r.rule_id, x.task_id::bigint as task_id
     from rules r cross join jsonb_array_elements_text(r.c->'taskIds') x(task_id)),
 accepted as (
   select v.id, v.task_id, v.belong_user_id as student_id, v.created_at
     from form_value v
     join task t on t.school_id = v.school_id and t.id = v.task_id and t.deleted_at is null
     left join task_review tr on tr.school_id = v.school_id and tr.form_value_id = v.id
     cross join bounds b
    where v.school_id = $1 and not v.draft and v.deleted_at is null and v.belong_user_id is not null
      and v.created_at >= b.lo and v.created_at < b.hi
      and (tr.state = 1 or (tr.state is null and not t.need_review))),
 points as (
   select r.rule_id, r.agg_kind, r.max_count, a.student_id, a.id as fv, a.created_at,
          case r.kind
            when 'fixed' then r.points
            when 'item' then case when i.val ~ $4 then
              case when r.per_value_max is null then trim(i.val)::numeric * r.scale
                   else least(trim(i.val)::numeric * r.scale, r.per_value_max) end end
            else case when i.val is null or i.val = '' then null
              else (select coalesce(sum((r.c->'optionPoints'->>trim(o))::numeric), 0)
                      from unnest(string_to_array(i.val, ',')) o) end
          end as pts
     from rules r
     join rule_tasks rt on rt.rule_id = r.rule_id
     join accepted a on a.task_id = rt.task_id
     left join form_value_item i on i.school_id = $1 and i.form_value_id = a.id and i.item_id = r.item_id
           and i.record_num is null and i.pid is null and not i.hidden),
 ranked as (
   select p.*, row_number() over w as rn,
          least(count(*) over (partition by p.rule_id, p.student_id), p.max_count) as last_rn
     from points p where p.pts is not null
   window w as (partition by p.rule_id, p.student_id order by p.created_at, p.fv)),
 aggregated as (
   select rule_id, student_id,
          round(case min(agg_kind) when 'avg' then avg(pts) when 'max' then max(pts)
                  when 'latest' then max(pts) filter (where rn = last_rn) else sum(pts) end, 4) as agg
     from ranked where rn <= max_count group by rule_id, student_id),
 rule_scores as (
   select a.rule_id, r.indicator_id, a.student_id,
          case when r.cap is null then a.agg else least(a.agg, r.cap) end as score
     from aggregated a join rules r on r.rule_id = a.rule_id),
 kept as (
   insert into eos_bench_rule_score (rule_id, student_id, score)
   select rule_id, student_id, score from rule_scores returning 1),
 ind as (select id, pid, level, max_score from target_indicator where school_id = $1 and model_id = $2),
 l3 as (
   select i.id, i.pid, i.max_score, x.student_id, least(sum(x.score), i.max_score) as score
     from ind i join rule_scores x on x.indicator_id = i.id
    where i.level = 3 group by i.id, i.pid, i.max_score, x.student_id),
 l2 as (
   select i.id, i.pid, i.max_score, x.student_id, least(sum(x.score), i.max_score) as score
     from ind i
     join (select indicator_id, student_id, score from rule_scores
           union all select pid, student_id, score from l3) x on x.indicator_id = i.id
    where i.level = 2 group by i.id, i.pid, i.max_score, x.student_id),
 l1 as (
   select i.id, i.pid, i.max_score, x.student_id, least(sum(x.score), i.max_score) as score
     from ind i
     join (select indicator_id, student_id, score from rule_scores
           union all select pid, student_id, score from l2) x on x.indicator_id = i.id
    where i.level = 1 group by i.id, i.pid, i.max_score, x.student_id),
 tree as (select * from l3 union all select * from l2 union all select * from l1),
 levels as (select levels from target_model where school_id = $1 and id = $2)
insert into eos_bench_indicator_score (indicator_id, student_id, score, band)
select t.id, t.student_id, t.score,
       (select b->>'name' from levels m cross join jsonb_array_elements(m.levels) b
         where t.score * 100 >= (b->>'min')::numeric * t.max_score
         order by (b->>'min')::numeric desc limit 1)
  from tree t`;

/** Rows that differ (or exist on one side only) between EOS's scores and the baseline's, and both counts. */
export const COMPARE_SQL = `with
 eos_ind as (select indicator_id, student_id, score, band from indicator_score
              where school_id = $1 and term_id = $3 and model_id = $2),
 eos_rule as (select rs.rule_id, rs.student_id, rs.score from rule_score rs
                join compute_rule r on r.school_id = rs.school_id and r.id = rs.rule_id
               where rs.school_id = $1 and rs.term_id = $3 and r.model_id = $2 and r.status = 1)
select
  (select count(*) from eos_ind)::int as eos_indicator_rows,
  (select count(*) from eos_bench_indicator_score)::int as raw_indicator_rows,
  (select count(*) from eos_ind e full join eos_bench_indicator_score b using (indicator_id, student_id)
    where e.score is distinct from b.score or e.band is distinct from b.band)::int as indicator_mismatches,
  (select count(*) from eos_rule)::int as eos_rule_rows,
  (select count(*) from eos_bench_rule_score)::int as raw_rule_rows,
  (select count(*) from eos_rule e full join eos_bench_rule_score b using (rule_id, student_id)
    where e.score is distinct from b.score)::int as rule_mismatches`;

export type Comparison = {
  eosIndicatorRows: number;
  rawIndicatorRows: number;
  indicatorMismatches: number;
  eosRuleRows: number;
  rawRuleRows: number;
  ruleMismatches: number;
};

type Scope = { schoolId: number; modelId: number; termId: number };

/** One run of the baseline: the scratch tables emptied (not timed), then the statement (timed); seconds. */
export const runRawScores = async (db: BenchDatabase, s: Scope): Promise<number> => {
  await db.rawQuery(CLEAR_SCRATCH_SQL);
  const started = performance.now();
  await db.rawQuery(RAW_SCORES_SQL, [s.schoolId, s.modelId, s.termId, NUMBER_PATTERN]);
  return (performance.now() - started) / 1000;
};

export const compareScores = async (db: BenchDatabase, s: Scope): Promise<Comparison> => {
  const [r] = await db.rawQuery<Record<string, number>>(COMPARE_SQL, [s.schoolId, s.modelId, s.termId]);
  return {
    eosIndicatorRows: r.eos_indicator_rows,
    rawIndicatorRows: r.raw_indicator_rows,
    indicatorMismatches: r.indicator_mismatches,
    eosRuleRows: r.eos_rule_rows,
    rawRuleRows: r.raw_rule_rows,
    ruleMismatches: r.rule_mismatches,
  };
};
