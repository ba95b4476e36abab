import type { Lang } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import { importError } from "./form-import.messages.ts";
import { type ImportDeps, startImport } from "./form-import.service.ts";
import {
  findImport,
  type ImportRow,
  listImports,
  liveImportValues,
  pageTaskImports,
  type TaskImportRow,
} from "./form-import.store.ts";
import {
  acknowledgeFinished,
  cancelWaiting,
  countImports,
  deleteImportRecord,
  findImportFacts,
  type ImportCounts,
} from "./form-import-state.store.ts";
import type { FormValueDeps } from "./form-value.tx.ts";
import { deleteValues } from "./form-value-read.service.ts";

const found404 = async (deps: FormValueDeps, auth: AuthContext, id: number): Promise<ImportRow> => {
  const found = await findImport(deps.db, auth.schoolId, id);
  if (!found) throw notFound();
  return found;
};

const running = () => importError(400, "running");

/**
 * Deletes an import (from the task's list or the form's, one implementation) with the values it stored that
 * are still there (quota places given back, as value/del does), in the caller's school. Refused while it
 * runs or while an update of it waits or runs, and for an import from before EOS noted which values an
 * import stored (its values cannot be told apart): `keepValues` forgets only the record, values staying.
 */
export const deleteImportAndValues = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: { id: number; keepValues?: boolean },
): Promise<{ values: number }> => {
  const found = await found404(deps, auth, input.id);
  if (found.state === "running") throw running();
  const facts = await findImportFacts(deps.db, auth.schoolId, input.id);
  if (facts?.updatingId) throw importError(400, "updating", { id: facts.updatingId });
  if (!input.keepValues && facts?.legacy) throw importError(400, "legacyValues");
  const ids = input.keepValues ? [] : await liveImportValues(deps.db, auth.schoolId, input.id);
  if (ids.length > 0) await deleteValues(deps, auth, { formId: found.formId, ids });
  // Conditional on the state: a waiting import its job took meanwhile is refused, not deleted under it.
  if (!(await deleteImportRecord(deps.db, auth.schoolId, input.id))) throw running();
  return { values: ids.length };
};

/**
 * "Update excel data": a new upload for a finished import, checked in full before anything changes, then
 * replacing exactly the values that import stored (form-import-update.job.ts). Refused for an import that
 * stored nothing to replace (a check, or one not done), one from before value tracking, one already
 * replaced (update its replacement instead) or being updated.
 */
export const startUpdate = async (
  deps: ImportDeps,
  auth: AuthContext,
  input: { id: number; fileName: string; data: Buffer; dryRun: boolean; syncedFrom?: number },
  lang: Lang,
): Promise<{ id: number }> => {
  const found = await found404(deps, auth, input.id);
  if (found.state !== "done" || found.dryRun) throw importError(400, "notUpdatable");
  const facts = await findImportFacts(deps.db, auth.schoolId, input.id);
  if (facts?.legacy) throw importError(400, "legacyUpdate");
  if (facts?.updatingId) throw importError(400, "updating", { id: facts.updatingId });
  if (facts?.replacedBy) throw importError(400, "replaced", { id: facts.replacedBy });
  const { id: _, ...upload } = input;
  const into = { ...upload, formId: found.formId, taskId: found.taskId ?? undefined, replacesId: found.id };
  try {
    return await startImport(deps, auth, into, lang);
  } catch (err) {
    // Two updates started at once: the partial unique index lets one in.
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === "23505" || e?.cause?.code === "23505")
      throw importError(400, "updating", {
        id: (await findImportFacts(deps.db, auth.schoolId, found.id))?.updatingId ?? 0,
      });
    throw err;
  }
};

/**
 * "Update percent state", the state machine of an import (SPEC 4): the job moves waiting → running →
 * done | failed (an update: → refused when its new file has problems); a person may only
 * - cancel: waiting → cancelled (its upload let go; the job then does nothing), and
 * - acknowledge: mark a finished one (done, failed, cancelled, refused) as seen, so it no longer asks for
 *   attention; marking it again keeps the first time.
 * Anything else is refused with the reason.
 */
export const updatePercentState = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: { id: number; action: "cancel" | "acknowledge" },
): Promise<ImportRow> => {
  const found = await found404(deps, auth, input.id);
  const now = deps.now();
  if (input.action === "cancel") {
    if (!(await cancelWaiting(deps.db, auth.schoolId, input.id, now)))
      throw importError(400, "cancelNotWaiting");
  } else if (!(await acknowledgeFinished(deps.db, auth.schoolId, input.id, now)))
    throw importError(400, "acknowledgeNotFinished");
  return (await findImport(deps.db, auth.schoolId, input.id)) ?? found;
};

/** "Common percent count": a task's imports by state (or, without a task, the caller's own), with progress. */
export const percentCount = (
  deps: FormValueDeps,
  auth: AuthContext,
  taskId?: number,
): Promise<ImportCounts> =>
  countImports(deps.db, auth.schoolId, taskId === undefined ? { createdBy: auth.userId } : { taskId });

export type { ImportRow, TaskImportRow };

/** One of the school's imports, if it has it. */
export const importOf = (db: Db, schoolId: number, id: number): Promise<ImportRow | undefined> =>
  findImport(db, schoolId, id);

/** A form's recent imports, newest first. */
export const importsOfForm = (db: Db, schoolId: number, formId: number): Promise<ImportRow[]> =>
  listImports(db, schoolId, formId);

/** A task's imports, newest first, paged, each with how many of its values are still there. */
export const taskImportsPage = (
  db: Db,
  schoolId: number,
  q: { taskId: number; limit: number; offset: number },
): Promise<{ rows: TaskImportRow[]; total: number }> => pageTaskImports(db, schoolId, q);
