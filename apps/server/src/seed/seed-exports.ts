import { registerUsageExport, USAGE_EXPORT_JOB } from "../modules/center/index.ts";
import { createExports } from "../modules/exports/index.ts";
import { generatedFiles } from "../modules/files/index.ts";
import { schoolTimeZone, todayIn } from "../modules/school/index.ts";
import type { Config } from "../platform/config.ts";
import type { Db } from "../platform/db/client.ts";
import { createJobs } from "../platform/jobs/jobs.ts";
import { adminOf } from "./seed-areas.ts";

const DAY_MS = 86_400_000;

/**
 * A finished export in each school, so that a new administrator's My downloads (/admin/downloads, /m/downloads)
 * lists a ready file with a working link: the app usage of the last 30 days up to yesterday (the opens seedCenter
 * wrote), made by the exports service as the server makes it, its file in the server's file store (the files
 * module's storage from the configuration, local DATA_DIR/files or S3). The job runs here and now rather than
 * waiting for the server's poller. After the demo's transaction, like the banners: the file store writes
 * through its own connection. Answers each school's export job id.
 */
export const seedDemoExports = async (
  deps: { db: Db; config: Config; now: () => Date },
  schoolIds: readonly number[],
): Promise<number[]> => {
  const jobs = createJobs({ db: deps.db, now: deps.now, log: console, poll: false });
  const exports = createExports({ db: deps.db, now: deps.now, jobs, files: generatedFiles(deps) });
  registerUsageExport({ db: deps.db }, exports);
  const started: { schoolId: number; jobId: number }[] = [];
  for (const schoolId of schoolIds) {
    const admin = await adminOf(deps.db, schoolId);
    if (!admin) continue;
    const zone = await schoolTimeZone(deps.db, schoolId);
    const now = deps.now().getTime();
    const period = {
      from: todayIn(zone, new Date(now - 30 * DAY_MS)),
      to: todayIn(zone, new Date(now - DAY_MS)),
    };
    const title = `app-usage-${period.from}-${period.to}.xlsx`;
    const jobId = await exports.start(admin, USAGE_EXPORT_JOB, period, { title, lang: "zh-CN" });
    started.push({ schoolId, jobId });
  }
  // Only the export kind is registered here: the drain runs these jobs and leaves every other kind alone.
  await jobs.drain();
  for (const { schoolId, jobId } of started) {
    const job = await jobs.get(schoolId, jobId, { all: true });
    // A failed attempt stays queued for a retry: the server's own poller makes the file later.
    if (job?.state !== "done")
      throw new Error(`the demo export of school ${schoolId} is ${job?.state}: ${job?.error}`);
  }
  return started.map((s) => s.jobId);
};
