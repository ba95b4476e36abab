import { type Lang, renderValidationErrors } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import { fillParams, translate } from "../../platform/http/i18n.ts";
import type { JobContext } from "../../platform/jobs/jobs.ts";
import { importText } from "./form-import.messages.ts";
import {
  orderedCells,
  type Plan,
  type PlanRow,
  type Released,
  recordsOf,
  STUDENT_NO_HEADERS,
} from "./form-import.plan.ts";
import type { ImportPayload } from "./form-import.service.ts";
import { type ImportProblem, type ImportRow, recordImportValues, updateImport } from "./form-import.store.ts";
import { prepareValues } from "./form-value.prepare.ts";
import { submitForStudents, submitValue } from "./form-value.service.ts";
import type { FormValueDeps } from "./form-value.tx.ts";

/** Lets a test stop a run between a row's submission and its checkpoint, where a crash hurts most. */
export type ImportHooks = { afterRow?: (rowsDone: number) => Promise<void> };

export type Run = {
  deps: FormValueDeps;
  auth: AuthContext;
  lang: Lang;
  found: ImportRow;
  v: Released;
  plan: Plan;
  students: Map<string, number>;
};
type Records = { itemId: number; val: string; valOther: string }[];

export const problemOf = (row: PlanRow, name: string, msg: string): ImportProblem => ({ ...row, name, msg });

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
    return [problemOf(row, name, importText(lang, "studentOutside", { no: studentNo }))];
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

/**
 * The row's problems; none when it imported (or, checking, would). An import checks in a dry run and stores
 * otherwise; an update checks every row before it stores any.
 */
export const importRow = async (
  run: Run,
  uploaded: PlanRow,
  mode: "check" | "store" = run.found.dryRun ? "check" : "store",
): Promise<ImportProblem[]> => {
  const { plan, lang } = run;
  const row = { row: uploaded.row, cells: orderedCells(plan, run.v, uploaded) };
  const studentNo = plan.studentNoAt < 0 ? "" : (uploaded.cells[plan.studentNoAt] ?? "");
  const studentId = run.students.get(studentNo);
  if (plan.studentNoAt >= 0 && studentId === undefined) {
    const msg = importText(lang, "unknownStudent", { no: studentNo });
    return [problemOf(row, STUDENT_NO_HEADERS[lang], msg)];
  }
  const cells = recordsOf(plan, uploaded, lang, row.cells);
  if (cells.problems.length > 0) return cells.problems;
  try {
    return await (mode === "check" ? check : submit)(run, cells.records, row, studentId);
  } catch (err) {
    return refusals(run, err, row, studentNo);
  }
};

/** What a walk over the rows adds up: rows that imported (or, checking, would) and the problems. */
export type Tally = { imported: number; problems: ImportProblem[] };

export type Walk = {
  /** The first row to go through (the checkpoint a resumed run starts from). */
  from: number;
  /** Steps saved before this walk: an update's store pass counts on from its check pass. */
  offset: number;
  percentAt: (rowsDone: number) => number;
  mode?: "check" | "store";
  /** Problems found for whole files at once (an update's duplicate students), by row number. */
  extra?: Map<number, ImportProblem[]>;
};

/**
 * Goes through the rows from `from`; every ~2% the counts, problems and steps done are saved in one update
 * (the checkpoint), after the job's own progress, which throws when this run lost the job.
 */
export const walkRows = async (
  run: Run,
  ctx: JobContext<ImportPayload>,
  hooks: ImportHooks,
  tally: Tally,
  walk: Walk,
): Promise<void> => {
  const { rows } = run.plan;
  const total = rows.length;
  const step = Math.max(1, Math.floor(total / 50));
  for (let i = walk.from; i < total; i++) {
    if (ctx.signal.aborted) throw new Error("form import stopped");
    const rowProblems = [
      ...(walk.extra?.get(rows[i].row) ?? []),
      ...(await importRow(run, rows[i], walk.mode)),
    ];
    if (rowProblems.length === 0) tally.imported++;
    else tally.problems.push(...rowProblems);
    const done = walk.offset + i + 1;
    await hooks.afterRow?.(done);
    if ((i + 1) % step === 0 && i + 1 < total) {
      await ctx.progress(done, walk.offset + total);
      await updateImport(run.deps.db, ctx.schoolId, run.found.id, {
        percent: walk.percentAt(done),
        ...tally,
        rowsDone: done,
      });
    }
  }
  await ctx.progress(walk.offset + total, walk.offset + total);
};
