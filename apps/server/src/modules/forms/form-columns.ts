import { compileForm, type FormItem, isGroupItem, parseForm, specOf } from "@eos/forms-core";

/** A group form's sheet: the group and the value items of its records (layout containers flattened). */
export type GroupColumns = { group: FormItem; outer: FormItem | null; items: FormItem[] };

/** The columns of a form's values across all its versions: statistics and exports join on item id. */
export type FormColumns = { items: FormItem[]; groups: GroupColumns[] };

const holdsValue = (item: FormItem): boolean => specOf(item)?.holdsValue === true && !isGroupItem(item);
/** Layout containers (columns, containers, tabs, tables): transparent for values. */
export const isLayout = (item: FormItem): boolean => {
  const spec = specOf(item);
  return spec?.holdsChildren === true && !spec.recordScoped && !spec.holdsValue;
};

type Collected = { items: Map<string, FormItem>; groups: Map<string, GroupColumns> };

const collect = (list: FormItem[], into: Map<string, FormItem>, all: Collected, outer: FormItem | null) => {
  for (const item of list) {
    if (isGroupItem(item)) {
      const key = String(item.id);
      const known = all.groups.get(key) ?? { group: item, outer, items: [] };
      all.groups.set(key, known);
      const children = new Map(known.items.map((i) => [String(i.id), i]));
      collect(item.childItem, children, all, item);
      known.items = [...children.values()];
    } else if (isLayout(item)) {
      collect(item.childItem, into, all, outer);
    } else if (holdsValue(item) && !into.has(String(item.id))) {
      into.set(String(item.id), item);
    }
  }
};

/**
 * Columns for a form whose versions are given newest first: the newest version's order, then items that only
 * older versions had (their values still export, under the name they had then).
 */
export const formColumns = (versionsNewestFirst: readonly unknown[][]): FormColumns => {
  const all: Collected = { items: new Map(), groups: new Map() };
  for (const items of versionsNewestFirst) collect(parseForm(items).items, all.items, all, null);
  return { items: [...all.items.values()], groups: [...all.groups.values()] };
};

/** Each version's items by id (at any depth): a value reads the names of the version it was filled against. */
export type VersionDefs = ReadonlyMap<number, ReadonlyMap<string, FormItem>>;

export const versionDefs = (versions: readonly { version: number; items: unknown[] }[]): VersionDefs =>
  new Map(
    versions.map((v) => {
      const places = compileForm(parseForm(v.items).items).places;
      return [v.version, new Map([...places].map(([id, place]) => [id, place.item]))];
    }),
  );

/** A column's heading: the newest name, then any other name older versions gave the item ("New / Old"). */
export const columnName = (item: FormItem, defs: VersionDefs): string => {
  const names = new Set([item.name]);
  for (const items of defs.values()) {
    const name = items.get(String(item.id))?.name;
    if (name) names.add(name);
  }
  return [...names].join(" / ");
};
