import { specOf } from "../registry/registry.ts";
import type { FormItem, ItemId } from "./item.ts";

/** Where an item sits: the group whose records hold its values (null at the top level) and its nesting. */
export type ItemPlace = {
  item: FormItem;
  /** The nearest enclosing group form (type 32 or a group-based system field), or null. */
  group: FormItem | null;
  /** The group enclosing `group` (for items of a group nested in a group record), or null. */
  outerGroup: FormItem | null;
  /** How many group forms enclose the item. */
  groupDepth: number;
  parent: FormItem | null;
};

/** A form version read once and indexed, so validation and formulas never search the tree. */
export type CompiledForm = {
  items: FormItem[];
  places: ReadonlyMap<string, ItemPlace>;
  /** Ids seen more than once; later duplicates are not indexed (lint reports them). */
  duplicateIds: ItemId[];
};

const isGroup = (item: FormItem): boolean => specOf(item)?.recordScoped === true;

export const compileForm = (items: FormItem[]): CompiledForm => {
  const places = new Map<string, ItemPlace>();
  const duplicateIds: ItemId[] = [];
  const visit = (list: FormItem[], parent: FormItem | null, groups: FormItem[]) => {
    for (const item of list) {
      const key = String(item.id);
      const [group, outerGroup] = [groups.at(-1) ?? null, groups.at(-2) ?? null];
      if (places.has(key)) duplicateIds.push(item.id);
      else places.set(key, { item, group, outerGroup, groupDepth: groups.length, parent });
      visit(item.childItem, item, isGroup(item) ? [...groups, item] : groups);
    }
  };
  visit(items, null, []);
  return { items, places, duplicateIds };
};

export const findItem = (form: CompiledForm, id: ItemId): FormItem | undefined =>
  form.places.get(String(id))?.item;

/** Children whose values sit beside the item's own: layout containers are transparent, groups are not. */
export const valueChildren = (item: FormItem): FormItem[] => {
  const out: FormItem[] = [];
  for (const child of item.childItem) {
    const spec = specOf(child);
    if (spec?.holdsChildren && !spec.recordScoped && !spec.holdsValue)
      out.push(child, ...valueChildren(child));
    else out.push(child);
  }
  return out;
};

export const isGroupItem = isGroup;
