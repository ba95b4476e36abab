import type { CultivatePushResult } from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import type { Tx } from "../../../platform/db/client.ts";
import type { EvaluationDeps } from "../model.service.ts";
import { copiesOf, listIndicators } from "../model.store.ts";
import { pushTargets, requireAreaSite, syncPushedTree, type TreeSync } from "../pushed-tree.ts";
import { requireCultivateModel } from "./cultivate.service.ts";
import {
  bumpCultivateModel,
  type CultivateModelRow,
  cultivateCopiesOf,
  deleteGoals,
  type GoalRow,
  type GoalWrite,
  insertCultivateModel,
  insertGoal,
  listGoals,
  updateGoal,
} from "./cultivate.store.ts";

/** Area indicator id → the school copy's indicator id. */
type IndicatorMap = Map<number, number>;

/** School goals' levels follow their parents' after the area moved pushed ones. */
const relevel = async (tx: Tx, schoolId: number, copyId: number) => {
  const goals = await listGoals(tx, schoolId, copyId);
  const byId = new Map(goals.map((g) => [g.id, g]));
  const levelOf = (g: GoalRow, seen = 0): number =>
    g.pid === null || seen > 5 ? 1 : levelOf(byId.get(g.pid) ?? { ...g, pid: null }, seen + 1) + 1;
  for (const g of goals) {
    const level = levelOf(g);
    if (level !== g.level) await updateGoal(tx, schoolId, g.id, { level });
  }
};

/**
 * Cultivate models' trees: pushed goals link to the school's copy of each indicator (`map`). A goal the area
 * removed stays as the school's own while the school hangs goals of its own under it.
 */
const goalTree = (map: IndicatorMap): TreeSync<GoalRow, GoalWrite> => ({
  store: {
    list: listGoals,
    insert: insertGoal,
    update: updateGoal,
    release: (tx, schoolId, node) => updateGoal(tx, schoolId, node.id, { locked: false, sourceId: null }),
    remove: deleteGoals,
  },
  copy: (area, pid) => ({
    pid,
    level: area.level,
    name: area.name,
    description: area.description,
    sort: area.sort,
    indicatorIds: area.indicatorIds.flatMap((id) => (map.has(id) ? [map.get(id) as number] : [])),
    locked: true,
    sourceId: area.id,
  }),
  keeps: async (_tx, _schoolId, _gone, current) => (node, deleted) =>
    current.some((c) => c.pid === node.id && !deleted.has(c.id)),
});

/** Pushed goals, then the school's goals' levels after them. */
const syncGoals = async (tx: Tx, schoolId: number, copyId: number, source: GoalRow[], map: IndicatorMap) => {
  await syncPushedTree(tx, schoolId, copyId, source, goalTree(map));
  await relevel(tx, schoolId, copyId);
};

const pushOne = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  model: CultivateModelRow,
  goals: GoalRow[],
  target: { schoolId: number; copyId: number | undefined; targetCopyId: number },
): Promise<"created" | "updated"> => {
  const indicators = await listIndicators(deps.db, target.schoolId, target.targetCopyId);
  const map: IndicatorMap = new Map(
    indicators.flatMap((i) => (i.sourceId === null ? [] : [[i.sourceId, i.id] as const])),
  );
  const fields = {
    name: model.name,
    description: model.description,
    periods: model.periods,
    levels: model.levels,
    targetModelId: target.targetCopyId,
  };
  return deps.db.transaction(async (tx) => {
    if (target.copyId === undefined) {
      const id = await insertCultivateModel(tx, target.schoolId, {
        ...fields,
        sourceSchoolId: auth.schoolId,
        sourceModelId: model.id,
        createdBy: auth.userId,
      });
      await syncGoals(tx, target.schoolId, id, goals, map);
      return "created";
    }
    await syncGoals(tx, target.schoolId, target.copyId, goals, map);
    await bumpCultivateModel(tx, target.schoolId, target.copyId, fields, new Date());
    return "updated";
  });
};

/**
 * The area pushes its model to its schools (all, or those named): new copies or updated ones, each on the
 * school's copy of the linked indicator model. Schools without that copy are skipped and named.
 */
export const pushCultivateModel = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  input: { id: number; schoolIds: number[] },
): Promise<CultivatePushResult> => {
  const areaId = requireAreaSite(auth);
  const model = await requireCultivateModel(deps.db, auth.schoolId, input.id);
  const { targets, names } = await pushTargets(deps.db, areaId, input.schoolIds);
  const goals = await listGoals(deps.db, auth.schoolId, model.id);
  const [copies, targetCopies] = await Promise.all([
    cultivateCopiesOf(deps.db, auth.schoolId, model.id),
    copiesOf(deps.db, auth.schoolId, model.targetModelId),
  ]);
  const copyOf = new Map(copies.map((c) => [c.schoolId, c.id]));
  const targetCopyOf = new Map(targetCopies.map((c) => [c.schoolId, c.id]));
  const out: CultivatePushResult = { created: 0, updated: 0, skipped: [] };
  for (const schoolId of targets) {
    const targetCopyId = targetCopyOf.get(schoolId);
    if (targetCopyId === undefined) {
      out.skipped.push({ schoolId, schoolName: names.get(schoolId) ?? "" });
      continue;
    }
    out[await pushOne(deps, auth, model, goals, { schoolId, copyId: copyOf.get(schoolId), targetCopyId })] +=
      1;
  }
  return out;
};
