import type { EvaluationSetting, EvaluationSettingSave } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { findSetting, upsertSetting } from "./evaluation-setting.store.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { requireModel } from "./model.service.ts";
import { findModel, firstModelId, STUDENTS } from "./model.store.ts";

/**
 * The model students, parents, passports and summaries show when none is named: the school's chosen one, or
 * its oldest when none is chosen (or the chosen one was deleted since).
 */
export const currentModelId = async (db: Db, schoolId: number): Promise<number | null> => {
  const { currentModelId: chosen } = await findSetting(db, schoolId);
  if (chosen !== null && (await findModel(db, schoolId, chosen, STUDENTS))) return chosen;
  return firstModelId(db, schoolId);
};

/** Whether students and parents may see their ranks (a school setting, off by default). */
export const ranksShown = async (db: Db, schoolId: number): Promise<boolean> =>
  (await findSetting(db, schoolId)).showRanks;

export const getSetting = async (deps: EvaluationDeps, auth: AuthContext): Promise<EvaluationSetting> => {
  const [row, effective] = await Promise.all([
    findSetting(deps.db, auth.schoolId),
    currentModelId(deps.db, auth.schoolId),
  ]);
  return { ...row, effectiveModelId: effective };
};

export const saveSetting = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  input: EvaluationSettingSave,
): Promise<EvaluationSetting> => {
  if (input.currentModelId !== null)
    await requireModel(deps.db, auth.schoolId, input.currentModelId, STUDENTS);
  await upsertSetting(deps.db, auth.schoolId, { ...input, updatedBy: auth.userId, updatedAt: deps.now() });
  return getSetting(deps, auth);
};
