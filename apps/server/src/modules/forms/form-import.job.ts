import type { JobContext, JobHandler, Jobs } from "../../platform/jobs/jobs.ts";
import { planOf, released } from "./form-import.plan.ts";
import { type ImportHooks, type Run, walkRows } from "./form-import.rows.ts";
import { IMPORT_JOB, IMPORT_MAX_ATTEMPTS, type ImportPayload } from "./form-import.service.ts";
import { findImport, finishImport, importFileOf, studentsByNo } from "./form-import.store.ts";
import { FINISHED, startRunning } from "./form-import-state.store.ts";
import { goThroughUpdate } from "./form-import-update.job.ts";
import type { FormValueDeps } from "./form-value.tx.ts";

/** Goes through the rows from the last checkpoint, checking (a dry run) or storing each. */
const goThrough = async (run: Run, ctx: JobContext<ImportPayload>, hooks: ImportHooks) => {
  const { deps, found } = run;
  const total = run.plan.rows.length;
  const tally = { imported: found.imported, problems: [...found.problems] };
  await walkRows(run, ctx, hooks, tally, {
    from: found.rowsDone,
    offset: 0,
    percentAt: (done) => Math.floor((done * 100) / total),
  });
  // A check keeps its upload: "sync excel data" stores it later without a second upload.
  const tallied = { state: "done" as const, percent: 100, ...tally, rowsDone: total };
  await finishImport(deps.db, ctx.schoolId, found.id, tallied, found.dryRun);
  return { imported: tally.imported, problems: tally.problems.length };
};

const prepare = async (deps: FormValueDeps, ctx: JobContext<ImportPayload>): Promise<Run | null> => {
  const { importId, version, lang, auth } = ctx.payload;
  const found = await findImport(deps.db, ctx.schoolId, importId);
  // Forgotten (import/del), cancelled or already finished: nothing left to do.
  if (!found || (FINISHED as readonly string[]).includes(found.state)) return null;
  const data = await importFileOf(deps.db, ctx.schoolId, importId);
  if (!data) {
    await finishImport(deps.db, ctx.schoolId, importId, { state: "failed" });
    return null;
  }
  const v = await released(deps, ctx.schoolId, found.formId, version);
  const plan = await planOf(data, v.columns, found.taskId !== null);
  const nos = plan.studentNoAt < 0 ? [] : plan.rows.map((r) => r.cells[plan.studentNoAt] ?? "");
  const students = await studentsByNo(deps.db, ctx.schoolId, [...new Set(nos)].filter(Boolean));
  // Conditional: a cancel that came in meanwhile wins, and then nothing is stored.
  if (!(await startRunning(deps.db, ctx.schoolId, importId))) return null;
  return { deps, auth, lang, found, v, plan, students };
};

/** The handler of forms.import jobs; a resumed run (after a restart or a failed attempt) continues. */
export const formImportJob =
  (deps: FormValueDeps, hooks: ImportHooks = {}): JobHandler<ImportPayload, unknown> =>
  async (ctx) => {
    try {
      const run = await prepare(deps, ctx);
      if (!run) return null;
      return run.found.replacesId === null
        ? await goThrough(run, ctx, hooks)
        : await goThroughUpdate(run, ctx, hooks);
    } catch (err) {
      // The last attempt's failure is the import's: the page must not show a percent that will not move.
      if (!ctx.signal.aborted && ctx.attempt >= IMPORT_MAX_ATTEMPTS)
        await finishImport(deps.db, ctx.schoolId, ctx.payload.importId, { state: "failed" });
      throw err;
    }
  };

export const registerFormImportJob = (deps: FormValueDeps, jobs: Jobs): void => {
  // Holders of forms.data manage the school's form data, imports included.
  jobs.register(IMPORT_JOB, formImportJob(deps), { managedBy: "forms.data" });
};
