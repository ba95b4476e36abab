import type { LevelBand } from "@eos/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
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

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const findCultivateModel = async (
  db: Conn,
  schoolId: number,
  id: number,
): Promise<CultivateModelRow | null> => {
  const [row] = await db
    .select(modelColumns)
    .from(cultivateModel)
    .where(and(eq(cultivateModel.schoolId, schoolId), eq(cultivateModel.id, id)));
  return row ?? null;
};

export type CultivateListRow = CultivateModelRow & {
  targetModelName: string | null;
  goalCount: number;
  pushedTo: number;
  refreshedAt: Date | null;
};

// Correlated on the outer row by its qualified name: drizzle renders a column as a bare name inside sql``.
const outer = sql.raw(`"cultivate_model"`);
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
  const conditions: SQL[] = [eq(cultivateModel.schoolId, schoolId)];
  if (q.keyword) conditions.push(ilike(cultivateModel.name, like(q.keyword)));
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...modelColumns, ...extras })
      .from(cultivateModel)
      .where(where)
      .orderBy(desc(cultivateModel.updatedAt), desc(cultivateModel.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(cultivateModel).where(where),
  ]);
  return { rows: rows.map(withExtras), total: n };
};

/** One model with the list's figures. */
export const cultivateListRow = async (
  db: Db,
  schoolId: number,
  id: number,
): Promise<CultivateListRow | null> => {
  const [row] = await db
    .select({ ...modelColumns, ...extras })
    .from(cultivateModel)
    .where(and(eq(cultivateModel.schoolId, schoolId), eq(cultivateModel.id, id)));
  return row ? withExtras(row) : null;
};

export const listGoals = async (db: Conn, schoolId: number, modelId: number): Promise<GoalRow[]> =>
  db
    .select({
      id: cultivateGoal.id,
      pid: cultivateGoal.pid,
      level: cultivateGoal.level,
      name: cultivateGoal.name,
      description: cultivateGoal.description,
      sort: cultivateGoal.sort,
      indicatorIds: cultivateGoal.indicatorIds,
      locked: cultivateGoal.locked,
      sourceId: cultivateGoal.sourceId,
    })
    .from(cultivateGoal)
    .where(and(eq(cultivateGoal.schoolId, schoolId), eq(cultivateGoal.modelId, modelId)))
    .orderBy(asc(cultivateGoal.level), asc(cultivateGoal.sort), asc(cultivateGoal.id));

export type CultivateFields = Pick<
  CultivateModelRow,
  "name" | "description" | "periods" | "levels" | "targetModelId"
>;

/** Holds the schools' model rows until the transaction ends: two requests cannot both find no run and queue. */
export const lockCultivateModels = async (tx: Tx, copies: { schoolId: number; modelId: number }[]) => {
  for (const c of copies)
    await tx
      .select({ id: cultivateModel.id })
      .from(cultivateModel)
      .where(and(eq(cultivateModel.schoolId, c.schoolId), eq(cultivateModel.id, c.modelId)))
      .for("update");
};

export const insertCultivateModel = async (
  tx: Tx,
  schoolId: number,
  fields: CultivateFields & { sourceSchoolId?: number; sourceModelId?: number; createdBy: number },
): Promise<number> => {
  const [row] = await tx
    .insert(cultivateModel)
    .values({ schoolId, ...fields })
    .returning({ id: cultivateModel.id });
  return row.id;
};

/** Updates the model's fields and moves it to the next version; returns that version. */
export const bumpCultivateModel = async (
  tx: Tx,
  schoolId: number,
  id: number,
  fields: CultivateFields,
  at: Date,
): Promise<number> => {
  const [row] = await tx
    .update(cultivateModel)
    .set({ ...fields, version: sql`${cultivateModel.version} + 1`, updatedAt: at })
    .where(and(eq(cultivateModel.schoolId, schoolId), eq(cultivateModel.id, id)))
    .returning({ version: cultivateModel.version });
  return row.version;
};

export type GoalWrite = Omit<GoalRow, "id">;

export const insertGoal = async (tx: Tx, schoolId: number, modelId: number, row: GoalWrite) => {
  const [created] = await tx
    .insert(cultivateGoal)
    .values({ schoolId, modelId, ...row })
    .returning({ id: cultivateGoal.id });
  return created.id;
};

export const updateGoal = async (tx: Tx, schoolId: number, id: number, row: Partial<GoalWrite>) =>
  tx
    .update(cultivateGoal)
    .set(row)
    .where(and(eq(cultivateGoal.schoolId, schoolId), eq(cultivateGoal.id, id)));

export const deleteGoals = async (tx: Tx, schoolId: number, ids: number[]) => {
  if (ids.length === 0) return;
  await tx
    .delete(cultivateGoal)
    .where(and(eq(cultivateGoal.schoolId, schoolId), inArray(cultivateGoal.id, ids)));
};

/** Deletes a model with its goals and processed data. */
export const deleteCultivateModel = async (tx: Tx, schoolId: number, id: number): Promise<void> => {
  await tx
    .delete(cultivateData)
    .where(and(eq(cultivateData.schoolId, schoolId), eq(cultivateData.modelId, id)));
  await tx
    .delete(cultivateRefresh)
    .where(and(eq(cultivateRefresh.schoolId, schoolId), eq(cultivateRefresh.modelId, id)));
  await tx
    .delete(cultivateGoal)
    .where(and(eq(cultivateGoal.schoolId, schoolId), eq(cultivateGoal.modelId, id)));
  await tx
    .delete(cultivateModel)
    .where(and(eq(cultivateModel.schoolId, schoolId), eq(cultivateModel.id, id)));
};

/** The copies of an area model held by schools, by school. */
export const cultivateCopiesOf = async (db: Conn, sourceSchoolId: number, sourceModelId: number) =>
  db
    .select({ schoolId: cultivateModel.schoolId, id: cultivateModel.id })
    .from(cultivateModel)
    .where(
      and(
        eq(cultivateModel.sourceSchoolId, sourceSchoolId),
        eq(cultivateModel.sourceModelId, sourceModelId),
        isNotNull(cultivateModel.sourceModelId),
      ),
    );

/** Schools' copies of a deleted area model become their own: no source, nothing locked. */
export const detachCultivateCopies = async (tx: Tx, sourceSchoolId: number, sourceModelId: number) => {
  const copies = await cultivateCopiesOf(tx, sourceSchoolId, sourceModelId);
  for (const copy of copies) {
    await tx
      .update(cultivateGoal)
      .set({ locked: false, sourceId: null })
      .where(and(eq(cultivateGoal.schoolId, copy.schoolId), eq(cultivateGoal.modelId, copy.id)));
    await tx
      .update(cultivateModel)
      .set({ sourceSchoolId: null, sourceModelId: null })
      .where(and(eq(cultivateModel.schoolId, copy.schoolId), eq(cultivateModel.id, copy.id)));
  }
  return copies.length;
};
