import type { ComputeRuleItem, ComputeRuleSave, Page, RuleConfig, SubjectType } from "@eos/contracts";
import { parseFormula } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { releasedItems } from "../forms/index.ts";
import { evaluationError } from "./evaluation.messages.ts";
import { type EvaluationDeps, requireModel } from "./model.service.ts";
import { listIndicators } from "./model.store.ts";
import {
  deleteRule,
  findRule,
  insertRule,
  pageRules,
  publishRule,
  type RuleRow,
  type RuleWrite,
  setRuleFields,
} from "./rule.store.ts";
import { itemTitlesOf } from "./rule-items.service.ts";
import { findRuleSource } from "./rule-source.ts";
import { sceneExists, tasksOfScene } from "./scene-tasks.store.ts";
import { archivedScoresOf } from "./score-archive.service.ts";
import { type RefreshDeps, rescoreModel, staleTerms } from "./score-refresh.service.ts";

/** Rules as the API shows them, with the titles of the items they refer to (rule-items.service). */
const itemsOf = async (db: Db, schoolId: number, rows: RuleRow[]): Promise<ComputeRuleItem[]> => {
  const titles = await itemTitlesOf(db, schoolId, rows);
  return rows.map((r, i) => ({ ...r, updatedAt: r.updatedAt.toISOString(), itemTitles: titles[i] ?? {} }));
};

export const listRules = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  q: { modelId: number; page: number; size: number; keyword?: string },
): Promise<Page<ComputeRuleItem>> => {
  const { rows, total } = await pageRules(deps.db, auth.schoolId, q);
  return { list: await itemsOf(deps.db, auth.schoolId, rows), total, page: q.page, size: q.size };
};

export const requireRule = async (db: Db, schoolId: number, id: number): Promise<RuleRow> => {
  const rule = await findRule(db, schoolId, id);
  if (!rule) throw notFound();
  return rule;
};

export const ruleDetail = async (deps: EvaluationDeps, auth: AuthContext, id: number) =>
  (await itemsOf(deps.db, auth.schoolId, [await requireRule(deps.db, auth.schoolId, id)]))[0];

/** The item a rule reads must exist in the released form of every task it scores; options must be its own. */
const checkItem = async (
  db: Db,
  schoolId: number,
  config: RuleConfig,
  tasks: { name: string; formId: number }[],
) => {
  if (config.kind === "fixed" || config.itemId === null) return;
  for (const task of tasks) {
    const items = (await releasedItems(db, schoolId, task.formId)) ?? [];
    const item = items.find((i) => i.id === config.itemId);
    if (!item) throw evaluationError(400, "itemNotInForm", { task: task.name, item: config.itemId });
    if (config.kind !== "option") continue;
    if (item.options.length === 0) throw evaluationError(400, "itemHasNoOptions", { item: item.name });
    const known = new Set(item.options.map((o) => o.id));
    const unknown = Object.keys(config.optionPoints).find((o) => !known.has(o));
    if (unknown) throw evaluationError(400, "unknownOption", { item: item.name, option: unknown });
  }
};

/**
 * Refuses a configuration that cannot be scored: unknown scene, tasks or items, a broken condition, or tasks
 * about another kind of person than the model scores (a teacher model reads teacher tasks, and the other way
 * round; a whole scene counts only its tasks of the model's kind).
 */
export const checkConfig = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  config: RuleConfig,
  subjectType: SubjectType,
): Promise<void> => {
  if (!(await sceneExists(deps.db, auth.schoolId, config.sceneId)))
    throw evaluationError(400, "sceneNotFound");
  // Configurations stored before sources existed have no `source` at all: both mean the scene's submissions.
  if (config.source) {
    if (!findRuleSource(deps.ruleSources, config.source))
      throw evaluationError(400, "unknownSource", { key: config.source });
    if (subjectType !== 1) throw evaluationError(400, "sourceAboutStudents");
    return;
  }
  const all = await tasksOfScene(deps.db, auth.schoolId, config.sceneId);
  const named = config.taskIds.map((id) => all.find((t) => t.id === id));
  if (named.some((t) => t === undefined)) throw evaluationError(400, "taskNotInScene");
  if (named.some((t) => t?.subjectType !== subjectType))
    throw evaluationError(400, subjectType === 0 ? "taskNotAboutTeachers" : "taskNotAboutStudents");
  const tasks = all.filter((t) => t.subjectType === subjectType);
  await checkItem(
    deps.db,
    auth.schoolId,
    config,
    config.taskIds.length > 0 ? (named as typeof tasks) : tasks,
  );
  if (config.condition) {
    const parsed = parseFormula(config.condition);
    if (!parsed.ok)
      throw evaluationError(400, "badCondition", {
        detail: `${parsed.error.code} @${parsed.error.position}`,
      });
  }
};

/** The indicator must be the model's; answers the model (whose subject the rule's tasks must match). */
const checkIndicator = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  modelId: number,
  indicatorId: number,
) => {
  const model = await requireModel(deps.db, auth.schoolId, modelId);
  const indicators = await listIndicators(deps.db, auth.schoolId, modelId);
  if (!indicators.some((i) => i.id === indicatorId)) throw evaluationError(400, "indicatorNotInModel");
  return model;
};

