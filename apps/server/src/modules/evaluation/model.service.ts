import type {
  IndicatorInput,
  Page,
  SubjectType,
  TargetModelDetail,
  TargetModelItem,
  TargetModelSave,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { evaluationError } from "./evaluation.messages.ts";
import {
  bumpModel,
  copiesOf,
  deleteIndicators,
  deleteModel,
  detachCopies,
  findModel,
  type IndicatorRow,
  indicatorsWithRules,
  insertIndicator,
  insertModel,
  listIndicators,
  type ModelRow,
  pageModels,
  snapshotModel,
  updateIndicator,
} from "./model.store.ts";
import { planTree, type TreeRefusals } from "./model-tree.ts";
import { countRulesOfModel } from "./rule.store.ts";
import type { RuleSources } from "./rule-source.ts";
import { type RefreshDeps, rescoreModel, staleTerms } from "./score-refresh.service.ts";

/** ruleSources: the areas' data sources of compute rules (rule-source.ts), handed in by app.ts. */
export type EvaluationDeps = { db: Db; now: () => Date; ruleSources?: RuleSources };

const itemOf = (
  r: ModelRow & { indicatorCount: number; ruleCount: number; pushedTo: number },
): TargetModelItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  periods: r.periods,
  version: r.version,
  subjectType: r.subjectType,
  indicatorCount: r.indicatorCount,
  ruleCount: r.ruleCount,
  pushed: r.sourceModelId !== null,
  pushedTo: r.pushedTo,
  updatedAt: r.updatedAt.toISOString(),
});

export const listModels = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  q: { page: number; size: number; keyword?: string; subjectType: SubjectType },
): Promise<Page<TargetModelItem>> => {
  const { rows, total } = await pageModels(deps.db, auth.schoolId, q);
  return { list: rows.map(itemOf), total, page: q.page, size: q.size };
};

/** The model, or 404; with `subjectType`, a model of another kind of person is not found either. */
export const requireModel = async (
  db: Db | Tx,
  schoolId: number,
  id: number,
  subjectType?: SubjectType,
): Promise<ModelRow> => {
  const model = await findModel(db, schoolId, id, subjectType);
  if (!model) throw notFound();
  return model;
};

export const modelDetail = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  id: number,
): Promise<TargetModelDetail> => {
  const model = await requireModel(deps.db, auth.schoolId, id);
  // One after another: deps.db may be a transaction (the demo seed reads a model it has just made), whose one
  // connection cannot run statements side by side (pg queues them and warns that pg 9 will refuse).
  const indicators = await listIndicators(deps.db, auth.schoolId, id);
  const ruleCount = await countRulesOfModel(deps.db, auth.schoolId, id);
  const copies = await copiesOf(deps.db, auth.schoolId, id);
  return {
    ...itemOf({ ...model, indicatorCount: indicators.length, ruleCount, pushedTo: copies.length }),
    levels: model.levels,
    indicators: indicators.map(({ sourceId: _, ...rest }) => rest),
  };
};

/** An indicator tree sent in a bad shape, refused in evaluation's words. */
const indicatorRefusals: TreeRefusals = {
  duplicateKey: (key) => evaluationError(400, "duplicateKey", { key }),
  unknownParent: (name) => evaluationError(400, "unknownParent", { name }),
  tooDeep: (name) => evaluationError(400, "tooDeep", { name }),
};

const sameLocked = (row: IndicatorRow, input: IndicatorInput | undefined, pid: number | null) =>
  input !== undefined &&
  input.name === row.name &&
  input.weight === row.weight &&
  input.maxScore === row.maxScore &&
  pid === row.pid;

/**
 * Writes the tree as sent: existing indicators (key = their id) are updated, new ones inserted parents first,
 * missing ones deleted unless rules use them. Locked (pushed) indicators must come back unchanged.
 */
