import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { formOptionCount } from "./forms.tables.ts";

export type OptionKey = { itemId: number; optionId: string };

/** Accepted submissions per option with a quota, keyed `${itemId}:${optionId}`. */
export const readOptionCounts = async (
  db: Db | Tx,
  schoolId: number,
  formId: number,
): Promise<Map<string, number>> => {
  const rows = await db
    .select({
      itemId: formOptionCount.itemId,
      optionId: formOptionCount.optionId,
      count: formOptionCount.count,
    })
    .from(formOptionCount)
    .where(and(eq(formOptionCount.schoolId, schoolId), eq(formOptionCount.formId, formId)));
  return new Map(rows.map((r) => [`${r.itemId}:${r.optionId}`, r.count]));
};

/**
 * Takes `n` places of an option whose quota is `max`, in one statement: the row is created or updated under
 * its row lock, and only when the count stays within the quota. Concurrent takers wait for the lock and then
 * see the committed count, so the quota can never be exceeded. False when there is no room.
 */
export const takeOption = async (
  tx: Tx,
  schoolId: number,
  formId: number,
  key: OptionKey,
  n: number,
  max: number,
): Promise<boolean> => {
  if (n > max) return false;
  const result = await tx.execute(sql`
    insert into form_option_count (school_id, form_id, item_id, option_id, count)
    values (${schoolId}, ${formId}, ${key.itemId}, ${key.optionId}, ${n})
    on conflict (school_id, form_id, item_id, option_id)
    do update set count = form_option_count.count + excluded.count
    where form_option_count.count + excluded.count <= ${max}
    returning count`);
  return result.rows.length > 0;
};

/** Gives back `n` places (an edited choice or a deleted value); never below zero. */
export const releaseOption = async (
  tx: Tx,
  schoolId: number,
  formId: number,
  key: OptionKey,
  n: number,
): Promise<void> => {
  await tx
    .update(formOptionCount)
    .set({ count: sql`greatest(${formOptionCount.count} - ${n}, 0)` })
    .where(
      and(
        eq(formOptionCount.schoolId, schoolId),
        eq(formOptionCount.formId, formId),
        eq(formOptionCount.itemId, key.itemId),
        eq(formOptionCount.optionId, key.optionId),
      ),
    );
};
