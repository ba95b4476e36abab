import type { ScoreColumnSetting, ScoreColumnSettingSave } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { evaluationError } from "./evaluation.messages.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { saveScoreColumns, scoreColumnsOf, studentIndicatorsAmong } from "./score-column.store.ts";

/**
 * Save the school's score columns. Indicator columns must be indicators of the school's student models (an
 * unknown one refuses the whole save); left out, they stay as they were.
 */
export const saveScoreColumnSetting = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  body: ScoreColumnSettingSave,
): Promise<ScoreColumnSetting> => {
  const indicatorIds = body.indicatorIds ?? (await scoreColumnsOf(deps.db, auth.schoolId)).indicatorIds;
  const known = new Set(await studentIndicatorsAmong(deps.db, auth.schoolId, indicatorIds));
  if (indicatorIds.some((id) => !known.has(id))) throw evaluationError(400, "indicatorNotInModel");
  await saveScoreColumns(deps.db, auth.schoolId, {
    columns: body.columns,
    indicatorIds,
    updatedBy: auth.userId,
    updatedAt: deps.now(),
  });
  return scoreColumnsOf(deps.db, auth.schoolId);
};

/** The school's score columns, as set. */
export const scoreColumns = (db: Db, schoolId: number) => scoreColumnsOf(db, schoolId);
