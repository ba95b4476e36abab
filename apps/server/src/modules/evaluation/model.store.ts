import type { Indicator, LevelBand, SubjectType } from "@eos/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { computeRule, targetIndicator, targetModel, targetModelVersion } from "./evaluation.tables.ts";
import { modelEngineStore } from "./model-engine.store.ts";

type Conn = Db | Tx;

/** Subject types of models (SPEC 9 role codes): whom their scores are about. */
export const STUDENTS = 1 as const;
export const TEACHERS = 0 as const;

export type ModelRow = {
  schoolId: number;
  id: number;
  name: string;
  description: string;
  periods: string[];
  levels: LevelBand[];
  version: number;
  /** 1 students, 0 teachers. */
  subjectType: SubjectType;
  sourceSchoolId: number | null;
  sourceModelId: number | null;
  updatedAt: Date;
};

export type IndicatorRow = Indicator & { sourceId: number | null };

const modelColumns = {
  schoolId: targetModel.schoolId,
  id: targetModel.id,
  name: targetModel.name,
  description: targetModel.description,
  periods: targetModel.periods,
  levels: targetModel.levels,
  version: targetModel.version,
  subjectType: sql<SubjectType>`${targetModel.subjectType}`,
  sourceSchoolId: targetModel.sourceSchoolId,
  sourceModelId: targetModel.sourceModelId,
  updatedAt: targetModel.updatedAt,
};

/** Indicator models over the engine's store: their subject is whom they score; versions go with them. */
const engine = modelEngineStore({
  model: targetModel,
  node: targetIndicator,
  modelColumns,
  nodeColumns: {
    id: targetIndicator.id,
    pid: targetIndicator.pid,
    level: targetIndicator.level,
    name: targetIndicator.name,
    weight: targetIndicator.weight,
    maxScore: targetIndicator.maxScore,
    sort: targetIndicator.sort,
    locked: targetIndicator.locked,
    sourceId: targetIndicator.sourceId,
  },
  parts: [targetModelVersion],
});

/** A model of the school; with `subjectType`, only one that scores that kind of person. */
export const findModel = (
  db: Conn,
  schoolId: number,
  id: number,
  subjectType?: SubjectType,
): Promise<ModelRow | null> =>
  engine.find(
    db,
    schoolId,
    id,
    subjectType === undefined ? undefined : eq(targetModel.subjectType, subjectType),
  );

/** The school's models with their indicator and rule counts, and for area models how many copies exist. */
export const pageModels = async (
  db: Db,
  schoolId: number,
  q: { page: number; size: number; keyword?: string; subjectType: SubjectType },
) => {
  const { outer } = engine;
  const extras = {
    indicatorCount: sql<number>`(select count(*) from target_indicator i
      where i.school_id = ${outer}."school_id" and i.model_id = ${outer}."id")`,
    ruleCount: sql<number>`(select count(*) from compute_rule r
      where r.school_id = ${outer}."school_id" and r.model_id = ${outer}."id")`,
    pushedTo: sql<number>`(select count(*) from target_model c
      where c.source_school_id = ${outer}."school_id" and c.source_model_id = ${outer}."id")`,
  };
  const { rows, total } = await engine.page(
    db,
    schoolId,
    q,
    extras,
    eq(targetModel.subjectType, q.subjectType),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      indicatorCount: Number(r.indicatorCount),
      ruleCount: Number(r.ruleCount),
      pushedTo: Number(r.pushedTo),
    })),
    total,
  };
};

/** The school's first model of students (or of teachers): what is shown when no model is named. */
export const firstModelId = async (
  db: Db,
  schoolId: number,
  subjectType: SubjectType = 1,
): Promise<number | null> => {
  const [row] = await db
    .select({ id: targetModel.id })
    .from(targetModel)
    .where(and(eq(targetModel.schoolId, schoolId), eq(targetModel.subjectType, subjectType)))
    .orderBy(asc(targetModel.id))
    .limit(1);
  return row?.id ?? null;
};

export const listIndicators = (db: Conn, schoolId: number, modelId: number): Promise<IndicatorRow[]> =>
  engine.listNodes(db, schoolId, modelId);

export type ModelFields = Pick<ModelRow, "name" | "description" | "periods" | "levels">;

export const insertModel = (
  tx: Tx,
  schoolId: number,
  fields: ModelFields & {
    subjectType: SubjectType;
    sourceSchoolId?: number;
    sourceModelId?: number;
    createdBy: number;
  },
): Promise<number> => engine.insertModel(tx, schoolId, fields);

/** Updates the model's fields and moves it to the next version; returns that version. */
export const bumpModel = (tx: Tx, schoolId: number, id: number, fields: ModelFields): Promise<number> =>
  engine.bumpModel(tx, schoolId, id, fields, new Date());

export type IndicatorWrite = Omit<IndicatorRow, "id" | "pid"> & { pid: number | null };

export const insertIndicator = (
  tx: Tx,
  schoolId: number,
  modelId: number,
  row: IndicatorWrite,
): Promise<number> => engine.insertNode(tx, schoolId, modelId, row);

export const updateIndicator = (tx: Tx, schoolId: number, id: number, row: IndicatorWrite) =>
  engine.updateNode(tx, schoolId, id, row);

export const deleteIndicators = engine.deleteNodes;

/** Indicators that scoring rules point at: they cannot be deleted. */
export const indicatorsWithRules = async (
  tx: Conn,
  schoolId: number,
  ids: number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: computeRule.indicatorId })
    .from(computeRule)
    .where(and(eq(computeRule.schoolId, schoolId), inArray(computeRule.indicatorId, ids)));
  return new Set(rows.map((r) => r.id));
};

export const snapshotModel = async (
  tx: Tx,
  schoolId: number,
  modelId: number,
  version: number,
  createdBy: number,
): Promise<void> => {
  const indicators = await listIndicators(tx, schoolId, modelId);
  await tx.insert(targetModelVersion).values({ schoolId, modelId, version, snapshot: indicators, createdBy });
};

/** Deletes a model with its versions, indicators and scores (its rules are gone first). */
export const deleteModel = async (tx: Tx, schoolId: number, id: number): Promise<void> => {
  await tx.execute(sql`delete from indicator_score where school_id = ${schoolId} and model_id = ${id}`);
  await engine.deleteModel(tx, schoolId, id);
};

/**
 * Schools' copies of a deleted area model become their own: no source, nothing locked, whatever the number
 * of schools.
 */
export const detachCopies = engine.detachCopies;

/** The copies of an area model held by schools, by school. */
export const copiesOf = engine.copiesOf;

export const modelOfIndicator = async (
  db: Conn,
  schoolId: number,
  indicatorId: number,
): Promise<number | null> => {
  const [row] = await db
    .select({ modelId: targetIndicator.modelId })
    .from(targetIndicator)
    .where(and(eq(targetIndicator.schoolId, schoolId), eq(targetIndicator.id, indicatorId)));
  return row?.modelId ?? null;
};
