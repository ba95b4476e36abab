import type { ComputeRunResult } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { requireModel } from "./model.service.ts";
import type { ScoreDeps } from "./score-read.service.ts";
import { requireTerm, runModelTerm } from "./score-run.service.ts";

export type RunDeps = ScoreDeps & { jobs: Jobs };

/** The background job that scores a model's rules for a term (SPEC 7 'Compute rules: batch execute'). */
export const RULE_RUN_JOB = "evaluation.ruleRun";

type RunPayload = { modelId: number; termId: number };

/** Registers the batch execution handler: it is idempotent, so a run cut short by a restart simply runs again. */
export const registerRuleRunJob = (deps: ScoreDeps, jobs: Jobs): void => {
  jobs.register<RunPayload, ComputeRunResult>(RULE_RUN_JOB, (ctx) =>
    runModelTerm(deps, { schoolId: ctx.schoolId, ...ctx.payload }, ctx.progress),
  );
};

/** Checks the model and term, then queues the run; the caller follows it through /v3/job/get. */
export const enqueueRun = async (
  deps: RunDeps,
  auth: AuthContext,
  input: RunPayload,
): Promise<{ jobId: number }> => {
  await requireModel(deps.db, auth.schoolId, input.modelId);
  await requireTerm(deps.db, auth.schoolId, input.termId);
  const jobId = await deps.jobs.enqueue({
    schoolId: auth.schoolId,
    kind: RULE_RUN_JOB,
    payload: input,
    createdBy: auth.userId,
  });
  return { jobId };
};
