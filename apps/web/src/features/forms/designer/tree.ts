import { type FormItem, type ItemId, lookupControl, parseFormItem } from "@eos/forms-core";

/**
 * The designer's item tree, as pure functions over parsed FormItems. Children live in `childItem`; a parent
 * is null for the form's top level. Unsaved items carry temporary ids ("new_…") until the server assigns ids.
 */
export type ParentId = ItemId | null;
export type Place = { item: FormItem; parentId: ParentId; index: number; depth: number };

let counter = 0;
export const tempId = (): string => `new_${Date.now().toString(36)}${(counter++).toString(36)}`;
export const isTempId = (id: ItemId): boolean => typeof id === "string" && id.startsWith("new_");

export const sameId = (a: ItemId | null | undefined, b: ItemId | null | undefined): boolean =>
  a != null && b != null && String(a) === String(b);

/** Whether items may be dropped into this one: group forms and layout controls. */
export const holdsChildren = (item: FormItem): boolean => lookupControl(item.type)?.holdsChildren ?? false;

export function findPlace(items: FormItem[], id: ItemId, parentId: ParentId = null, depth = 0): Place | null {
  for (const [index, item] of items.entries()) {
    if (sameId(item.id, id)) return { item, parentId, index, depth };
    const inner = findPlace(item.childItem, id, item.id, depth + 1);
    if (inner) return inner;
  }
  return null;
}

export const findItem = (items: FormItem[], id: ItemId | null): FormItem | null =>
  id == null ? null : (findPlace(items, id)?.item ?? null);

/** Every item, depth first, in display order. */
export function flatten(items: FormItem[], parentId: ParentId = null, depth = 0): Place[] {
  return items.flatMap((item, index) => [
    { item, parentId, index, depth },
    ...flatten(item.childItem, item.id, depth + 1),
  ]);
}

export const childrenOf = (items: FormItem[], parentId: ParentId): FormItem[] =>
  parentId == null ? items : (findItem(items, parentId)?.childItem ?? []);

/** Applies `fn` to the child list of `parentId`, returning a new tree (unchanged branches shared). */
function editChildren(
  items: FormItem[],
  parentId: ParentId,
  fn: (list: FormItem[]) => FormItem[],
): FormItem[] {
  if (parentId == null) return fn(items);
  return items.map((item) =>
    sameId(item.id, parentId)
      ? ({ ...item, childItem: fn(item.childItem) } as FormItem)
      : item.childItem.length > 0
        ? ({ ...item, childItem: editChildren(item.childItem, parentId, fn) } as FormItem)
        : item,
  );
}

export function insertAt(items: FormItem[], parentId: ParentId, index: number, added: FormItem): FormItem[] {
  return editChildren(items, parentId, (list) => {
    const at = Math.max(0, Math.min(index, list.length));
    return [...list.slice(0, at), added, ...list.slice(at)];
  });
}

export function removeItem(items: FormItem[], id: ItemId): FormItem[] {
  const place = findPlace(items, id);
  if (!place) return items;
  return editChildren(items, place.parentId, (list) => list.filter((x) => !sameId(x.id, id)));
}

export function updateItem(items: FormItem[], id: ItemId, fn: (item: FormItem) => FormItem): FormItem[] {
  return items.map((item) => {
    if (sameId(item.id, id)) return fn(item);
    if (item.childItem.length === 0) return item;
    const childItem = updateItem(item.childItem, id, fn);
    return childItem === item.childItem ? item : ({ ...item, childItem } as FormItem);
  });
}

/** True when `id` is `ancestorId` or lies inside it. */
export function isWithin(items: FormItem[], id: ParentId, ancestorId: ItemId): boolean {
  if (id == null) return false;
  if (sameId(id, ancestorId)) return true;
  const ancestor = findItem(items, ancestorId);
  return ancestor ? findPlace(ancestor.childItem, id) !== null : false;
}

/**
 * Moves an item to `index` of `parentId`'s children (the index counted before the move). Refuses a move into
 * the item itself or its descendants, and into an item that holds no children.
 */
export function moveItem(items: FormItem[], id: ItemId, parentId: ParentId, index: number): FormItem[] {
  const place = findPlace(items, id);
  if (!place || isWithin(items, parentId, id)) return items;
  if (parentId != null) {
    const parent = findItem(items, parentId);
    if (!parent || !holdsChildren(parent)) return items;
  }
  const sameList = sameId(place.parentId, parentId) || (place.parentId == null && parentId == null);
  const target = sameList && place.index < index ? index - 1 : index;
  if (sameList && target === place.index) return items;
  return insertAt(removeItem(items, id), parentId, target, place.item);
}

/** Moves one step up or down among its siblings. */
export function moveBy(items: FormItem[], id: ItemId, step: -1 | 1): FormItem[] {
  const place = findPlace(items, id);
  if (!place) return items;
  const siblings = childrenOf(items, place.parentId);
  const to = place.index + step;
  if (to < 0 || to >= siblings.length) return items;
  return moveItem(items, id, place.parentId, step === 1 ? to + 1 : to);
}

/** Into the container just above it (at its end), when there is one. */
export function indent(items: FormItem[], id: ItemId): FormItem[] {
  const place = findPlace(items, id);
  if (!place || place.index === 0) return items;
  const above = childrenOf(items, place.parentId)[place.index - 1];
  if (!holdsChildren(above)) return items;
  return moveItem(items, id, above.id, above.childItem.length);
}

/** Out of its container, just after it. */
export function outdent(items: FormItem[], id: ItemId): FormItem[] {
  const place = findPlace(items, id);
  if (!place || place.parentId == null) return items;
  const parentPlace = findPlace(items, place.parentId);
  if (!parentPlace) return items;
  return moveItem(items, id, parentPlace.parentId, parentPlace.index + 1);
}

/** A deep copy with fresh temporary ids (options keep theirs: they are unique within their item). */
export function copyTree(item: FormItem): FormItem {
  return { ...item, id: tempId(), childItem: item.childItem.map(copyTree) } as FormItem;
}

export function duplicate(items: FormItem[], id: ItemId): { items: FormItem[]; copy: FormItem | null } {
  const place = findPlace(items, id);
  if (!place) return { items, copy: null };
  const copy = copyTree(place.item);
  copy.name = place.item.name;
  return { items: insertAt(items, place.parentId, place.index + 1, copy), copy };
}

const CHOICE_CODES = new Set([4, 5, 16, 17]);

/** A new item of a control type with its registry defaults; choices start with two options. */
export function newItem(code: number, name: string, optionName: (n: number) => string): FormItem {
  const item = parseFormItem({ id: tempId(), name, type: code, isNull: "Y", showState: 1 });
  if (!item) throw new Error(`cannot create type ${code}`);
  if (CHOICE_CODES.has(code))
    item.optionInfos = [1, 2].map((n) => ({
      id: n,
      name: optionName(n),
      isDefault: "N",
      custom: null,
      customVal: "",
      maxCount: null,
      count: 0,
      cover: null,
      checked: false,
      extra: {},
    }));
  return item;
}
