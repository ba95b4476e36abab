import { type FormItem, specOf } from "@eos/forms-core";
import { childScope, type Scope } from "./fillKeys.ts";

export type Visit = {
  /** A value-bearing item in a scope. */
  value?: (item: FormItem, scope: Scope) => void;
  /** A group form in a scope (before its records are walked). */
  group?: (group: FormItem, scope: Scope) => void;
};

/**
 * Walks items in form order the way validation does: layout containers are transparent, group forms
 * repeat their children once per record (`recordsOf` says which records exist).
 */
export const walkItems = (
  items: readonly FormItem[],
  scope: Scope,
  recordsOf: (group: FormItem, scope: Scope) => readonly number[],
  visit: Visit,
): void => {
  for (const item of items) {
    const spec = specOf(item);
    if (!spec) continue;
    if (spec.recordScoped) {
      visit.group?.(item, scope);
      for (const r of recordsOf(item, scope))
        walkItems(item.childItem, childScope(scope, r), recordsOf, visit);
    } else if (spec.holdsValue) visit.value?.(item, scope);
    else if (spec.holdsChildren) walkItems(item.childItem, scope, recordsOf, visit);
  }
};

/** Whether an item is value-bearing (stores a value record). */
export const holdsValue = (item: FormItem): boolean => {
  const spec = specOf(item);
  return spec?.holdsValue === true && !spec.recordScoped;
};
