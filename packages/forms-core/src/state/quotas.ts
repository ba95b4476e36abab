import type { CompiledForm } from "../model/compile.ts";
import type { FormOption, ItemId } from "../model/item.ts";
import { specOf } from "../registry/registry.ts";
import type { ValidationError } from "../validate/errors.ts";
import { VALUE_CODECS } from "../values/encoding.ts";

type Quota = Pick<FormOption, "maxCount" | "count">;

/** How many more may choose the option; null when it has no quota. */
export const optionRemaining = (option: Quota, count: number = option.count): number | null =>
  option.maxCount === null ? null : Math.max(0, option.maxCount - count);

/** Full once its count reaches maxCount. */
export const isOptionFull = (option: Quota, count: number = option.count): boolean =>
  option.maxCount !== null && count >= option.maxCount;

export type QuotaValue = { itemId: ItemId; val: string; recordNum?: number | null; pid?: number | null };

export type QuotaInput = {
  /** The submission's values (e.g. ValidationResult.values). */
  values: readonly QuotaValue[];
  /** When editing: the values stored before, whose choices already hold their places. */
  previous?: readonly QuotaValue[];
  /** Current counts read inside the server's transaction, keyed `${itemId}:${optionId}`; else option.count. */
  counts?: ReadonlyMap<string, number>;
};

const chosen = (form: CompiledForm, values: readonly QuotaValue[]): Map<string, number> => {
  const tally = new Map<string, number>();
  for (const v of values) {
    const item = form.places.get(String(v.itemId))?.item;
    const kind = item ? specOf(item)?.value : undefined;
    if (kind !== "option" && kind !== "options") continue;
    const ids = kind === "option" ? [v.val.trim()] : [...new Set(VALUE_CODECS.options.decode(v.val))];
    for (const id of ids)
      if (id !== "") tally.set(`${v.itemId}:${id}`, (tally.get(`${v.itemId}:${id}`) ?? 0) + 1);
  }
  return tally;
};

/**
 * The pure quota check the server runs inside its transaction: every option the submission newly takes
 * must still have room for it. Errors use the validation shape, code `optionFull`.
 */
export const checkOptionQuotas = (form: CompiledForm, input: QuotaInput): ValidationError[] => {
  const now = chosen(form, input.values);
  const before = chosen(form, input.previous ?? []);
  const errors: ValidationError[] = [];
  for (const [key, n] of now) {
    const extra = n - (before.get(key) ?? 0);
    if (extra <= 0) continue;
    const [itemKey, optionId] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
    const item = form.places.get(itemKey)?.item;
    const option = item?.optionInfos.find((o) => String(o.id) === optionId);
    if (!item || !option || option.maxCount === null) continue;
    const count = input.counts?.get(key) ?? option.count;
    if (count + extra > option.maxCount)
      errors.push({
        itemId: item.id,
        recordNum: null,
        pid: null,
        code: "optionFull",
        params: { option: option.name },
      });
  }
  return errors;
};
