import type { CultivateModelDetail, CultivateModelItem, CultivateModelSave, Page } from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { notFound } from "../../../platform/http/errors.ts";
import type { Lang } from "../../../platform/http/i18n.ts";
import type { EvaluationDeps } from "../model.service.ts";
import { findModel, listIndicators } from "../model.store.ts";
import { cultivateError } from "./cultivate.messages.ts";
import {
  bumpCultivateModel,
  type CultivateListRow,
  type CultivateModelRow,
  cultivateListRow,
  deleteCultivateModel,
  detachCultivateCopies,
  findCultivateModel,
  insertCultivateModel,
  listGoals,
  pageCultivateModels,
} from "./cultivate.store.ts";
import { liveLinks, writeGoals } from "./cultivate-goals.ts";

const itemOf = (r: CultivateListRow): CultivateModelItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  periods: r.periods,
  targetModelId: r.targetModelId,
  targetModelName: r.targetModelName,
  version: r.version,
  goalCount: r.goalCount,
  pushed: r.sourceModelId !== null,
  pushedTo: r.pushedTo,
  refreshedAt: r.refreshedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

export const listCultivateModels = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  q: { page: number; size: number; keyword?: string },
): Promise<Page<CultivateModelItem>> => {
  const { rows, total } = await pageCultivateModels(deps.db, auth.schoolId, q);
  return { list: rows.map(itemOf), total, page: q.page, size: q.size };
};

export const requireCultivateModel = async (
  db: Db | Tx,
  schoolId: number,
  id: number,
): Promise<CultivateModelRow> => {
  const model = await findCultivateModel(db, schoolId, id);
  if (!model) throw notFound();
  return model;
};

/** The ids of the indicator model's indicators (empty when the model is gone). */
export const liveIndicators = async (db: Db | Tx, schoolId: number, targetModelId: number) =>
  listIndicators(db, schoolId, targetModelId);

export const cultivateDetail = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  id: number,
): Promise<CultivateModelDetail> => {
  const row = await cultivateListRow(deps.db, auth.schoolId, id);
  if (!row) throw notFound();
  const [goals, indicators] = await Promise.all([
    listGoals(deps.db, auth.schoolId, id),
    liveIndicators(deps.db, auth.schoolId, row.targetModelId),
  ]);
  const live = new Set(indicators.map((i) => i.id));
  return {
    ...itemOf(row),
    levels: row.levels,
    goals: goals.map(({ sourceId: _, ...g }) => ({ ...g, indicatorIds: liveLinks(g.indicatorIds, live) })),
    indicators: indicators.map((i) => ({
      id: i.id,
      pid: i.pid,
      level: i.level,
      name: i.name,
      maxScore: i.maxScore,
    })),
  };
};

const fieldsOf = (input: CultivateModelSave) => ({
  name: input.name,
  description: input.description,
  periods: input.periods,
  targetModelId: input.targetModelId,
  levels: [...input.levels].sort((a, b) => b.min - a.min),
});

/**
 * The chosen indicator model's live indicator ids. A model of another school, a deleted one or a teacher
 * growth model (goals are about students) is refused.
 */
const linkable = async (db: Db | Tx, schoolId: number, targetModelId: number) => {
  if (!(await findModel(db, schoolId, targetModelId, 1))) throw cultivateError(400, "targetModelMissing");
  return new Set((await liveIndicators(db, schoolId, targetModelId)).map((i) => i.id));
};

export const addCultivateModel = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  input: CultivateModelSave,
) => {
  const live = await linkable(deps.db, auth.schoolId, input.targetModelId);
  return deps.db.transaction(async (tx) => {
    const id = await insertCultivateModel(tx, auth.schoolId, { ...fieldsOf(input), createdBy: auth.userId });
    await writeGoals(tx, auth.schoolId, id, input.goals, live);
    return { id, version: 1 };
  });
};

/** Saves fields and the whole goal tree as the next version; processed data becomes out of date. */
export const updateCultivateModel = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  input: CultivateModelSave & { id: number },
) => {
  const model = await requireCultivateModel(deps.db, auth.schoolId, input.id);
  if (model.sourceModelId !== null && model.targetModelId !== input.targetModelId)
    throw cultivateError(400, "pushedTarget");
  const live = await linkable(deps.db, auth.schoolId, input.targetModelId);
  return deps.db.transaction(async (tx) => {
    await writeGoals(tx, auth.schoolId, input.id, input.goals, live);
    const version = await bumpCultivateModel(tx, auth.schoolId, input.id, fieldsOf(input), new Date());
    return { id: input.id, version };
  });
};

/**
 * Deletes a model with its goals and data. Copies the area pushed stay with their schools, as the schools'
 * own (nothing locked any more), as an area indicator model's copies stay when it goes.
 */
export const removeCultivateModel = async (deps: EvaluationDeps, auth: AuthContext, id: number) => {
  await requireCultivateModel(deps.db, auth.schoolId, id);
  await deps.db.transaction(async (tx) => {
    await detachCultivateCopies(tx, auth.schoolId, id);
    await deleteCultivateModel(tx, auth.schoolId, id);
  });
};

/** A copy in the same school: the school's own (nothing locked), version 1, on the same indicator model. */
export const cloneCultivateModel = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  id: number,
  lang: Lang,
) => {
  const model = await requireCultivateModel(deps.db, auth.schoolId, id);
  const [goals, indicators] = await Promise.all([
    listGoals(deps.db, auth.schoolId, id),
    liveIndicators(deps.db, auth.schoolId, model.targetModelId),
  ]);
  const live = new Set(indicators.map((i) => i.id));
  const suffix = lang === "zh-CN" ? "（副本）" : " (copy)";
  return addCultivateModel(deps, auth, {
    name: `${model.name}${suffix}`.slice(0, 60),
    description: model.description,
    periods: model.periods as CultivateModelSave["periods"],
    targetModelId: model.targetModelId,
    levels: model.levels,
    goals: goals.map((g) => ({
      key: String(g.id),
      parentKey: g.pid === null ? null : String(g.pid),
      name: g.name,
      description: g.description,
      indicatorIds: liveLinks(g.indicatorIds, live),
    })),
  });
};
