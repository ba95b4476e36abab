import type { FormItem } from "../model/item.ts";
import { systemFieldOf } from "../registry/registry.ts";

/** Email, account and phone system fields are never checked for repeats (SPEC 5: isRepeat false for them). */
const NEVER_REPEAT_CHECKED: ReadonlySet<number> = new Set([10002, 10004, 10020]);

/** Whether the server must refuse a value another submission already holds for this item. */
export const repeatCheckApplies = (item: FormItem): boolean => {
  const system = systemFieldOf(item);
  return item.isRepeat && (system === null || !NEVER_REPEAT_CHECKED.has(system));
};
