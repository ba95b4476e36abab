import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/db/client.ts";

/**
 * Allocates `n` consecutive numbers of an auto-number counter (form, item, scope) by one atomic increment;
 * answers the last of them. The row stays locked until the transaction ends, so numbers are handed out in
 * commit order and a rolled-back submission leaves no gap.
 */
export const allocateAutoNumbers = async (
  tx: Tx,
  schoolId: number,
  formId: number,
  itemId: number,
  scope: string,
  n = 1,
): Promise<number> => {
  const result = await tx.execute(sql`
    insert into form_auto_number (school_id, form_id, item_id, scope, last)
    values (${schoolId}, ${formId}, ${itemId}, ${scope}, ${n})
    on conflict (school_id, form_id, item_id, scope)
    do update set last = form_auto_number.last + excluded.last
    returning last`);
  return Number((result.rows[0] as { last: number | string }).last);
};
