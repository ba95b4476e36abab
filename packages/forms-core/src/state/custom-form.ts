import type { CompiledForm } from "../model/compile.ts";
import type { FormItem } from "../model/item.ts";
import { isPlainObject } from "../model/problems.ts";
import type { FieldState } from "./types.ts";

export type CustomFormPreset = {
  /** Narrowing wishes to pass to computeFieldStates. */
  states: Map<string, FieldState>;
  /** Preset values by item id. */
  values: Map<string, string>;
};

const isState = (raw: unknown): raw is FieldState => raw === "Add" || raw === "Query" || raw === "Hidden";

const decode = (raw: unknown): unknown => {
  if (typeof raw !== "string") return raw;
  for (const text of [raw, safeDecodeURIComponent(raw)]) {
    try {
      return JSON.parse(text);
    } catch {
      // Try the URL-decoded form next; the query parameter may arrive either way.
    }
  }
  return undefined;
};

const safeDecodeURIComponent = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const indexByDbName = (form: CompiledForm): Map<string, FormItem> => {
  const map = new Map<string, FormItem>();
  for (const { item } of form.places.values()) {
    const db = item.extra.dbItemName;
    if (typeof db === "string" && db !== "") map.set(db, item);
  }
  return map;
};

/**
 * Reads the `customForm` query parameter of SPEC 2: a (URL-encoded) JSON list of `{ dbItemName, fieldStatus,
 * val }`. Fields match items by their dbItemName, or by id. Anything unreadable is skipped, never trusted.
 */
export const readCustomForm = (form: CompiledForm, raw: unknown): CustomFormPreset => {
  const preset: CustomFormPreset = { states: new Map(), values: new Map() };
  const list = decode(raw);
  if (!Array.isArray(list)) return preset;
  const byDb = indexByDbName(form);
  for (const entry of list) {
    if (!isPlainObject(entry)) continue;
    const name = entry.dbItemName;
    const item =
      (typeof name === "string" ? byDb.get(name) : undefined) ??
      form.places.get(String(entry.itemId ?? ""))?.item;
    if (!item) continue;
    const key = String(item.id);
    if (isState(entry.fieldStatus)) preset.states.set(key, entry.fieldStatus);
    if (typeof entry.val === "string" || typeof entry.val === "number")
      preset.values.set(key, String(entry.val));
  }
  return preset;
};
