import { type Lang, renderValidationErrors } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import { fillParams, translate } from "../../platform/http/i18n.ts";
import type { JobContext, JobHandler, Jobs } from "../../platform/jobs/jobs.ts";
import {
  orderedCells,
  type Plan,
  type PlanRow,
  planOf,
  type Released,
  recordsOf,
  released,
  STUDENT_NO_HEADERS,
} from "./form-import.plan.ts";
import { IMPORT_JOB, IMPORT_MAX_ATTEMPTS, type ImportPayload } from "./form-import.service.ts";
import {
  findImport,
  finishImport,
  type ImportProblem,
  type ImportRow,
  importFileOf,
  recordImportValues,
  studentsByNo,
  updateImport,
} from "./form-import.store.ts";
import { prepareValues } from "./form-value.prepare.ts";
import { submitForStudents, submitValue } from "./form-value.service.ts";
import type { FormValueDeps } from "./form-value.tx.ts";

/** Lets a test stop a run between a row's submission and its checkpoint, where a crash hurts most. */
export type ImportHooks = { afterRow?: (rowsDone: number) => Promise<void> };

type Run = {
  deps: FormValueDeps;
  auth: AuthContext;
  lang: Lang;
  found: ImportRow;
  v: Released;
  plan: Plan;
  students: Map<string, number>;
};
type Records = { itemId: number; val: string; valOther: string }[];

const problemOf = (row: PlanRow, name: string, msg: string): ImportProblem => ({ ...row, name, msg });

/** A row's refusal as problems: validation errors per item, the task gate's and others' as one message. */
const refusals = (run: Run, err: unknown, row: PlanRow, studentNo: string): ImportProblem[] => {
  if (!(err instanceof AppError)) throw err;
  if (err.code === -100910) {
    const list = JSON.parse(err.message) as { name: string; msg: string }[];
    return list.map((p) => problemOf(row, p.name, p.msg));
  }
  const { lang } = run;
  const name = run.found.taskId === null ? "" : STUDENT_NO_HEADERS[lang];
  if (run.found.taskId !== null && err.httpStatus === 403)
    return [problemOf(row, name, translate(lang, "formImport_studentOutside", { no: studentNo }))];
  const msg = err.key
    ? translate(lang, err.key, err.params)
    : err.texts
      ? fillParams(err.texts[lang], err.params)
      : err.message;
  return [problemOf(row, name, msg)];
};

/** A dry run checks what a submission would: the task gate (without storing) and validation. */
const check = async (run: Run, records: Records, row: PlanRow, studentId?: number) => {
  const { deps, auth, found, lang } = run;
  if (found.taskId !== null && studentId !== undefined && deps.taskGate)
    await deps.taskGate.admit(auth, { taskId: found.taskId, formId: found.formId, studentIds: [studentId] });
  const checked = prepareValues(run.v.form, records, "add");
  if (checked.ok) return [];
  return renderValidationErrors(run.v.form, checked.errors, lang).map((p) => problemOf(row, p.name, p.msg));
};

/** One submission per row, under a key of its own: a row replayed after a restart is answered, not stored twice. */
const submit = async (run: Run, records: Records, row: PlanRow, studentId?: number) => {
  const { deps, auth, found, lang } = run;
  const opts = { lang, route: "import", idempotencyKey: `import:${found.id}:${row.row}` };
  const input = { formId: found.formId, items: records };
  const ids =
    found.taskId !== null && studentId !== undefined
      ? (
          await submitForStudents(
            deps,
            auth,
            { ...input, taskId: found.taskId, studentIds: [studentId] },
            opts,
          )
        ).formValIds
      : [(await submitValue(deps, auth, input, opts)).formValId];
  await recordImportValues(deps.db, auth.schoolId, found.id, ids);
  return [];
};

