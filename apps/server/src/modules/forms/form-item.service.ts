import { type FormItem, parseForm, serializeFormItem } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { nextItemIds } from "./form-def.store.ts";
import { acceptItems, lockDraft, writeDraft } from "./form-draft.service.ts";
import { renameRefs } from "./form-ids.ts";
import { eachItem, holdsChildren, idsOf, locate } from "./form-tree.ts";

type Saved = { id: number; item: Record<string, unknown> };

/** The list new items go into: the top level, or the children of a container, group, column or tab. */
const targetList = (items: FormItem[], pid: number | null | undefined): FormItem[] => {
  if (!pid) return items;
  const parent = locate(items, pid);
  if (!parent) throw badRequest(`no item ${pid} in this form`);
  if (!holdsChildren(parent.item)) throw badRequest(`item ${pid} cannot hold other items`);
  return parent.item.childItem;
};

const insertAt = (list: FormItem[], item: FormItem, index: number | undefined) => {
  const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
  list.splice(at, 0, item);
};

const finish = async (tx: Tx, schoolId: number, formId: number, items: FormItem[], item: FormItem) => {
  await writeDraft(tx, schoolId, formId, items);
  return { id: Number(item.id), item: serializeFormItem(item) };
};

/**
 * Adds an item (it has no saved id: it gets one, its children too) or updates one in place. An update that
 * leaves out `childItem` keeps the item's children; moves go through saveSort.
 */
export const saveItem = (
  db: Db,
  auth: AuthContext,
  input: { formId: number; item: Record<string, unknown>; pid?: number | null; index?: number },
): Promise<Saved> =>
  db.transaction(async (tx) => {
    const { items } = await lockDraft(tx, auth.schoolId, input.formId);
    const existing = locate(items, Number(input.item.id));
    const raw = { ...input.item };
    if (existing && raw.childItem === undefined)
      raw.childItem = existing.item.childItem.map(serializeFormItem);
    const [item] = await acceptItems(tx, auth.schoolId, input.formId, idsOf(items), [raw]);
    if (!item) throw badRequest("item: not an object");
    if (existing) existing.siblings[existing.index] = item;
    else insertAt(targetList(items, input.pid), item, input.index);
    return finish(tx, auth.schoolId, input.formId, items, item);
  });

export const deleteItem = (db: Db, auth: AuthContext, input: { formId: number; id: number }) =>
  db.transaction(async (tx) => {
    const { items } = await lockDraft(tx, auth.schoolId, input.formId);
    const at = locate(items, input.id);
    if (!at) throw badRequest(`no item ${input.id} in this form`);
    at.siblings.splice(at.index, 1);
    await writeDraft(tx, auth.schoolId, input.formId, items);
    return null;
  });

/** A deep copy with fresh ids, placed right after the original; formulas inside the copy follow it. */
export const copyItem = (db: Db, auth: AuthContext, input: { formId: number; id: number }): Promise<Saved> =>
  db.transaction(async (tx) => {
    const { items } = await lockDraft(tx, auth.schoolId, input.formId);
    const at = locate(items, input.id);
    if (!at) throw badRequest(`no item ${input.id} in this form`);
    const old: number[] = [];
    eachItem([at.item], (item) => old.push(Number(item.id)));
    const fresh = await nextItemIds(tx, old.length);
    const renamed = new Map(old.map((id, i) => [String(id), fresh[i]!]));
    const raw = serializeFormItem(at.item);
    const reassign = (node: Record<string, unknown>) => {
      node.id = renamed.get(String(node.id));
      for (const child of node.childItem as Record<string, unknown>[]) reassign(child);
    };
    reassign(raw);
    renameRefs([raw], renamed);
    const copy = parseForm([raw]).items[0]!;
    at.siblings.splice(at.index + 1, 0, copy);
    return finish(tx, auth.schoolId, input.formId, items, copy);
  });

type Place = { pid: number; sort: number; item: FormItem };

/** Where every item is now: its parent (0 at the top level) and its position among its siblings. */
const placesOf = (items: FormItem[]): Map<number, Place> => {
  const places = new Map<number, Place>();
  const walk = (list: FormItem[], pid: number) =>
    list.forEach((item, sort) => {
      places.set(Number(item.id), { pid, sort, item });
      walk(item.childItem, Number(item.id));
    });
  walk(items, 0);
  return places;
};

const refuseCycles = (places: Map<number, Place>) => {
  for (const start of places.keys()) {
    const seen = new Set<number>();
    for (let at = start; at !== 0; at = places.get(at)!.pid) {
      if (seen.has(at)) throw badRequest(`item ${start} would end up inside itself`);
      seen.add(at);
    }
  }
};

/** Rebuilds the tree from parents and sort keys (ties keep the former order). */
const rebuild = (places: Map<number, Place>): FormItem[] => {
  const byParent = new Map<number, Place[]>();
  for (const place of places.values()) byParent.set(place.pid, [...(byParent.get(place.pid) ?? []), place]);
  const build = (pid: number): FormItem[] =>
    (byParent.get(pid) ?? [])
      .map((p, i) => ({ p, i }))
      .sort((a, b) => a.p.sort - b.p.sort || a.i - b.i)
      .map(({ p }) => ({ ...p.item, childItem: build(Number(p.item.id)) }) as FormItem);
  return build(0);
};

/** Reorders and moves items; refuses moves into an item that holds no children and moves into oneself. */
export const saveSort = (
  db: Db,
  auth: AuthContext,
  input: { formId: number; order: { id: number; pid?: number | null; sort: number }[] },
) =>
  db.transaction(async (tx) => {
    const { items } = await lockDraft(tx, auth.schoolId, input.formId);
    const places = placesOf(items);
    for (const { id, pid, sort } of input.order) {
      const place = places.get(id);
      if (!place) throw badRequest(`no item ${id} in this form`);
      const parent = pid ? places.get(pid) : undefined;
      if (pid && !parent) throw badRequest(`no item ${pid} in this form`);
      if (parent && !holdsChildren(parent.item)) throw badRequest(`item ${pid} cannot hold other items`);
      places.set(id, { ...place, pid: pid ?? 0, sort });
    }
    refuseCycles(places);
    const next = rebuild(places);
    await writeDraft(tx, auth.schoolId, input.formId, next);
    return null;
  });
