import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { form, formVersion } from "./forms.tables.ts";

export type FormVersionRow = {
  formId: number;
  version: number;
  name: string;
  /** Serialised FormItems, as released; parse with forms-core before use. */
  items: unknown[];
  settings: Record<string, unknown>;
};

/**
 * A released version of a live (not deleted) form of the school: the given one, or the latest.
 * Null when the form is unknown, deleted, never released, or the version does not exist.
 */
export const findReleasedVersion = async (
  db: Db | Tx,
  schoolId: number,
  formId: number,
  version?: number,
): Promise<FormVersionRow | null> => {
  const rows = await db
    .select({
      formId: formVersion.formId,
      version: formVersion.version,
      name: formVersion.name,
      items: formVersion.items,
      settings: form.settings,
    })
    .from(formVersion)
    .innerJoin(form, and(eq(form.schoolId, formVersion.schoolId), eq(form.id, formVersion.formId)))
    .where(
      and(
        eq(formVersion.schoolId, schoolId),
        eq(formVersion.formId, formId),
        isNull(form.deletedAt),
        version === undefined ? undefined : eq(formVersion.version, version),
      ),
    )
    .orderBy(desc(formVersion.version))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    items: Array.isArray(row.items) ? row.items : [],
    settings: (row.settings ?? {}) as Record<string, unknown>,
  };
};
