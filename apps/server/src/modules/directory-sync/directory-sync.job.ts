import type { Db } from "../../platform/db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { externalAppSecrets } from "../identity/index.ts";
import { readDingtalkDirectory } from "./dingtalk-directory.ts";
import { type AppConfig, type Directory, NoAppError, NoOrgRootError, UpstreamError } from "./directory.ts";
import { syncDirectory } from "./directory-apply.ts";
import { changesAnything, type SyncCounts } from "./directory-plan.ts";
import { recordOutcome } from "./directory-sync.store.ts";
import { readWecomDirectory } from "./wecom-directory.ts";

export const DIRECTORY_SYNC_JOB = "directorySync";

export type SyncPayload = { dryRun: boolean; byName: string };

export type AppOutcome = { appId: number; kind: AppConfig["kind"]; name: string; counts: SyncCounts };
export type SyncResult = { dryRun: boolean; changed: boolean; apps: AppOutcome[] };

/** Why a sync stopped, kept for the school detail: it changed nothing. */
export type SyncFailure =
  | { reason: "upstream"; platform: string; call: string; errcode: number | null; errmsg: string }
  | { reason: "noApp" }
  | { reason: "noOrgRoot" };

export type SyncDeps = { db: Db; dataKey: Buffer; now: () => Date };

const readers = { wecom: readWecomDirectory, dingtalk: readDingtalkDirectory };

const failureOf = (e: unknown): SyncFailure | undefined => {
  if (e instanceof UpstreamError) {
    return { reason: "upstream", platform: e.platform, call: e.call, errcode: e.errcode, errmsg: e.errmsg };
  }
  if (e instanceof NoOrgRootError) return { reason: "noOrgRoot" };
  if (e instanceof NoAppError) return { reason: "noApp" };
  return undefined;
};

/**
 * Every directory is read before anything is written, then all of them are applied in one transaction: a
 * platform refusing a call (a wrong secret: errcode 40001) stops the sync with nothing changed.
 */
const runSync = async (
  deps: SyncDeps,
  schoolId: number,
  dryRun: boolean,
  progress: (done: number, total: number) => Promise<void>,
): Promise<SyncResult> => {
  const apps = (await externalAppSecrets(deps, schoolId)) as AppConfig[];
  if (apps.length === 0) throw new NoAppError();
  const total = apps.length + 1;
  const dirs: Directory[] = [];
  for (const app of apps) {
    dirs.push(await readers[app.kind](app));
    await progress(dirs.length, total);
  }
  const run = async (db: Db) => {
    const out: AppOutcome[] = [];
    for (const [i, app] of apps.entries()) {
      const counts = await syncDirectory(db, schoolId, app, dirs[i], dryRun);
      out.push({ appId: app.id, kind: app.kind, name: app.name, counts });
    }
    return out;
  };
  const outcomes = dryRun ? await run(deps.db) : await deps.db.transaction((tx) => run(tx));
  await progress(total, total);
  return { dryRun, changed: outcomes.some((o) => changesAnything(o.counts)), apps: outcomes };
};

/**
 * The directory sync as a background job (one at a time per school, see directory-sync.service.ts). A real
 * run records its outcome, counts or failure, for the school detail; a dry run only answers its counts.
 */
export const registerDirectorySyncJob = (deps: SyncDeps, jobs: Jobs): void => {
  jobs.register<SyncPayload, SyncResult>(DIRECTORY_SYNC_JOB, async (ctx) => {
    const { dryRun, byName } = ctx.payload;
    try {
      const result = await runSync(deps, ctx.schoolId, dryRun, ctx.progress);
      if (!dryRun)
        await recordOutcome(deps.db, ctx.schoolId, { at: deps.now(), byName, result, error: null });
      return result;
    } catch (e) {
      const failure = failureOf(e);
      if (!dryRun && failure) {
        await recordOutcome(deps.db, ctx.schoolId, { at: deps.now(), byName, result: null, error: failure });
      }
      throw e;
    }
  });
};
