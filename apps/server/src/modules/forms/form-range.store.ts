import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";

/** A form of some school, named by both keys. */
export type FormKey = { schoolId: number; formId: number };

const ids = (xs: number[]) => `{${xs.map((n) => Math.trunc(n)).join(",")}}`;

/** The items of each form's latest released version, in one query over the forms asked for. */
export const latestReleasedItems = async (
  db: Db | Tx,
  forms: FormKey[],
): Promise<{ schoolId: number; formId: number; items: unknown }[]> => {
  if (forms.length === 0) return [];
  const rows = (
    await db.execute(sql`select distinct on (v.school_id, v.form_id) v.school_id, v.form_id, v.items
      from unnest(${ids(forms.map((f) => f.schoolId))}::bigint[], ${ids(forms.map((f) => f.formId))}::bigint[])
        as q(school_id, form_id)
      join form_version v on v.school_id = q.school_id and v.form_id = q.form_id
      order by v.school_id, v.form_id, v.version desc`)
  ).rows as Record<string, unknown>[];
  return rows.map((r) => ({ schoolId: Number(r.school_id), formId: Number(r.form_id), items: r.items }));
};
