import type { Lang } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import { importError } from "./form-import.messages.ts";
import { type ImportDeps, startImport } from "./form-import.service.ts";
import { findImport, importFileOf } from "./form-import.store.ts";
import { startUpdate } from "./form-import-manage.service.ts";
import { findImportFacts } from "./form-import-state.store.ts";

/**
 * "Sync excel data": stores what a finished check (an import or update made with check only) looked at,
 * from the upload the check kept, without uploading the file again. The sync is an import of its own (or,
 * for a checked update, an update of the same import) whose job goes through the rows as any import's
 * does, checking each again as it stores it: the form, the task or the students may have changed since
 * the check. Answers the synced import's id; asked again (a double click, a retry) it answers the same id
 * and starts nothing, the unique synced_from making sure of it even for two requests at once.
 *
 * Refused for anything but a finished check (a checked update with problem rows ended refused, not done),
 * and for a check whose upload is no longer kept (a later check of the same person replaced it); the task
 * must still take imports, as for an upload.
 */
export const syncChecked = async (
  deps: ImportDeps,
  auth: AuthContext,
  id: number,
  lang: Lang,
): Promise<{ id: number }> => {
  const check = await findImport(deps.db, auth.schoolId, id);
  if (!check) throw notFound();
  const facts = await findImportFacts(deps.db, auth.schoolId, id);
  if (facts?.syncedBy) return { id: facts.syncedBy };
  if (!check.dryRun || check.state !== "done") throw importError(400, "notSyncable");
  const data = await importFileOf(deps.db, auth.schoolId, id);
  if (!data) throw importError(400, "syncUploadGone");
  const upload = { fileName: check.fileName, data, dryRun: false, syncedFrom: check.id };
  try {
    if (check.replacesId !== null)
      return await startUpdate(deps, auth, { ...upload, id: check.replacesId }, lang);
    const into = { ...upload, formId: check.formId, taskId: check.taskId ?? undefined };
    return await startImport(deps, auth, into, lang);
  } catch (err) {
    // Another request synced it meanwhile: its import is the answer.
    const again = await findImportFacts(deps.db, auth.schoolId, id);
    if (again?.syncedBy) return { id: again.syncedBy };
    throw err;
  }
};