/** The row's problems; none when it imported (or, in a dry run, would). */
const importRow = async (run: Run, uploaded: PlanRow): Promise<ImportProblem[]> => {
  const { plan, lang } = run;
  const row = { row: uploaded.row, cells: orderedCells(plan, run.v, uploaded) };
  const studentNo = plan.studentNoAt < 0 ? "" : (uploaded.cells[plan.studentNoAt] ?? "");
  const studentId = run.students.get(studentNo);
  if (plan.studentNoAt >= 0 && studentId === undefined) {
    const msg = translate(lang, "formImport_unknownStudent", { no: studentNo });
    return [problemOf(row, STUDENT_NO_HEADERS[lang], msg)];
  }
  const cells = recordsOf(plan, uploaded, lang, row.cells);
  if (cells.problems.length > 0) return cells.problems;
  try {
    return await (run.found.dryRun ? check : submit)(run, cells.records, row, studentId);
  } catch (err) {
    return refusals(run, err, row, studentNo);
  }
};

/** Goes through the rows from the last checkpoint; every ~2% the counts, problems and rows done are saved. */
const goThrough = async (run: Run, ctx: JobContext<ImportPayload>, hooks: ImportHooks) => {
  const { deps, found } = run;
  const total = run.plan.rows.length;
  const problems = [...found.problems];
  let imported = found.imported;
  const step = Math.max(1, Math.floor(total / 50));
  for (let i = found.rowsDone; i < total; i++) {
    if (ctx.signal.aborted) throw new Error("form import stopped");
    const rowProblems = await importRow(run, run.plan.rows[i]);
    if (rowProblems.length === 0) imported++;
    else problems.push(...rowProblems);
    await hooks.afterRow?.(i + 1);
    if ((i + 1) % step === 0 && i + 1 < total) {
      // The job's progress first: it throws when this run lost the job, so a stale run saves nothing.
      await ctx.progress(i + 1, total);
      const percent = Math.floor(((i + 1) * 100) / total);
      await updateImport(deps.db, ctx.schoolId, found.id, { percent, imported, problems, rowsDone: i + 1 });
    }
  }
  await ctx.progress(total, total);
  await finishImport(deps.db, ctx.schoolId, found.id, {
    state: "done",
    percent: 100,
    imported,
    problems,
    rowsDone: total,
  });
  return { imported, problems: problems.length };
};

const prepare = async (deps: FormValueDeps, ctx: JobContext<ImportPayload>): Promise<Run | null> => {
  const { importId, version, lang, auth } = ctx.payload;
  const found = await findImport(deps.db, ctx.schoolId, importId);
  // Forgotten (import/del) or already finished: nothing left to do.
  if (!found || found.state === "done" || found.state === "failed") return null;
  const data = await importFileOf(deps.db, ctx.schoolId, importId);
  if (!data) {
    await finishImport(deps.db, ctx.schoolId, importId, { state: "failed" });
    return null;
  }
  const v = await released(deps, ctx.schoolId, found.formId, version);
  const plan = await planOf(data, v.columns, found.taskId !== null);
  const nos = plan.studentNoAt < 0 ? [] : plan.rows.map((r) => r.cells[plan.studentNoAt] ?? "");
  const students = await studentsByNo(deps.db, ctx.schoolId, [...new Set(nos)].filter(Boolean));
  await updateImport(deps.db, ctx.schoolId, importId, { state: "running" });
  return { deps, auth, lang, found, v, plan, students };
};

/** The handler of forms.import jobs; a resumed run (after a restart or a failed attempt) continues. */
export const formImportJob =
  (deps: FormValueDeps, hooks: ImportHooks = {}): JobHandler<ImportPayload, unknown> =>
  async (ctx) => {
    try {
      const run = await prepare(deps, ctx);
      return run ? await goThrough(run, ctx, hooks) : null;
    } catch (err) {
      // The last attempt's failure is the import's: the page must not show a percent that will not move.
      if (!ctx.signal.aborted && ctx.attempt >= IMPORT_MAX_ATTEMPTS)
        await finishImport(deps.db, ctx.schoolId, ctx.payload.importId, { state: "failed" });
      throw err;
    }
  };

export const registerFormImportJob = (deps: FormValueDeps, jobs: Jobs): void => {
  jobs.register(IMPORT_JOB, formImportJob(deps));
};
