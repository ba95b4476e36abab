import type { FormSettings } from "@eos/contracts";
import { parseForm } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { addForm, releaseForm, saveSettings } from "./form-admin.service.ts";
import { findForm } from "./form-def.store.ts";
import { templateItems } from "./form-template.service.ts";
import { findReleasedVersion } from "./form-version.store.ts";

/** What other modules need to know of a form: its name and latest released version (null: never released). */
export type FormSummary = { id: number; name: string; version: number | null };

export const formSummary = async (db: Db, schoolId: number, id: number): Promise<FormSummary | null> => {
  const row = await findForm(db, schoolId, id);
  return row ? { id: row.id, name: row.name, version: row.version } : null;
};

/** An item of a released form as other modules see it (scoring rules pick number and option items). */
export type ReleasedItem = {
  id: string;
  type: number;
  name: string;
  options: { id: string; name: string }[];
};

/** The top-level items of a form's latest released version; null when it was never released. */
export const releasedItems = async (
  db: Db,
  schoolId: number,
  formId: number,
): Promise<ReleasedItem[] | null> => {
  const source = await findReleasedVersion(db, schoolId, formId);
  if (!source) return null;
  return parseForm(source.items).items.map((item) => ({
    id: String(item.id),
    type: item.type,
    name: item.name,
    options: item.optionInfos.map((o) => ({ id: String(o.id), name: o.name })),
  }));
};

/**
 * Copies the latest released version of a form of another school (a scene copied from the scene hall) into
 * the caller's school as a new form with fresh item ids, with its settings, and releases it there.
 */
export const copyReleasedForm = async (
  db: Db,
  from: { schoolId: number; formId: number },
  to: AuthContext,
  lang: Lang,
): Promise<FormSummary | null> => {
  const source = await findReleasedVersion(db, from.schoolId, from.formId);
  if (!source) return null;
  const { id } = await addForm(db, to, { name: source.name, items: templateItems(source.items) });
  await saveSettings(db, to, { id, settings: source.settings as FormSettings });
  const { version } = await releaseForm(db, to, id, lang);
  return { id, name: source.name, version };
};
