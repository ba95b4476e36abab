import type { FormItem } from "@eos/forms-core";
import { specOf } from "@eos/forms-core";

/** Where an item sits in a draft: the list holding it, its index there, and the item holding the list. */
export type Located = { siblings: FormItem[]; index: number; item: FormItem; parent: FormItem | null };

export const locate = (items: FormItem[], id: number, parent: FormItem | null = null): Located | null => {
  for (const [index, item] of items.entries()) {
    if (Number(item.id) === id) return { siblings: items, index, item, parent };
    const inside = locate(item.childItem, id, item);
    if (inside) return inside;
  }
  return null;
};

export const eachItem = (items: FormItem[], visit: (item: FormItem, parent: FormItem | null) => void) => {
  const walk = (list: FormItem[], parent: FormItem | null) => {
    for (const item of list) {
      visit(item, parent);
      walk(item.childItem, item);
    }
  };
  walk(items, null);
};

export const idsOf = (items: FormItem[]): Set<number> => {
  const ids = new Set<number>();
  eachItem(items, (item) => ids.add(Number(item.id)));
  return ids;
};

export const countItems = (items: FormItem[]): number => idsOf(items).size;

/** Columns, containers, tabs, tables, group forms…: the items other items may be placed in. */
export const holdsChildren = (item: FormItem): boolean => specOf(item)?.holdsChildren === true;

/** Key order fixed, so two trees equal in content compare equal as text (jsonb reorders keys). */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
