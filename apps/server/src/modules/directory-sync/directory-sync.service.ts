import type { AuthContext } from "../../platform/auth/access.ts";
import { findJob } from "../../platform/jobs/jobs.store.ts";
import { type Jobs, type JobView, jobView } from "../../platform/jobs/jobs.ts";
import { externalAppsOf } from "../identity/index.ts";
import { schoolRootOf } from "../org/index.ts";
import { DIRECTORY_SYNC_JOB, type SyncPayload } from "./directory-sync.job.ts";
import { syncError } from "./directory-sync.messages.ts";
import { findSyncRow, lockSyncRow, setSyncJob } from "./directory-sync.store.ts";
import { type ExternalAppDeps, targetSchool } from "./external-app.service.ts";

export type SyncServiceDeps = ExternalAppDeps & { jobs: Jobs };

const isActive = (view: JobView | null) => view?.state === "queued" || view?.state === "running";

/**
 * POST v3/school/syncAllExternalData: queues the school's directory sync (a dry run only counts). One at a
 * time per school: the school's sync row is locked while the running job is checked and the new one queued.
 */
export const startSync = async (
  deps: SyncServiceDeps,
  auth: AuthContext,
  input: { id?: number; dryRun: boolean },
): Promise<{ jobId: number }> => {
  const schoolId = await targetSchool(deps.db, auth, input.id);
  if (!(await externalAppsOf(deps, schoolId)).some((a) => a.enabled)) throw syncError(400, "noExternalApp");
  if ((await schoolRootOf(deps.db, schoolId)) === undefined) throw syncError(400, "noOrgRoot");
  return deps.db.transaction(async (tx) => {
    const row = await lockSyncRow(tx, schoolId);
    const current = row.jobId ? await findJob(tx, schoolId, row.jobId) : null;
    if (current && isActive(jobView(current))) {
      throw syncError(409, "syncRunning", {}, -1, { jobId: Number(current.id) });
    }
    const payload: SyncPayload = { dryRun: input.dryRun, byName: auth.name };
    const jobId = await deps.jobs.enqueue({
      schoolId,
      kind: DIRECTORY_SYNC_JOB,
      payload,
      createdBy: auth.userId,
      // An upstream refusal (a wrong secret) will not mend itself: the administrator fixes it and syncs again.
      maxAttempts: 1,
      tx,
    });
    await setSyncJob(tx, schoolId, jobId);
    return { jobId };
  });
};

/** GET v3/school/externalSync/status: the sync running or last run, and the last real sync's outcome. */
export const syncStatus = async (deps: SyncServiceDeps, auth: AuthContext, id: number | undefined) => {
  const schoolId = await targetSchool(deps.db, auth, id);
  const row = await findSyncRow(deps.db, schoolId);
  const job = row?.jobId ? await findJob(deps.db, schoolId, row.jobId) : null;
  return {
    job: job ? jobView(job) : null,
    last: row?.lastAt
      ? {
          at: row.lastAt.toISOString(),
          byName: row.lastByName,
          result: row.lastResult ?? null,
          error: row.lastError ?? null,
        }
      : null,
  };
};