const writeTree = async (tx: Tx, schoolId: number, modelId: number, items: IndicatorInput[]) => {
  const { ordered, levelOf, sortOf } = planTree(items, indicatorRefusals);
  const existing = new Map((await listIndicators(tx, schoolId, modelId)).map((r) => [String(r.id), r]));
  const ids = new Map<string, number>();
  for (const item of ordered) {
    const pid = item.parentKey === null ? null : (ids.get(item.parentKey) ?? null);
    const row = {
      pid,
      level: levelOf(item),
      name: item.name,
      weight: item.weight,
      maxScore: item.maxScore,
      sort: sortOf(item),
      locked: false,
      sourceId: null,
    };
    const old = existing.get(item.key);
    if (old) {
      if (old.locked && !sameLocked(old, item, pid))
        throw evaluationError(400, "lockedChanged", { name: old.name });
      await updateIndicator(tx, schoolId, old.id, { ...row, locked: old.locked, sourceId: old.sourceId });
      ids.set(item.key, old.id);
    } else {
      ids.set(item.key, await insertIndicator(tx, schoolId, modelId, row));
    }
  }
  const gone = [...existing.values()].filter((r) => !ids.has(String(r.id)));
  const locked = gone.find((r) => r.locked);
  if (locked) throw evaluationError(400, "lockedChanged", { name: locked.name });
  const used = await indicatorsWithRules(
    tx,
    schoolId,
    gone.map((r) => r.id),
  );
  const blocked = gone.find((r) => used.has(r.id));
  if (blocked) throw evaluationError(400, "indicatorHasRules", { name: blocked.name });
  await deleteIndicators(
    tx,
    schoolId,
    gone.map((r) => r.id),
  );
};

export const addModel = async (deps: EvaluationDeps, auth: AuthContext, input: TargetModelSave) =>
  deps.db.transaction(async (tx) => {
    const id = await insertModel(tx, auth.schoolId, {
      ...fieldsOf(input),
      subjectType: input.subjectType,
      createdBy: auth.userId,
    });
    await writeTree(tx, auth.schoolId, id, input.indicators);
    await snapshotModel(tx, auth.schoolId, id, 1, auth.userId);
    return { id, version: 1 };
  });

const fieldsOf = (input: TargetModelSave) => ({
  name: input.name,
  description: input.description,
  periods: input.periods,
  levels: [...input.levels].sort((a, b) => b.min - a.min),
});

/** A new version of the model; its scores are rolled up again on it in the background. */
export const updateModel = async (
  deps: RefreshDeps,
  auth: AuthContext,
  input: TargetModelSave & { id: number },
) => {
  await requireModel(deps.db, auth.schoolId, input.id);
  const termIds = await staleTerms(deps.db, auth.schoolId, input.id);
  return deps.db.transaction(async (tx) => {
    await writeTree(tx, auth.schoolId, input.id, input.indicators);
    const version = await bumpModel(tx, auth.schoolId, input.id, fieldsOf(input));
    await snapshotModel(tx, auth.schoolId, input.id, version, auth.userId);
    await rescoreModel(deps, tx, { schoolId: auth.schoolId, modelId: input.id, termIds }, auth.userId);
    return { id: input.id, version };
  });
};

export const removeModel = async (deps: EvaluationDeps, auth: AuthContext, id: number): Promise<void> => {
  await requireModel(deps.db, auth.schoolId, id);
  const rules = await countRulesOfModel(deps.db, auth.schoolId, id);
  if (rules > 0) throw evaluationError(400, "modelHasRules", { n: rules });
  await deps.db.transaction(async (tx) => {
    await detachCopies(tx, auth.schoolId, id);
    await deleteModel(tx, auth.schoolId, id);
  });
};

/** A copy in the same school: the tree as the school's own (nothing locked), version 1. */
export const cloneModel = async (deps: EvaluationDeps, auth: AuthContext, id: number, lang: Lang) => {
  const model = await requireModel(deps.db, auth.schoolId, id);
  const indicators = await listIndicators(deps.db, auth.schoolId, id);
  const suffix = lang === "zh-CN" ? "（副本）" : " (copy)";
  return addModel(deps, auth, {
    name: `${model.name}${suffix}`.slice(0, 60),
    subjectType: model.subjectType,
    description: model.description,
    periods: model.periods as TargetModelSave["periods"],
    levels: model.levels,
    indicators: indicators.map((r) => ({
      key: String(r.id),
      parentKey: r.pid === null ? null : String(r.pid),
      name: r.name,
      weight: r.weight,
      maxScore: r.maxScore,
    })),
  });
};