const subjectOfModel = async (deps: EvaluationDeps, auth: AuthContext, modelId: number) =>
  (await requireModel(deps.db, auth.schoolId, modelId)).subjectType;

/** Runs a change of the model's rules with the re-score of its stale terms, in one transaction. */
const changingRules = async <T>(
  deps: RefreshDeps,
  auth: AuthContext,
  modelId: number,
  change: (tx: Tx) => Promise<T>,
): Promise<T> => {
  const termIds = await staleTerms(deps.db, auth.schoolId, modelId);
  return deps.db.transaction(async (tx) => {
    const result = await change(tx);
    await rescoreModel(deps, tx, { schoolId: auth.schoolId, modelId, termIds }, auth.userId);
    return result;
  });
};

/**
 * Adds a rule, or publishes a new version of one (a stashed draft is dropped: what was saved wins); either
 * way the model's scores are re-scored in the background.
 */
export const saveRule = async (deps: RefreshDeps, auth: AuthContext, input: ComputeRuleSave) => {
  const model = await checkIndicator(deps, auth, input.modelId, input.indicatorId);
  await checkConfig(deps, auth, input.config, model.subjectType);
  const row: RuleWrite = {
    modelId: input.modelId,
    indicatorId: input.indicatorId,
    name: input.name,
    config: input.config,
  };
  if (input.id === undefined)
    return changingRules(deps, auth, input.modelId, (tx) => insertRule(tx, auth.schoolId, row, auth.userId));
  const existing = await requireRule(deps.db, auth.schoolId, input.id);
  if (existing.modelId !== input.modelId) throw evaluationError(400, "indicatorNotInModel");
  const id = input.id;
  return changingRules(deps, auth, input.modelId, (tx) =>
    publishRule(tx, auth.schoolId, id, row, auth.userId),
  );
};

export const cloneRule = async (deps: EvaluationDeps, auth: AuthContext, id: number, lang: Lang) => {
  const rule = await requireRule(deps.db, auth.schoolId, id);
  const suffix = lang === "zh-CN" ? "（副本）" : " (copy)";
  const row: RuleWrite = {
    modelId: rule.modelId,
    indicatorId: rule.indicatorId,
    name: `${rule.name}${suffix}`.slice(0, 60),
    config: rule.config,
  };
  const created = await deps.db.transaction((tx) => insertRule(tx, auth.schoolId, row, auth.userId));
  // A copy starts stopped, so that it does not score the same evidence twice until someone means it to.
  await setRuleFields(deps.db, auth.schoolId, created.id, { status: 0 });
  return { id: created.id };
};

export const renameRule = async (deps: EvaluationDeps, auth: AuthContext, id: number, name: string) => {
  await requireRule(deps.db, auth.schoolId, id);
  await setRuleFields(deps.db, auth.schoolId, id, { name });
};

export const stashRule = async (deps: EvaluationDeps, auth: AuthContext, id: number, config: RuleConfig) => {
  const rule = await requireRule(deps.db, auth.schoolId, id);
  await checkConfig(deps, auth, config, await subjectOfModel(deps, auth, rule.modelId));
  await setRuleFields(deps.db, auth.schoolId, id, { draft: config });
};

export const publishDraft = async (deps: RefreshDeps, auth: AuthContext, id: number) => {
  const rule = await requireRule(deps.db, auth.schoolId, id);
  if (!rule.draft) throw evaluationError(400, "noDraft");
  const draft = rule.draft;
  await checkConfig(deps, auth, draft, await subjectOfModel(deps, auth, rule.modelId));
  return changingRules(deps, auth, rule.modelId, (tx) =>
    publishRule(
      tx,
      auth.schoolId,
      id,
      { modelId: rule.modelId, indicatorId: rule.indicatorId, name: rule.name, config: draft },
      auth.userId,
    ),
  );
};

export const discardDraft = async (deps: EvaluationDeps, auth: AuthContext, id: number) => {
  await requireRule(deps.db, auth.schoolId, id);
  await setRuleFields(deps.db, auth.schoolId, id, { draft: null });
};

/** Starting or stopping a rule re-scores its model, so its points come or go without a manual run. */
export const setRuleStatus = async (deps: RefreshDeps, auth: AuthContext, id: number, status: 0 | 1) => {
  const rule = await requireRule(deps.db, auth.schoolId, id);
  if (rule.status === status) return;
  await changingRules(deps, auth, rule.modelId, (tx) => setRuleFields(tx, auth.schoolId, id, { status }));
};

/**
 * Deletes the rule with what it scored; the re-score then takes its points out of the indicator scores. A rule
 * that scored archived passports stays (their lineage names it): it can be stopped instead.
 */
export const removeRule = async (deps: RefreshDeps, auth: AuthContext, id: number) => {
  const rule = await requireRule(deps.db, auth.schoolId, id);
  const archived = await archivedScoresOf(deps.db, auth.schoolId, id, deps.now());
  if (archived > 0) throw evaluationError(400, "ruleScoredArchive", { n: archived });
  await changingRules(deps, auth, rule.modelId, (tx) => deleteRule(tx, auth.schoolId, id));
  return rule;
};
