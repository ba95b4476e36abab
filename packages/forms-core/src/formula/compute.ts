import type { Instant } from "../dates/zoned.ts";
import type { CompiledForm, ItemPlace } from "../model/compile.ts";
import type { ItemId } from "../model/item.ts";
import { specOf } from "../registry/registry.ts";
import { VALUE_CODECS } from "../values/encoding.ts";
import type { FormulaError } from "./errors.ts";
import { roundTo } from "./fn-math.ts";
import { affectedFormulas, formulaGraphOf } from "./graph.ts";
import { evaluateFormula } from "./interpreter.ts";
import { type FormulaValue, numberText, type Scalar } from "./runtime.ts";

export type FormValue = { itemId: ItemId; val: string; recordNum?: number | null; pid?: number | null };
export type ComputedValue = { itemId: ItemId; recordNum: number | null; pid: number | null; val: string };
export type ComputeError = {
  itemId: ItemId;
  recordNum: number | null;
  pid: number | null;
  error: FormulaError;
};
export type ComputeOptions = {
  now?: Instant;
  timeZone?: string;
  /** Only formulas reached from these items are recomputed; all formulas when omitted. */
  changed?: Iterable<ItemId>;
};

type Scope = { recordNum: number | null; pid: number | null };

const valueKey = (id: ItemId, pid: number | null, recordNum: number | null): string =>
  `${id}|${pid ?? 0}|${recordNum ?? 0}`;
type Store = { values: Map<string, string>; records: Map<string, Set<number>> };

const toScalar = (place: ItemPlace, val: string | undefined): Scalar => {
  const spec = specOf(place.item);
  if (val === undefined || !spec || VALUE_CODECS[spec.value].isEmpty(val)) return null;
  return spec.value === "integer" || spec.value === "number" ? Number(val) : val;
};

const buildStore = (form: CompiledForm, values: readonly FormValue[]): Store => {
  const store: Store = { values: new Map(), records: new Map() };
  for (const v of values) {
    const place = form.places.get(String(v.itemId));
    if (!place) continue;
    const scope: Scope = place.group
      ? { recordNum: v.recordNum ?? 1, pid: v.pid ?? null }
      : { recordNum: null, pid: null };
    store.values.set(valueKey(place.item.id, scope.pid, scope.recordNum), v.val);
    if (place.group && scope.recordNum !== null) {
      const key = String(place.group.id);
      store.records.set(key, (store.records.get(key) ?? new Set()).add(scope.recordNum));
    }
  }
  return store;
};

/** Same group: the same record. Outside the formula's group: a list across the group's records. */
const resolver =
  (form: CompiledForm, store: Store, self: ItemPlace, scope: Scope) =>
  (id: string): FormulaValue | undefined => {
    const target = form.places.get(id);
    if (!target) return undefined;
    if (!target.group) return toScalar(target, store.values.get(valueKey(target.item.id, null, null)));
    if (target.group === self.group)
      return toScalar(target, store.values.get(valueKey(target.item.id, scope.pid, scope.recordNum)));
    const prefix = `${target.item.id}|`;
    const list: Scalar[] = [];
    for (const [key, val] of store.values) if (key.startsWith(prefix)) list.push(toScalar(target, val));
    return list;
  };

/** Formula results as values: numbers in decimal text (rounded to the item's decimals), booleans, text. */
export const formatFormulaResult = (value: FormulaValue, decimals?: number): string => {
  if (value === null || Array.isArray(value)) return "";
  if (typeof value === "number") return numberText(decimals === undefined ? value : roundTo(value, decimals));
  return String(value);
};

const scopesOf = (place: ItemPlace, store: Store): Scope[] => {
  if (!place.group) return [{ recordNum: null, pid: null }];
  const records = [...(store.records.get(String(place.group.id)) ?? [])].sort((a, b) => a - b);
  return records.map((recordNum) => ({ recordNum, pid: null }));
};

/**
 * Computes data-processing items (type 30) in dependency order, per group record where they sit in a group.
 * With `changed`, only the formulas an edit reaches are recomputed. Never throws.
 */
export const computeFormulas = (
  form: CompiledForm,
  values: readonly FormValue[],
  options: ComputeOptions = {},
) => {
  const graph = formulaGraphOf(form);
  const store = buildStore(form, values);
  const ids = options.changed === undefined ? graph.order : affectedFormulas(graph, options.changed);
  const computed: ComputedValue[] = [];
  const errors: ComputeError[] = [];
  for (const id of ids) {
    const entry = graph.formulas.get(id)!;
    const place = form.places.get(id)!;
    for (const scope of scopesOf(place, store)) {
      const where = { itemId: entry.item.id, recordNum: scope.recordNum, pid: scope.pid };
      const parsed = entry.parsed;
      const result = parsed.ok
        ? evaluateFormula(parsed.formula, { ...options, resolve: resolver(form, store, place, scope) })
        : parsed;
      const val = result.ok
        ? formatFormulaResult(result.value, entry.item.type === 30 ? entry.item.typeJson.decimals : undefined)
        : "";
      if (!result.ok) errors.push({ ...where, error: result.error });
      store.values.set(valueKey(entry.item.id, scope.pid, scope.recordNum), val);
      computed.push({ ...where, val });
    }
  }
  return { values: computed, errors };
};
