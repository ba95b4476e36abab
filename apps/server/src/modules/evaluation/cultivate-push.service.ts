import type { CultivatePushResult } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Tx } from "../../platform/db/client.ts";
import { listSitesOfArea } from "../school/index.ts";
import { requireCultivateModel } from "./cultivate.service.ts";
import {
  bumpCultivateModel,
  type CultivateModelRow,
  cultivateCopiesOf,
  deleteGoals,
  type GoalRow,
  insertCultivateModel,
  insertGoal,
  listGoals,
  updateGoal,
} from "./cultivate.store.ts";
import { evaluationError } from "./evaluation.messages.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { copiesOf, listIndicators } from "./model.store.ts";

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
 * Brings a school's copy in line with the area's goals: pushed goals inserted or updated (locked), their
 * links mapped to the school's copy of each indicator. Pushed goals the area removed go, unless the school
 * hung goals of its own under them: then they stay as the school's own. The school's goals stay.
 */
const syncGoals = async (tx: Tx, schoolId: number, copyId: number, source: GoalRow[], map: IndicatorMap) => {
  const mine = await listGoals(tx, schoolId, copyId);
  const bySource = new Map(mine.filter((g) => g.sourceId !== null).map((g) => [g.sourceId as number, g]));
  const ids = new Map<number, number>();
  for (const area of [...source].sort((a, b) => a.level - b.level)) {
    const row = {
      pid: area.pid === null ? null : (ids.get(area.pid) ?? null),
      level: area.level,
      name: area.name,
      description: area.description,
      sort: area.sort,
      indicatorIds: area.indicatorIds.flatMap((id) => (map.has(id) ? [map.get(id) as number] : [])),
      locked: true,
      sourceId: area.id,
    };
    const existing = bySource.get(area.id);
    if (existing) {
      await updateGoal(tx, schoolId, existing.id, row);
      ids.set(area.id, existing.id);
    } else {
      ids.set(area.id, await insertGoal(tx, schoolId, copyId, row));
    }
  }
  const sourceIds = new Set(source.map((g) => g.id));
  const gone = new Set(
    mine.filter((g) => g.sourceId !== null && !sourceIds.has(g.sourceId)).map((g) => g.id),
  );
  const current = await listGoals(tx, schoolId, copyId);
  const deleted = new Set<number>();
  // Deepest first, so that a removed parent whose children all went goes too.
  for (const g of current.filter((x) => gone.has(x.id)).sort((a, b) => b.level - a.level)) {
    const keeps = current.some((c) => c.pid === g.id && !deleted.has(c.id));
    if (keeps) await updateGoal(tx, schoolId, g.id, { locked: false, sourceId: null });
    else deleted.add(g.id);
    if (!keeps) await deleteGoals(tx, schoolId, [g.id]);
  }
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
  if (auth.schoolType !== 1 || auth.areaId === null) throw evaluationError(403, "areaOnly");
  const model = await requireCultivateModel(deps.db, auth.schoolId, input.id);
  const schools = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  const names = new Map(schools.map((s) => [s.id, s.name]));
  if (input.schoolIds.some((id) => !names.has(id))) throw evaluationError(400, "notAreaSchool");
  const targets = input.schoolIds.length > 0 ? input.schoolIds : [...names.keys()];
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
