import { defaultScoreColumns, type ScoreColumn } from "@eos/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { scoreColumnSetting } from "./score-column.tables.ts";

/** The school's columns; the default (every column, default order) when it never saved a setting. */
export const scoreColumnsOf = async (db: Db, schoolId: number): Promise<ScoreColumn[]> => {
  const [row] = await db
    .select({ columns: scoreColumnSetting.columns })
    .from(scoreColumnSetting)
    .where(eq(scoreColumnSetting.schoolId, schoolId));
  return row?.columns ?? defaultScoreColumns;
};

export const saveScoreColumns = async (
  db: Db,
  schoolId: number,
  row: { columns: ScoreColumn[]; updatedBy: number; updatedAt: Date },
) => {
  await db
    .insert(scoreColumnSetting)
    .values({ schoolId, ...row })
    .onConflictDoUpdate({ target: scoreColumnSetting.schoolId, set: row });
};
