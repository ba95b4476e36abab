import { registerRuleRunJob } from "../modules/evaluation/index.ts";
import { codesOf } from "../modules/roles/index.ts";
import { listTerms } from "../modules/school/index.ts";
import type { CodeResolver } from "../platform/auth/access.ts";
import { createMemoryCache } from "../platform/cache/memory-cache.ts";
import type { Db } from "../platform/db/client.ts";
import { createJobs, type Jobs } from "../platform/jobs/jobs.ts";
import type { Random } from "./random.ts";

/**
 * What the student growth steps share: the seed's transaction, a clock they set before each step (every time
 * is fixed, so the dataset is the same on every start), the permission resolver, the job queue whose rule runs
 * score the term, and the seed's random numbers.
 */
export type GrowthCtx = {
  db: Db;
  now: () => Date;
  at: (iso: string | Date) => void;
  codes: CodeResolver;
  jobs: Jobs;
  rnd: Random;
};

export const growthContext = (db: Db, rnd: Random): GrowthCtx => {
  let clock = new Date("2026-09-01T01:00:00Z");
  const now = () => clock;
  const codes = codesOf({ db, cache: createMemoryCache() });
  const jobs = createJobs({ db, now, log: console, poll: false });
  registerRuleRunJob({ db, now, codesOf: codes }, jobs);
  return {
    db,
    now,
    at: (iso) => {
      clock = new Date(iso);
    },
    codes,
    jobs,
    rnd,
  };
};

/** The school's current term (the demo's first term of 2026-2027) and its school year. */
export const currentTermOf = async (db: Db, schoolId: number) => {
  const term = (await listTerms(db, schoolId)).find((t) => t.isNow);
  if (!term) throw new Error(`demo seed: school ${schoolId} has no current term`);
  return term;
};
