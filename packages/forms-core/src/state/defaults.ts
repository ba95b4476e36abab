import { LIMITS } from "../model/codes.ts";
import type { FormItem } from "../model/item.ts";
import { specOf } from "../registry/registry.ts";

export type FillContext = {
  /** Present when editing a stored value: defaults are not applied over what was saved (SPEC 4). */
  formValId?: unknown;
};

const editing = (ctx: FillContext): boolean =>
  ctx.formValId !== undefined && ctx.formValId !== null && ctx.formValId !== "";

/** The option ids checked by default, or none when editing an existing value. */
export const defaultOptionIds = (item: FormItem, ctx: FillContext): string[] =>
  editing(ctx) ? [] : item.optionInfos.filter((o) => o.isDefault === "Y").map((o) => String(o.id));

/** The value a new submission starts with, encoded as the contract says; null when there is none. */
export const initialValue = (item: FormItem, ctx: FillContext): string | null => {
  const spec = specOf(item);
  if (!spec?.holdsValue || editing(ctx)) return null;
  if (spec.value === "option" || spec.value === "options") {
    const ids = defaultOptionIds(item, ctx);
    if (ids.length > 0) return spec.value === "option" ? ids[0] : ids.join(",");
  }
  return item.defaultVal;
};

/** SPEC 4: a group with no records gets one empty record when its show type is 1, otherwise none. */
export const initialGroupRecords = (group: FormItem, existing: readonly number[] = []): number[] => {
  if (existing.length > 0) return [...existing].sort((a, b) => a - b);
  const showType = (group.typeJson as { showType?: number }).showType ?? 1;
  return showType === 1 ? [1] : [];
};

export const nextRecordNum = (existing: readonly number[]): number =>
  existing.reduce((m, n) => Math.max(m, n), 0) + 1;

export const canAddRecord = (group: FormItem, count: number): boolean => {
  const max = (group.typeJson as { maxRecords?: number }).maxRecords;
  return max === undefined || max <= 0 || count < max;
};

/** How long a button stays disabled after a click (SPEC 4: 2000 ms unless the button says otherwise). */
export const clickLockMs = (item: FormItem): number =>
  item.type === 40 ? item.typeJson.lockMs : LIMITS.clickLockMs;
