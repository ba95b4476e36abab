import type { StoredValue } from "@eos/contracts";
import { type CompiledForm, type FormItem, specOf, VALUE_CODECS } from "@eos/forms-core";

/** One option with a quota that a change takes (`n` > 0) or gives back (`n` < 0). */
export type QuotaChange = {
  itemId: number;
  optionId: string;
  max: number;
  item: FormItem;
  name: string;
  n: number;
};

/** Places per option with a quota that these values hold, keyed `${itemId}:${optionId}`. */
const tally = (
  form: CompiledForm,
  values: readonly StoredValue[],
  times: number,
  into: Map<string, QuotaChange>,
) => {
  for (const v of values) {
    const item = form.places.get(String(v.itemId))?.item;
    const kind = item ? specOf(item)?.value : undefined;
    if (!item || (kind !== "option" && kind !== "options")) continue;
    const ids = kind === "option" ? [v.val.trim()] : [...new Set(VALUE_CODECS.options.decode(v.val))];
    for (const id of ids) {
      const option = item.optionInfos.find((o) => String(o.id) === id);
      if (!option || option.maxCount === null) continue;
      const key = `${v.itemId}:${id}`;
      const change = into.get(key) ?? {
        itemId: v.itemId,
        optionId: id,
        max: option.maxCount,
        item,
        name: option.name,
        n: 0,
      };
      change.n += times;
      into.set(key, change);
    }
  }
};

/**
 * What a submission does to the quotas: `copies` values like `values` taken, `previous` (an edited or
 * deleted value's) given back. Sorted by key, so concurrent transactions lock option rows in one order.
 */
export const quotaChanges = (
  form: CompiledForm,
  values: readonly StoredValue[],
  copies: number,
  previous: readonly StoredValue[] = [],
): QuotaChange[] => {
  const changes = new Map<string, QuotaChange>();
  tally(form, values, copies, changes);
  tally(form, previous, -1, changes);
  return [...changes.entries()]
    .filter(([, c]) => c.n !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, c]) => c);
};
