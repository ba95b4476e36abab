import type { StoredValue } from "@eos/contracts";
import {
  type CompiledForm,
  compileForm,
  computeFieldStates,
  computeFormulas,
  type FieldState,
  type FormItem,
  parseForm,
  type ValidationError,
  validateSubmission,
} from "@eos/forms-core";
import type { Db, Tx } from "../../platform/db/client.ts";
import { findReleasedVersion } from "./form-version.store.ts";

/**
 * The pure half of a submission: a released version read once and compiled, the client's records checked
 * with the form engine, server-owned values (formulas, auto numbers, read-only items) put in place.
 */
export type LoadedVersion = {
  formId: number;
  version: number;
  name: string;
  /** As released (serialised FormItems), for the filler. */
  items: unknown[];
  settings: Record<string, unknown>;
  form: CompiledForm;
};

/**
 * Versions never change once released, so a compiled one is kept (a few hundred per app). The cache belongs
 * to an app's dependencies (`scope`): two apps in one process (tests) never share compiled versions.
 */
const caches = new WeakMap<object, Map<string, CompiledForm>>();
const CACHE_MAX = 300;

const compileOnce = (scope: object, key: string, items: unknown[]): CompiledForm => {
  let compiled = caches.get(scope);
  if (!compiled) {
    compiled = new Map();
    caches.set(scope, compiled);
  }
  const hit = compiled.get(key);
  if (hit) return hit;
  const form = compileForm(parseForm(items).items);
  if (compiled.size >= CACHE_MAX) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, form);
  return form;
};

export const loadVersion = async (
  scope: object,
  db: Db | Tx,
  schoolId: number,
  formId: number,
  version?: number,
): Promise<LoadedVersion | null> => {
  const row = await findReleasedVersion(db, schoolId, formId, version);
  if (!row) return null;
  return { ...row, form: compileOnce(scope, `${schoolId}:${row.formId}:${row.version}`, row.items) };
};

/** Values the server computes or issues: the client's are dropped before validation. */
export const SERVER_OWNED: ReadonlySet<number> = new Set([30, 54]);

export const slotKey = (itemId: number | string, pid: number | null, recordNum: number | null) =>
  `${itemId}|${pid ?? 0}|${recordNum ?? 0}`;

const placeOf = (form: CompiledForm, raw: unknown) => {
  if (typeof raw !== "object" || raw === null) return undefined;
  const id = (raw as { itemId?: unknown }).itemId;
  return typeof id === "string" || typeof id === "number" ? form.places.get(String(id)) : undefined;
};

export type FillMode = "add" | "edit";

export type Prepared =
  | { ok: true; values: StoredValue[]; states: Map<string, FieldState> }
  | { ok: false; errors: ValidationError[] };

const toStored = (
  v: { itemId: number | string; val: string; valOther: string; recordNum: number | null; pid: number | null },
  item: FormItem,
  hidden: boolean,
): StoredValue | null => {
  const itemId = Number(v.itemId);
  if (!Number.isSafeInteger(itemId)) return null;
  return {
    itemId,
    val: v.val,
    valOther: v.valOther,
    itemType: item.type,
    recordNum: v.recordNum,
    pid: v.pid,
    hidden,
  };
};

/**
 * Checks the client's records against the version (SPEC 5) with each item's state (SPEC 4), then builds
 * what is stored: hidden values marked hidden, read-only values kept from `previous` (edit) or the item's
 * default (add), and, on edit, the stored values of read-only items and auto numbers carried over.
 * With `lenient` (drafts) rule failures are ignored: only the shape and size of the records count.
 */
export const prepareValues = (
  form: CompiledForm,
  raw: readonly unknown[],
  mode: FillMode,
  previous: readonly StoredValue[] = [],
  lenient = false,
): Prepared => {
  const states = computeFieldStates(form, { permissionType: 2, mode });
  const filtered = raw.filter((r) => {
    const item = placeOf(form, r)?.item;
    return !item || !SERVER_OWNED.has(item.type);
  });
  const result = validateSubmission(form, filtered, { states });
  if (!result.ok && !lenient) return { ok: false, errors: result.errors };
  const before = new Map(previous.map((p) => [slotKey(p.itemId, p.pid, p.recordNum), p]));
  const values: StoredValue[] = [];
  const taken = new Set<string>();
  for (const v of result.values) {
    const item = form.places.get(String(v.itemId))?.item;
    if (!item) continue;
    const key = slotKey(v.itemId, v.pid, v.recordNum);
    let stored: StoredValue | null = toStored(v, item, v.hidden);
    if (v.readOnly) {
      const kept = before.get(key);
      stored =
        mode === "edit"
          ? (kept ?? null)
          : item.defaultVal && v.recordNum === null
            ? { ...(stored as StoredValue), val: item.defaultVal, valOther: "" }
            : null;
    }
    if (stored) {
      values.push(stored);
      taken.add(key);
    }
  }
  if (mode === "edit")
    for (const p of previous) {
      const item = form.places.get(String(p.itemId))?.item;
      const key = slotKey(p.itemId, p.pid, p.recordNum);
      if (!item || taken.has(key)) continue;
      if (item.type === 54 || states.get(String(item.id)) === "Query") {
        values.push({ ...p, hidden: states.get(String(item.id)) === "Hidden" });
        taken.add(key);
      }
    }
  return { ok: true, values, states };
};

/** The (pid, recordNum) slots an auto-number item needs: one at the top level, one per record of its group. */
export const autoNumberSlots = (
  form: CompiledForm,
  item: FormItem,
  values: readonly StoredValue[],
): { pid: number | null; recordNum: number | null }[] => {
  const place = form.places.get(String(item.id));
  if (!place?.group) return [{ pid: null, recordNum: null }];
  const seen = new Map<string, { pid: number | null; recordNum: number | null }>();
  for (const v of values) {
    if (form.places.get(String(v.itemId))?.group !== place.group || v.recordNum === null) continue;
    seen.set(`${v.pid ?? 0}|${v.recordNum}`, { pid: v.pid, recordNum: v.recordNum });
  }
  return [...seen.values()];
};

/** Auto-number items of a version, in form order. */
export const autoNumberItems = (form: CompiledForm): FormItem[] =>
  [...form.places.values()].map((p) => p.item).filter((i) => i.type === 54);

/** Replaces formula (type 30) values with what the server computes from the other values. */
export const withFormulas = (
  form: CompiledForm,
  values: readonly StoredValue[],
  states: ReadonlyMap<string, FieldState>,
  now: Date,
  timeZone: string,
): StoredValue[] => {
  const base = values.filter((v) => form.places.get(String(v.itemId))?.item.type !== 30);
  const hasFormula = [...form.places.values()].some((p) => p.item.type === 30);
  if (!hasFormula) return base;
  const { values: computed } = computeFormulas(form, base, { now, timeZone });
  for (const c of computed) {
    const itemId = Number(c.itemId);
    if (!Number.isSafeInteger(itemId) || c.val === "") continue;
    base.push({
      itemId,
      val: c.val,
      valOther: "",
      itemType: 30,
      recordNum: c.recordNum,
      pid: c.pid,
      hidden: states.get(String(c.itemId)) === "Hidden",
    });
  }
  return base;
};
