import type { AuthContext } from "../../platform/auth/access.ts";
import type { Tx } from "../../platform/db/client.ts";
import { listSitesOfArea } from "../school/index.ts";
import { evaluationError } from "./evaluation.messages.ts";
import { requireModel } from "./model.service.ts";
import {
  bumpModel,
  copiesOf,
  deleteIndicators,
  type IndicatorRow,
  indicatorsWithRules,
  insertIndicator,
  insertModel,
  listIndicators,
  type ModelRow,
  snapshotModel,
  updateIndicator,
} from "./model.store.ts";
import { type RefreshDeps, rescoreModel, staleTerms } from "./score-refresh.service.ts";

/**
 * Brings a school's copy in line with the area's tree: pushed indicators are inserted or updated (locked);
 * ones the area removed go unless rules use them (then they stay as the school's own, unlocked). The school's
 * own indicators stay where they are.
 */
const syncTree = async (tx: Tx, schoolId: number, copyId: number, source: IndicatorRow[]) => {
  const mine = await listIndicators(tx, schoolId, copyId);
  const bySource = new Map(mine.filter((r) => r.sourceId !== null).map((r) => [r.sourceId as number, r]));
  const ids = new Map<number, number>();
  for (const area of [...source].sort((a, b) => a.level - b.level)) {
    const row = {
      pid: area.pid === null ? null : (ids.get(area.pid) ?? null),
      level: area.level,
      name: area.name,
      weight: area.weight,
      maxScore: area.maxScore,
      sort: area.sort,
      locked: true,
      sourceId: area.id,
    };
    const existing = bySource.get(area.id);
    if (existing) {
      await updateIndicator(tx, schoolId, existing.id, row);
      ids.set(area.id, existing.id);
    } else {
      ids.set(area.id, await insertIndicator(tx, schoolId, copyId, row));
    }
  }
  const sourceIds = new Set(source.map((r) => r.id));
  const gone = mine.filter((r) => r.sourceId !== null && !sourceIds.has(r.sourceId));
  const used = await indicatorsWithRules(
    tx,
    schoolId,
    gone.map((r) => r.id),
  );
  await deleteIndicators(
    tx,
    schoolId,
    gone.filter((r) => !used.has(r.id)).map((r) => r.id),
  );
  for (const kept of gone.filter((r) => used.has(r.id))) {
    await updateIndicator(tx, schoolId, kept.id, { ...kept, locked: false, sourceId: null });
  }
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
      await syncTree(tx, target.schoolId, id, tree);
      await snapshotModel(tx, target.schoolId, id, 1, auth.userId);
      return "created";
    }
    await syncTree(tx, target.schoolId, target.copyId, tree);
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
  if (auth.schoolType !== 1 || auth.areaId === null) throw evaluationError(403, "areaOnly");
  const model = await requireModel(deps.db, auth.schoolId, input.id);
  const schools = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  const inArea = new Set(schools.map((s) => s.id));
  if (input.schoolIds.some((id) => !inArea.has(id))) throw evaluationError(400, "notAreaSchool");
  const targets = input.schoolIds.length > 0 ? input.schoolIds : [...inArea];
  const tree = await listIndicators(deps.db, auth.schoolId, model.id);
  const copies = new Map((await copiesOf(deps.db, auth.schoolId, model.id)).map((c) => [c.schoolId, c.id]));
  const counts = { created: 0, updated: 0 };
  for (const schoolId of targets) {
    counts[await pushOne(deps, auth, model, tree, { schoolId, copyId: copies.get(schoolId) })] += 1;
  }
  return counts;
};
