import type { TeacherDevelop } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import { growthRecord, listTeacherModels } from "../evaluation/index.ts";
import { listTerms } from "../school/index.ts";
import type { HomeDeps } from "./home.deps.ts";
import { homeError } from "./home.messages.ts";

/**
 * The teacher's own growth figures (evaluation's teacher growth) in a term (the current one by default) for the
 * home; null when the school has no teacher model (or no term) yet.
 */
export const teacherDevelop = async (
  deps: HomeDeps,
  auth: AuthContext,
  q: { termId?: number; modelId?: number } = {},
): Promise<TeacherDevelop | null> => {
  if (auth.userType !== 0) throw homeError(403, "teachersOnly");
  try {
    const r = await growthRecord(deps, auth, { termId: q.termId, modelId: q.modelId });
    return {
      termId: r.termId,
      termName: r.termName,
      modelId: r.modelId,
      modelName: r.modelName,
      total: r.total,
      band: r.band,
      scored: r.computedAt !== null,
      indicators: r.indicators
        .filter((i) => i.level === 1)
        .map((i) => ({ indicatorId: i.indicatorId, name: i.name, score: i.score, maxScore: i.maxScore })),
      terms: r.terms.map((t) => ({ termId: t.termId, termName: t.termName, total: t.total })),
    };
  } catch (e) {
    // No teacher model, no term, or no teacher row: nothing to show, which the home says as such.
    if (e instanceof AppError && e.httpStatus === 404) return null;
    throw e;
  }
};

/** /v3/initTeacherDevelopData: what the figures' card chooses from (models, terms) and its first figures. */
export const initTeacherDevelop = async (deps: HomeDeps, auth: AuthContext) => {
  if (auth.userType !== 0) throw homeError(403, "teachersOnly");
  const [models, terms, figures] = await Promise.all([
    listTeacherModels(deps, auth),
    listTerms(deps.db, auth.schoolId),
    teacherDevelop(deps, auth),
  ]);
  return {
    models: models.map((m) => ({ id: m.id, name: m.name })),
    terms: terms.map((t) => ({ id: t.id, name: t.name, isNow: t.isNow })),
    figures,
  };
};
