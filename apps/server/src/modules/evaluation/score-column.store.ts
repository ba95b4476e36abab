import { defaultScoreColumns, type IndicatorColumn, type ScoreColumnSetting } from "@eos/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { targetIndicator, targetModel } from "./evaluation.tables.ts";
import { STUDENTS } from "./model.store.ts";
import { scoreColumnSetting } from "./score-column.tables.ts";

/**
 * The school's columns and indicator columns; the default (every column, default order, no indicator) when
 * it never saved a setting. Indicators deleted since drop out.
 */
export const scoreColumnsOf = async (db: Db, schoolId: number): Promise<ScoreColumnSetting> => {
  const [row] = await db
    .select({ columns: scoreColumnSetting.columns, indicatorIds: scoreColumnSetting.indicatorIds })
    .from(scoreColumnSetting)
    .where(eq(scoreColumnSetting.schoolId, schoolId));
  if (!row) return { columns: defaultScoreColumns, indicatorIds: [] };
  const live = new Set(await studentIndicatorsAmong(db, schoolId, row.indicatorIds));
  return { columns: row.columns, indicatorIds: row.indicatorIds.filter((id) => live.has(id)) };
};

/** Which of the ids are indicators of the school's student models. */
export const studentIndicatorsAmong = async (db: Db, schoolId: number, ids: number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: targetIndicator.id })
    .from(targetIndicator)
    .innerJoin(
      targetModel,
      and(eq(targetModel.schoolId, targetIndicator.schoolId), eq(targetModel.id, targetIndicator.modelId)),
    )
    .where(
      and(
        eq(targetIndicator.schoolId, schoolId),
        inArray(targetIndicator.id, ids),
        eq(targetModel.subjectType, STUDENTS),
      ),
    );
  return rows.map((r) => r.id);
};

/** The chosen indicators of one model, in the setting's order: the columns a list of that model shows. */
export const indicatorColumnsOf = async (
  db: Db,
  schoolId: number,
  modelId: number,
  ids: number[],
): Promise<IndicatorColumn[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      indicatorId: targetIndicator.id,
      name: targetIndicator.name,
      level: targetIndicator.level,
      maxScore: targetIndicator.maxScore,
    })
    .from(targetIndicator)
    .where(
      and(
        eq(targetIndicator.schoolId, schoolId),
        eq(targetIndicator.modelId, modelId),
        inArray(targetIndicator.id, ids),
      ),
    );
  const found = new Map(rows.map((r) => [r.indicatorId, r]));
  return ids.flatMap((id) => found.get(id) ?? []);
};

export const saveScoreColumns = async (
  db: Db,
  schoolId: number,
  row: Omit<typeof scoreColumnSetting.$inferInsert, "schoolId">,
) => {
  await db
    .insert(scoreColumnSetting)
    .values({ schoolId, ...row })
    .onConflictDoUpdate({ target: scoreColumnSetting.schoolId, set: row });
};
