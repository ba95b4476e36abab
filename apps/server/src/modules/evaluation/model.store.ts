import type { Indicator, LevelBand, SubjectType } from "@eos/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { computeRule, targetIndicator, targetModel, targetModelVersion } from "./evaluation.tables.ts";

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

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A model of the school; with `subjectType`, only one that scores that kind of person. */
export const findModel = async (
  db: Conn,
  schoolId: number,
  id: number,
  subjectType?: SubjectType,
): Promise<ModelRow | null> => {
  const [row] = await db
    .select(modelColumns)
    .from(targetModel)
    .where(
      and(
        eq(targetModel.schoolId, schoolId),
        eq(targetModel.id, id),
        subjectType === undefined ? undefined : eq(targetModel.subjectType, subjectType),
      ),
    );
  return row ?? null;
};

/** The school's models with their indicator and rule counts, and for area models how many copies exist. */
export const pageModels = async (
  db: Db,
  schoolId: number,
  q: { page: number; size: number; keyword?: string; subjectType: SubjectType },
) => {
  const conditions: SQL[] = [eq(targetModel.schoolId, schoolId), eq(targetModel.subjectType, q.subjectType)];
  if (q.keyword) conditions.push(ilike(targetModel.name, like(q.keyword)));
  const where = and(...conditions);
  // Correlated on the outer row by its qualified name: drizzle renders a column as a bare name inside sql``.
  const indicatorCount = sql<number>`(select count(*) from target_indicator i
    where i.school_id = "target_model"."school_id" and i.model_id = "target_model"."id")`;
  const ruleCount = sql<number>`(select count(*) from compute_rule r
    where r.school_id = "target_model"."school_id" and r.model_id = "target_model"."id")`;
  const pushedTo = sql<number>`(select count(*) from target_model c
    where c.source_school_id = "target_model"."school_id" and c.source_model_id = "target_model"."id")`;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...modelColumns, indicatorCount, ruleCount, pushedTo })
      .from(targetModel)
      .where(where)
      .orderBy(desc(targetModel.updatedAt), desc(targetModel.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(targetModel).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      indicatorCount: Number(r.indicatorCount),
      ruleCount: Number(r.ruleCount),
      pushedTo: Number(r.pushedTo),
    })),
    total: n,
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

export const listIndicators = async (db: Conn, schoolId: number, modelId: number): Promise<IndicatorRow[]> =>
  db
    .select({
      id: targetIndicator.id,
      pid: targetIndicator.pid,
      level: targetIndicator.level,
      name: targetIndicator.name,
      weight: targetIndicator.weight,
      maxScore: targetIndicator.maxScore,
      sort: targetIndicator.sort,
      locked: targetIndicator.locked,
      sourceId: targetIndicator.sourceId,
    })
    .from(targetIndicator)
    .where(and(eq(targetIndicator.schoolId, schoolId), eq(targetIndicator.modelId, modelId)))
    .orderBy(asc(targetIndicator.level), asc(targetIndicator.sort), asc(targetIndicator.id));

export type ModelFields = Pick<ModelRow, "name" | "description" | "periods" | "levels">;

export const insertModel = async (
  tx: Tx,
  schoolId: number,
  fields: ModelFields & {
    subjectType: SubjectType;
    sourceSchoolId?: number;
    sourceModelId?: number;
    createdBy: number;
  },
): Promise<number> => {
  const [row] = await tx
    .insert(targetModel)
    .values({ schoolId, ...fields })
    .returning({ id: targetModel.id });
  return row.id;
};

/** Updates the model's fields and moves it to the next version; returns that version. */
export const bumpModel = async (
  tx: Tx,
  schoolId: number,
  id: number,
  fields: ModelFields,
): Promise<number> => {
  const [row] = await tx
    .update(targetModel)
    .set({ ...fields, version: sql`${targetModel.version} + 1`, updatedAt: new Date() })
    .where(and(eq(targetModel.schoolId, schoolId), eq(targetModel.id, id)))
    .returning({ version: targetModel.version });
  return row.version;
};

export type IndicatorWrite = Omit<IndicatorRow, "id" | "pid"> & { pid: number | null };

export const insertIndicator = async (
  tx: Tx,
  schoolId: number,
  modelId: number,
  row: IndicatorWrite,
): Promise<number> => {
  const [created] = await tx
    .insert(targetIndicator)
    .values({ schoolId, modelId, ...row })
    .returning({ id: targetIndicator.id });
  return created.id;
};

export const updateIndicator = async (tx: Tx, schoolId: number, id: number, row: IndicatorWrite) =>
  tx
    .update(targetIndicator)
    .set(row)
    .where(and(eq(targetIndicator.schoolId, schoolId), eq(targetIndicator.id, id)));

export const deleteIndicators = async (tx: Tx, schoolId: number, ids: number[]) => {
  if (ids.length === 0) return;
  await tx
    .delete(targetIndicator)
    .where(and(eq(targetIndicator.schoolId, schoolId), inArray(targetIndicator.id, ids)));
};

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
  await tx
    .delete(targetModelVersion)
    .where(and(eq(targetModelVersion.schoolId, schoolId), eq(targetModelVersion.modelId, id)));
  await tx
    .delete(targetIndicator)
    .where(and(eq(targetIndicator.schoolId, schoolId), eq(targetIndicator.modelId, id)));
  await tx.delete(targetModel).where(and(eq(targetModel.schoolId, schoolId), eq(targetModel.id, id)));
};

/**
 * Schools' copies of a deleted area model become their own: no source, nothing locked, in two statements
 * whatever the number of schools. Without this they would point at a model that no longer exists and keep
 * its indicators locked for ever, with no push left to change them.
 */
export const detachCopies = async (tx: Tx, sourceSchoolId: number, sourceModelId: number): Promise<void> => {
  await tx.execute(sql`update target_indicator i set locked = false, source_id = null
    from target_model m
    where m.school_id = i.school_id and m.id = i.model_id
      and m.source_school_id = ${sourceSchoolId} and m.source_model_id = ${sourceModelId}`);
  await tx.execute(sql`update target_model set source_school_id = null, source_model_id = null
    where source_school_id = ${sourceSchoolId} and source_model_id = ${sourceModelId}`);
};

/** The copies of an area model held by schools, by school. */
export const copiesOf = async (db: Conn, sourceSchoolId: number, sourceModelId: number) =>
  db
    .select({ schoolId: targetModel.schoolId, id: targetModel.id })
    .from(targetModel)
    .where(
      and(
        eq(targetModel.sourceSchoolId, sourceSchoolId),
        eq(targetModel.sourceModelId, sourceModelId),
        isNotNull(targetModel.sourceModelId),
      ),
    );

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
