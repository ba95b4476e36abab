import type { ComputeRunResult } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { requireModel } from "./model.service.ts";
import type { ScoreDeps } from "./score-read.service.ts";
import { queueRescore, RULE_RUN_JOB } from "./score-refresh.service.ts";
import { takeRefresh } from "./score-refresh.store.ts";
import { requireTerm, runModelTerm } from "./score-run.service.ts";

export { RULE_RUN_JOB };

export type RunDeps = ScoreDeps & { jobs: Jobs };

type RunPayload = { modelId: number; termId: number };

/**
 * Registers the batch execution handler: it is idempotent, so a run cut short by a restart simply runs again.
 * It first takes its queued mark, and only then reads the rules: a change committed after that queues anew.
 */
export const registerRuleRunJob = (deps: ScoreDeps, jobs: Jobs): void => {
  jobs.register<RunPayload, ComputeRunResult>(
    RULE_RUN_JOB,
    async (ctx) => {
      const target = { schoolId: ctx.schoolId, ...ctx.payload };
      await takeRefresh(deps.db, target, ctx.jobId);
      return runModelTerm(deps, target, ctx.progress);
    },
    // A batch execute may join a run someone else queued: whoever manages evaluation follows any of them.
    { managedBy: "evaluation.manage" },
  );
};

/** Checks the model and term, then queues the run (or joins one queued); follow it through /v3/job/get. */
export const enqueueRun = async (
  deps: RunDeps,
  auth: AuthContext,
  input: RunPayload,
): Promise<{ jobId: number }> => {
  await requireModel(deps.db, auth.schoolId, input.modelId);
  await requireTerm(deps.db, auth.schoolId, input.termId);
  const jobId = await deps.db.transaction((tx) =>
    queueRescore(deps, tx, { schoolId: auth.schoolId, ...input }, auth.userId),
  );
  return { jobId };
};
