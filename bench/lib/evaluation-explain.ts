import { requireTerm } from "@eos/server/src/modules/evaluation/score-run.service.ts";
import { insertEntriesInSql } from "@eos/server/src/modules/evaluation/score-run.store.ts";
import { type SQL, sql } from "drizzle-orm";
import type { BenchDatabase } from "./database.ts";
import type { EvaluationArranged } from "./evaluation-setup.ts";
import { NUMBER_PATTERN, RAW_SCORES_SQL } from "./raw-evaluation.ts";

/**
 * BENCH_EXPLAIN=1: EXPLAIN (ANALYZE, BUFFERS) of EOS's entry INSERT … SELECT for its heaviest rule (most tasks,
 * an item rule first) and of the baseline statement, each in a transaction that is rolled back.
 */
const ROLLBACK = new Error("rolled back on purpose");

const plan = (rows: Record<string, unknown>[]) => rows.map((r) => String(r["QUERY PLAN"])).join("\n");

type RuleRow = Parameters<typeof insertEntriesInSql>[1];

const heaviestRule = async (db: BenchDatabase, a: EvaluationArranged): Promise<RuleRow> => {
  const [r] = await db.rawQuery<RuleRow>(
    `select id, version, config from compute_rule where school_id = $1 and model_id = $2 and status = 1
      order by jsonb_array_length(config->'taskIds') desc, (config->>'kind' = 'item') desc, id limit 1`,
    [a.schoolId, a.modelId],
  );
  return { id: Number(r.id), version: Number(r.version), config: r.config };
};

const explainEos = async (db: BenchDatabase, a: EvaluationArranged, rule: RuleRow): Promise<string[]> => {
  const scope = await requireTerm(db.database.db, a.schoolId, a.termId);
  const plans: string[] = [];
  await db.database.db
    .transaction(async (tx) => {
      const explaining = {
        execute: async (q: SQL) => {
          const res = await tx.execute(sql`explain (analyze, buffers) ${q}`);
          plans.push(plan(res.rows as Record<string, unknown>[]));
          return { rows: [], rowCount: 0 };
        },
      } as unknown as Parameters<typeof insertEntriesInSql>[0];
      await tx.execute(sql`delete from score_entry where school_id = ${a.schoolId} and rule_id = ${rule.id}`);
      await tx.execute(sql`delete from rule_error where school_id = ${a.schoolId} and rule_id = ${rule.id}`);
      await insertEntriesInSql(
        explaining,
        { id: rule.id, version: rule.version, config: rule.config },
        scope,
      );
      throw ROLLBACK;
    })
    .catch((e: unknown) => {
      if (e !== ROLLBACK) throw e;
    });
  return plans;
};

const explainRaw = (db: BenchDatabase, a: EvaluationArranged): Promise<string> =>
  db
    .rawTransaction(async (query) => {
      await query("truncate eos_bench_rule_score, eos_bench_indicator_score");
      const rows = await query<Record<string, unknown>>(`explain (analyze, buffers) ${RAW_SCORES_SQL}`, [
        a.schoolId,
        a.modelId,
        a.termId,
        NUMBER_PATTERN,
      ]);
      throw Object.assign(new Error("rollback"), { plan: plan(rows) });
    })
    .catch((e: { plan?: string }) => {
      if (e.plan === undefined) throw e;
      return e.plan;
    });

export const explainRule = async (db: BenchDatabase, a: EvaluationArranged): Promise<void> => {
  const rule = await heaviestRule(db, a);
  const [entries, errors] = await explainEos(db, a, rule);
  const { kind, taskIds } = rule.config;
  console.log(
    `\nEXPLAIN of EOS's entry INSERT … SELECT, rule ${rule.id} (${kind}, ${taskIds.length} tasks):`,
  );
  console.log(entries);
  if (errors) console.log(`\nEXPLAIN of its error-log INSERT … SELECT:\n${errors}`);
  console.log(`\nEXPLAIN of the baseline:\n${await explainRaw(db, a)}`);
};
