import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { evaluationSetting } from "./evaluation-setting.tables.ts";

type Conn = Db | Tx;

export type SettingRow = { currentModelId: number | null; showRanks: boolean };

/** The school's settings; the defaults (no chosen model, ranks hidden) when it never saved any. */
export const findSetting = async (db: Conn, schoolId: number): Promise<SettingRow> => {
  const [row] = await db
    .select({ currentModelId: evaluationSetting.currentModelId, showRanks: evaluationSetting.showRanks })
    .from(evaluationSetting)
    .where(eq(evaluationSetting.schoolId, schoolId));
  return row ?? { currentModelId: null, showRanks: false };
};

export const upsertSetting = async (
  db: Conn,
  schoolId: number,
  row: SettingRow & { updatedBy: number; updatedAt: Date },
): Promise<void> => {
  await db
    .insert(evaluationSetting)
    .values({ schoolId, ...row })
    .onConflictDoUpdate({ target: evaluationSetting.schoolId, set: row });
};
