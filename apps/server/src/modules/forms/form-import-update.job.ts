import type { JobContext } from "../../platform/jobs/jobs.ts";
import { importText } from "./form-import.messages.ts";
import { orderedCells, STUDENT_NO_HEADERS } from "./form-import.plan.ts";
import { type ImportHooks, problemOf, type Run, type Tally, walkRows } from "./form-import.rows.ts";
import type { ImportPayload } from "./form-import.service.ts";
import { finishImport, type ImportProblem, liveImportValues, updateImport } from "./form-import.store.ts";
import { liveImportStudents } from "./form-import-state.store.ts";
import { deleteValues } from "./form-value-read.service.ts";

/**
 * Into a task, what only the whole file shows: a student named twice (the task takes one value per student
 * and period), and a student who already has a value that the replaced import did not store (a person's own
 * fill, or another import's), which the update must not take over.
 */
const fileConflicts = async (run: Run): Promise<Map<number, ImportProblem[]>> => {
  const { deps, auth, found, plan, lang } = run;
  const out = new Map<number, ImportProblem[]>();
  if (found.taskId === null || plan.studentNoAt < 0) return out;
  const named = plan.rows.flatMap((row) => {
    const no = row.cells[plan.studentNoAt] ?? "";
    const id = run.students.get(no);
    return id === undefined ? [] : [{ row, no, id }];
  });
  const own = new Set(await liveImportStudents(deps.db, auth.schoolId, found.replacesId ?? 0));
  const ids = [...new Set(named.map((n) => n.id))];
  const input = { taskId: found.taskId, formId: found.formId, studentIds: ids };
  const filled = new Set(ids.length > 0 && deps.taskGate ? await deps.taskGate.filled(auth, input) : []);
  const seen = new Set<number>();
  for (const { row, no, id } of named) {
    const key = seen.has(id) ? "duplicateStudent" : filled.has(id) && !own.has(id) ? "filledElsewhere" : null;
    seen.add(id);
    if (!key) continue;
    const cells = orderedCells(plan, run.v, row);
    const p = problemOf({ row: row.row, cells }, STUDENT_NO_HEADERS[lang], importText(lang, key, { no }));
    out.set(row.row, [...(out.get(row.row) ?? []), p]);
  }
  return out;
};

/** The replaced import's values still there are deleted (quota places given back), as its delete would. */
const takeBack = async (run: Run) => {
  const { deps, auth, found } = run;
  if (found.replacesId === null) return;
  const ids = await liveImportValues(deps.db, auth.schoolId, found.replacesId);
  if (ids.length > 0) await deleteValues(deps, auth, { formId: found.formId, ids });
};

/**
 * An update ("update excel data") in two passes over its steps (rows_done counts 0..2×rows):
 * 1. check every row as a dry run would, plus the file-wide conflicts; any problem ends it as `refused`
 *    with nothing changed (a dry run ends here too, `done` when clean);
 * 2. take back the replaced import's values, then store every row under this import's id.
 * Each pass resumes from its checkpoint after a restart; the take-back is idempotent (values already
 * deleted are no longer live). A row refused in pass 2 (someone filled the student meanwhile) is a problem
 * of the finished update, as for a first import.
 */
export const goThroughUpdate = async (run: Run, ctx: JobContext<ImportPayload>, hooks: ImportHooks) => {
  const { deps, found } = run;
  const total = run.plan.rows.length;
  const resumed = found.rowsDone >= total;
  if (!resumed) {
    const checkSpan = found.dryRun ? 100 : 50;
    const checked: Tally = { imported: found.imported, problems: [...found.problems] };
    await walkRows(run, ctx, hooks, checked, {
      from: found.rowsDone,
      offset: 0,
      mode: "check",
      extra: await fileConflicts(run),
      percentAt: (done) => Math.floor((done * checkSpan) / total),
    });
    if (checked.problems.length > 0 || found.dryRun) {
      const state = checked.problems.length > 0 ? "refused" : "done";
      const imported = found.dryRun ? checked.imported : 0;
      const last = { ...checked, state, imported, percent: 100, rowsDone: total } as const;
      // A clean check of an update keeps its upload, so that syncing it applies the update.
      await finishImport(deps.db, ctx.schoolId, found.id, last, state === "done");
      return { imported, problems: checked.problems.length };
    }
    await updateImport(deps.db, ctx.schoolId, found.id, {
      percent: 50,
      imported: 0,
      problems: [],
      rowsDone: total,
    });
  }
  await takeBack(run);
  const stored: Tally = resumed
    ? { imported: found.imported, problems: [...found.problems] }
    : { imported: 0, problems: [] };
  await walkRows(run, ctx, hooks, stored, {
    from: resumed ? found.rowsDone - total : 0,
    offset: total,
    mode: "store",
    percentAt: (done) => 50 + Math.floor(((done - total) * 50) / total),
  });
  await finishImport(deps.db, ctx.schoolId, found.id, {
    ...stored,
    state: "done",
    percent: 100,
    rowsDone: 2 * total,
  });
  return { imported: stored.imported, problems: stored.problems.length };
};
