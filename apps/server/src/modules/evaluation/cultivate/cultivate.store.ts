import type { LevelBand } from "@eos/contracts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { modelEngineStore } from "../model-engine.store.ts";
import { cultivateData, cultivateGoal, cultivateModel, cultivateRefresh } from "./cultivate.tables.ts";

type Conn = Db | Tx;

export type CultivateModelRow = {
  schoolId: number;
  id: number;
  name: string;
  description: string;
  periods: string[];
  levels: LevelBand[];
  targetModelId: number;
  version: number;
  sourceSchoolId: number | null;
  sourceModelId: number | null;
  updatedAt: Date;
};

export type GoalRow = {
  id: number;
  pid: number | null;
  level: number;
  name: string;
  description: string;
  sort: number;
  indicatorIds: number[];
  locked: boolean;
  sourceId: number | null;
};

const modelColumns = {
  schoolId: cultivateModel.schoolId,
  id: cultivateModel.id,
  name: cultivateModel.name,
  description: cultivateModel.description,
  periods: cultivateModel.periods,
  levels: cultivateModel.levels,
  targetModelId: cultivateModel.targetModelId,
  version: cultivateModel.version,
  sourceSchoolId: cultivateModel.sourceSchoolId,
  sourceModelId: cultivateModel.sourceModelId,
  updatedAt: cultivateModel.updatedAt,
};

/** Cultivate models over the engine's store: goals are their nodes; processed data goes with a model. */
const engine = modelEngineStore({
  model: cultivateModel,
  node: cultivateGoal,
  modelColumns,
  nodeColumns: {
    id: cultivateGoal.id,
    pid: cultivateGoal.pid,
    level: cultivateGoal.level,
    name: cultivateGoal.name,
    description: cultivateGoal.description,
    sort: cultivateGoal.sort,
    indicatorIds: cultivateGoal.indicatorIds,
    locked: cultivateGoal.locked,
    sourceId: cultivateGoal.sourceId,
  },
  parts: [cultivateData, cultivateRefresh],
});

export const findCultivateModel = (
  db: Conn,
  schoolId: number,
  id: number,
): Promise<CultivateModelRow | null> => engine.find(db, schoolId, id);

export type CultivateListRow = CultivateModelRow & {
  targetModelName: string | null;
  goalCount: number;
  pushedTo: number;
  refreshedAt: Date | null;
};

const { outer } = engine;
const extras = {
  targetModelName: sql<string | null>`(select t.name from target_model t
    where t.school_id = ${outer}."school_id" and t.id = ${outer}."target_model_id")`,
  goalCount: sql<number>`(select count(*) from cultivate_goal g
    where g.school_id = ${outer}."school_id" and g.model_id = ${outer}."id")`,
  pushedTo: sql<number>`(select count(*) from cultivate_model c
    where c.source_school_id = ${outer}."school_id" and c.source_model_id = ${outer}."id")`,
  refreshedAt: sql<string | null>`(select max(r.refreshed_at) from cultivate_refresh r
    where r.school_id = ${outer}."school_id" and r.model_id = ${outer}."id")`,
};

const withExtras = <T extends CultivateModelRow>(
  r: T & { targetModelName: string | null; goalCount: unknown; pushedTo: unknown; refreshedAt: unknown },
): CultivateListRow => ({
  ...r,
  goalCount: Number(r.goalCount),
  pushedTo: Number(r.pushedTo),
  refreshedAt: r.refreshedAt === null ? null : new Date(r.refreshedAt as string),
});

/** The school's models, newest change first, with their counts and the latest processing time. */
export const pageCultivateModels = async (
  db: Db,
  schoolId: number,
  q: { page: number; size: number; keyword?: string },
): Promise<{ rows: CultivateListRow[]; total: number }> => {
  const { rows, total } = await engine.page(db, schoolId, q, extras);
  return { rows: rows.map(withExtras), total };
};

/** One model with the list's figures. */
export const cultivateListRow = async (
  db: Db,
  schoolId: number,
  id: number,
): Promise<CultivateListRow | null> => {
  const row = await engine.findWith(db, schoolId, id, extras);
  return row ? withExtras(row) : null;
};

export const listGoals = (db: Conn, schoolId: number, modelId: number): Promise<GoalRow[]> =>
  engine.listNodes(db, schoolId, modelId);

export type CultivateFields = Pick<
  CultivateModelRow,
  "name" | "description" | "periods" | "levels" | "targetModelId"
>;

/** Holds the schools' model rows until the transaction ends: two requests cannot both find no run and queue. */
export const lockCultivateModels = engine.lockModels;

export const insertCultivateModel = (
  tx: Tx,
  schoolId: number,
  fields: CultivateFields & { sourceSchoolId?: number; sourceModelId?: number; createdBy: number },
): Promise<number> => engine.insertModel(tx, schoolId, fields);

/** Updates the model's fields and moves it to the next version; returns that version. */
export const bumpCultivateModel = (
  tx: Tx,
  schoolId: number,
  id: number,
  fields: CultivateFields,
  at: Date,
): Promise<number> => engine.bumpModel(tx, schoolId, id, fields, at);

export type GoalWrite = Omit<GoalRow, "id">;

export const insertGoal = (tx: Tx, schoolId: number, modelId: number, row: GoalWrite) =>
  engine.insertNode(tx, schoolId, modelId, row);

export const updateGoal = (tx: Tx, schoolId: number, id: number, row: Partial<GoalWrite>) =>
  engine.updateNode(tx, schoolId, id, row);

export const deleteGoals = engine.deleteNodes;

/** Deletes a model with its goals and processed data. */
export const deleteCultivateModel = engine.deleteModel;

/** The copies of an area model held by schools, by school. */
export const cultivateCopiesOf = engine.copiesOf;

/** Schools' copies of a deleted area model become their own: no source, nothing locked. */
export const detachCultivateCopies = engine.detachCopies;
