import type { AuthContext } from "../../platform/auth/access.ts";
import { requireModel } from "./model.service.ts";
import {
  bumpModel,
  copiesOf,
  deleteIndicators,
  type IndicatorRow,
  type IndicatorWrite,
  indicatorsWithRules,
  insertIndicator,
  insertModel,
  listIndicators,
  type ModelRow,
  snapshotModel,
  updateIndicator,
} from "./model.store.ts";
import { pushTargets, requireAreaSite, syncPushedTree, type TreeSync } from "./pushed-tree.ts";
import { type RefreshDeps, rescoreModel, staleTerms } from "./score-refresh.service.ts";

/** Indicator models' trees: a removed indicator that scoring rules use stays as the school's own. */
const indicatorTree: TreeSync<IndicatorRow, IndicatorWrite> = {
  store: {
    list: listIndicators,
    insert: insertIndicator,
    update: updateIndicator,
    release: (tx, schoolId, node) =>
      updateIndicator(tx, schoolId, node.id, { ...node, locked: false, sourceId: null }),
    remove: deleteIndicators,
  },
  copy: (area, pid) => ({
    pid,
    level: area.level,
    name: area.name,
    weight: area.weight,
    maxScore: area.maxScore,
    sort: area.sort,
    locked: true,
    sourceId: area.id,
  }),
  keeps: async (tx, schoolId, gone) => {
    const used = await indicatorsWithRules(
      tx,
      schoolId,
      gone.map((r) => r.id),
    );
    return (node) => used.has(node.id);
  },
};

const pushOne = async (
  deps: RefreshDeps,
  auth: AuthContext,
  model: ModelRow,
  tree: IndicatorRow[],
  target: { schoolId: number; copyId: number | undefined },
): Promise<"created" | "updated"> => {
  const termIds =
    target.copyId === undefined ? [] : await staleTerms(deps.db, target.schoolId, target.copyId);
  return deps.db.transaction(async (tx) => {
    const fields = {
      name: model.name,
      description: model.description,
      periods: model.periods,
      levels: model.levels,
    };
    if (target.copyId === undefined) {
      const id = await insertModel(tx, target.schoolId, {
        ...fields,
        subjectType: model.subjectType,
        sourceSchoolId: auth.schoolId,
        sourceModelId: model.id,
        createdBy: auth.userId,
      });
      await syncPushedTree(tx, target.schoolId, id, tree, indicatorTree);
      await snapshotModel(tx, target.schoolId, id, 1, auth.userId);
      return "created";
    }
    await syncPushedTree(tx, target.schoolId, target.copyId, tree, indicatorTree);
    const version = await bumpModel(tx, target.schoolId, target.copyId, fields);
    await snapshotModel(tx, target.schoolId, target.copyId, version, auth.userId);
    // The school's scores follow the new version of its copy without anyone there running them.
    await rescoreModel(deps, tx, { schoolId: target.schoolId, modelId: target.copyId, termIds });
    return "updated";
  });
};

/** The area pushes its model to its schools (all of them, or those named): new copies or updated ones. */
export const pushModel = async (
  deps: RefreshDeps,
  auth: AuthContext,
  input: { id: number; schoolIds: number[] },
): Promise<{ created: number; updated: number }> => {
  const areaId = requireAreaSite(auth);
  const model = await requireModel(deps.db, auth.schoolId, input.id);
  const { targets } = await pushTargets(deps.db, areaId, input.schoolIds);
  const tree = await listIndicators(deps.db, auth.schoolId, model.id);
  const copies = new Map((await copiesOf(deps.db, auth.schoolId, model.id)).map((c) => [c.schoolId, c.id]));
  const counts = { created: 0, updated: 0 };
  for (const schoolId of targets) {
    counts[await pushOne(deps, auth, model, tree, { schoolId, copyId: copies.get(schoolId) })] += 1;
  }
  return counts;
};
