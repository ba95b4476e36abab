import type { RuleConfig } from "@eos/contracts";
import { and, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { liveSceneV } from "../collection/index.ts";
import { computeRule, computeRuleVersion, targetIndicator } from "./evaluation.tables.ts";

type Conn = Db | Tx;

export type RuleRow = {
  id: number;
  modelId: number;
  indicatorId: number;
  indicatorName: string;
  name: string;
  sceneId: number;
  sceneName: string;
  version: number;
  status: number;
  config: RuleConfig;
  draft: RuleConfig | null;
  updatedAt: Date;
};

const columns = {
  id: computeRule.id,
  modelId: computeRule.modelId,
  indicatorId: computeRule.indicatorId,
  indicatorName: sql<string>`coalesce(${targetIndicator.name}, '')`,
  name: computeRule.name,
  sceneId: computeRule.sceneId,
  // Qualified by hand: drizzle renders a column as a bare name inside sql``, which the subquery would capture.
  sceneName: sql<string>`coalesce((select s.name from ${liveSceneV} s
    where s.school_id = "compute_rule"."school_id" and s.scene_id = "compute_rule"."scene_id"), '')`,
  version: computeRule.version,
  status: computeRule.status,
  config: computeRule.config,
  draft: computeRule.draft,
  updatedAt: computeRule.updatedAt,
};

const selectRules = (db: Conn) =>
  db
    .select(columns)
    .from(computeRule)
    .leftJoin(
      targetIndicator,
      and(
        eq(targetIndicator.schoolId, computeRule.schoolId),
        eq(targetIndicator.id, computeRule.indicatorId),
      ),
    );

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const countRulesOfModel = async (db: Conn, schoolId: number, modelId: number): Promise<number> => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(computeRule)
    .where(and(eq(computeRule.schoolId, schoolId), eq(computeRule.modelId, modelId)));
  return n;
};

export const pageRules = async (
  db: Db,
  schoolId: number,
  q: { modelId: number; page: number; size: number; keyword?: string },
) => {
  const conditions: SQL[] = [eq(computeRule.schoolId, schoolId), eq(computeRule.modelId, q.modelId)];
  if (q.keyword) conditions.push(ilike(computeRule.name, like(q.keyword)));
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    selectRules(db)
      .where(where)
      .orderBy(desc(computeRule.updatedAt), desc(computeRule.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(computeRule).where(where),
  ]);
  return { rows: rows as RuleRow[], total: n };
};

export const findRule = async (db: Conn, schoolId: number, id: number): Promise<RuleRow | null> => {
  const [row] = await selectRules(db).where(and(eq(computeRule.schoolId, schoolId), eq(computeRule.id, id)));
  return (row as RuleRow | undefined) ?? null;
};

/** A model's rules that are executed (status 1). */
export const executingRules = async (db: Conn, schoolId: number, modelId: number): Promise<RuleRow[]> =>
  (await selectRules(db).where(
    and(eq(computeRule.schoolId, schoolId), eq(computeRule.modelId, modelId), eq(computeRule.status, 1)),
  )) as RuleRow[];

/** Executing rules whose evidence includes a task of the scene (named, or every task of the scene). */
export const rulesForTask = async (
  db: Conn,
  schoolId: number,
  sceneId: number,
  taskId: number,
): Promise<RuleRow[]> =>
  (await selectRules(db).where(
    and(
      eq(computeRule.schoolId, schoolId),
      eq(computeRule.sceneId, sceneId),
      eq(computeRule.status, 1),
      sql`(jsonb_array_length(coalesce(${computeRule.config}->'taskIds', '[]'::jsonb)) = 0
        or ${computeRule.config}->'taskIds' @> ${JSON.stringify([taskId])}::jsonb)`,
    ),
  )) as RuleRow[];

export type RuleWrite = { modelId: number; indicatorId: number; name: string; config: RuleConfig };

export const insertRule = async (tx: Tx, schoolId: number, row: RuleWrite, createdBy: number) => {
  const [created] = await tx
    .insert(computeRule)
    .values({ schoolId, ...row, sceneId: row.config.sceneId, createdBy })
    .returning({ id: computeRule.id });
  await tx
    .insert(computeRuleVersion)
    .values({ schoolId, ruleId: created.id, version: 1, config: row.config, createdBy });
  return { id: created.id, version: 1 };
};

/** A new published configuration: the next version, kept in the version history; the draft is cleared. */
export const publishRule = async (
  tx: Tx,
  schoolId: number,
  id: number,
  row: RuleWrite,
  createdBy: number,
) => {
  const [updated] = await tx
    .update(computeRule)
    .set({
      ...row,
      sceneId: row.config.sceneId,
      draft: null,
      version: sql`${computeRule.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(computeRule.schoolId, schoolId), eq(computeRule.id, id)))
    .returning({ version: computeRule.version });
  await tx
    .insert(computeRuleVersion)
    .values({ schoolId, ruleId: id, version: updated.version, config: row.config, createdBy });
  return { id, version: updated.version };
};

export const setRuleFields = async (
  db: Conn,
  schoolId: number,
  id: number,
  fields: Partial<{ name: string; status: number; draft: RuleConfig | null }>,
) =>
  db
    .update(computeRule)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(computeRule.schoolId, schoolId), eq(computeRule.id, id)));

/** Deletes a rule with everything it scored; indicator scores are rolled up again by the caller. */
export const deleteRule = async (tx: Tx, schoolId: number, id: number) => {
  for (const table of ["score_entry", "rule_score", "rule_error"]) {
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where school_id = ${schoolId} and rule_id = ${id}`,
    );
  }
  await tx
    .delete(computeRuleVersion)
    .where(and(eq(computeRuleVersion.schoolId, schoolId), eq(computeRuleVersion.ruleId, id)));
  await tx.delete(computeRule).where(and(eq(computeRule.schoolId, schoolId), eq(computeRule.id, id)));
};
