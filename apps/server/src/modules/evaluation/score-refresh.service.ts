import type { Db, Tx } from "../../platform/db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { markRefresh, scoredTerms, setRefreshJob } from "./score-refresh.store.ts";
import { termAt } from "./score-run.service.ts";

/** The background job that scores a model's rules for a term (SPEC 7 'Compute rules: batch execute'). */
export const RULE_RUN_JOB = "evaluation.ruleRun";

export type RefreshDeps = EvaluationDeps & { jobs: Jobs };

type Target = { schoolId: number; modelId: number; termId: number };

/**
 * Queues the model's term for a re-score inside the caller's transaction, unless a queued run exists: then
 * that run (which has not started, so will read this change) is the answer. Returns its job id.
 */
export const queueRescore = async (
  deps: RefreshDeps,
  tx: Tx,
  target: Target,
  createdBy?: number,
): Promise<number> => {
  const queued = await markRefresh(tx, target, deps.now());
  if (queued !== null) return queued;
  const jobId = await deps.jobs.enqueue({
    schoolId: target.schoolId,
    kind: RULE_RUN_JOB,
    payload: { modelId: target.modelId, termId: target.termId },
    createdBy,
    tx,
  });
  await setRefreshJob(tx, target, jobId);
  return jobId;
};

/** The terms a change of the model's rules or tree makes stale: the current one and every one scored. */
export const staleTerms = async (db: Db, schoolId: number, modelId: number): Promise<number[]> => {
  const [current, scored] = await Promise.all([termAt(db, schoolId), scoredTerms(db, schoolId, modelId)]);
  return [...new Set([...(current ? [current.term.id] : []), ...scored])].sort((a, b) => a - b);
};

/**
 * After the model's rules or tree changed: the stale terms (from staleTerms, read before the transaction)
 * re-scored in the background, so that no student keeps scores from an old version while others get the new
 * one. Call inside the change's transaction: the runs exist only if the change commits.
 */
export const rescoreModel = async (
  deps: RefreshDeps,
  tx: Tx,
  target: { schoolId: number; modelId: number; termIds: number[] },
  createdBy?: number,
): Promise<void> => {
  for (const termId of target.termIds)
    await queueRescore(deps, tx, { schoolId: target.schoolId, modelId: target.modelId, termId }, createdBy);
};
