import type { FormItemWire } from "@eos/contracts";
import { type FormItem, type ItemId, parseForm, serializeFormItem } from "@eos/forms-core";
import { isTempId } from "./tree.ts";

/** The save payload: serialised items, unsaved ones without an id so that the server assigns one. */
export function toWire(items: FormItem[]): FormItemWire[] {
  return items.map((item) => {
    const wire = serializeFormItem(item) as FormItemWire;
    if (isTempId(item.id)) delete wire.id;
    wire.childItem = toWire(item.childItem);
    return wire;
  });
}

export const fromWire = (items: unknown): FormItem[] => parseForm(items).items;

/**
 * The server's ids for the temporary ids of a saved snapshot: the server keeps the order and shape of what
 * was saved, so the two trees are walked side by side.
 */
export function idMapOf(saved: FormItem[], server: FormItem[], out = new Map<string, ItemId>()) {
  saved.forEach((item, i) => {
    const twin = server[i];
    if (!twin || twin.type !== item.type) return;
    if (isTempId(item.id) && !isTempId(twin.id)) out.set(String(item.id), twin.id);
    idMapOf(item.childItem, twin.childItem, out);
  });
  return out;
}

const REF_RE = /\{\s*([A-Za-z0-9_-]{1,64})\s*\}/g;

/** Renames temporary ids in a formula's references. */
export const remapFormula = (formula: string, map: ReadonlyMap<string, ItemId>): string =>
  formula.replace(REF_RE, (whole, id: string) => (map.has(id) ? `{${String(map.get(id))}}` : whole));

/** The tree with temporary ids replaced by the server's, formulas included. */
export function applyIdMap(items: FormItem[], map: ReadonlyMap<string, ItemId>): FormItem[] {
  if (map.size === 0) return items;
  return items.map((item) => {
    const id = map.get(String(item.id)) ?? item.id;
    const next = { ...item, id, childItem: applyIdMap(item.childItem, map) } as FormItem;
    if (next.type === 30 && next.typeJson.formula)
      next.typeJson = { ...next.typeJson, formula: remapFormula(next.typeJson.formula, map) };
    return next;
  });
}

export const hasTempIds = (items: FormItem[]): boolean =>
  items.some((item) => isTempId(item.id) || hasTempIds(item.childItem));
