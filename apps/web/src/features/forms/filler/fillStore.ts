import type { StoredValue, ValueRecord } from "@eos/contracts";
import {
  affectedFormulas,
  type CompiledForm,
  computeFormulas,
  type FieldState,
  type FormItem,
  formulaGraphOf,
  type ItemId,
  type ValidationError,
  validateSubmission,
} from "@eos/forms-core";
import { cellKey, recordsKey, type Scope } from "./fillKeys.ts";
import { descendantIds, type LoadOptions, loadCells, recordDefaults, type Slot } from "./fillLoad.ts";
import { type RootIndex, rootIndex } from "./fillRoots.ts";
import { walkItems } from "./fillWalk.ts";

export type Cell = { readonly val: string; readonly valOther: string };
export type CellError = Pick<ValidationError, "code" | "params">;
export type { LoadOptions };

const EMPTY: Cell = { val: "", valOther: "" };
const NO_RECORDS: readonly number[] = [];

/**
 * The filler's state outside React: values per (item, pid, recordNum), group records, errors. Components
 * subscribe to one key each, so a keystroke re-renders the control typed in and the controls whose error or
 * formula result changed, never the whole form.
 */
export type FillStore = {
  load: (form: CompiledForm, options: LoadOptions) => void;
  form: () => CompiledForm | null;
  state: (itemId: ItemId) => FieldState;
  readOnly: () => boolean;
  optionCounts: (itemId: ItemId) => Readonly<Record<string, number>> | undefined;
  /** Option ids chosen in the stored value being edited: they keep their places even when full. */
  heldOptions: (itemId: ItemId, scope: Scope) => string;
  cell: (itemId: ItemId, scope: Scope) => Cell;
  error: (itemId: ItemId, scope: Scope) => CellError | null;
  records: (groupId: ItemId, outer: Scope) => readonly number[];
  subscribe: (key: string, listener: () => void) => () => void;
  /** Any change at all (autosave of drafts). */
  onChange: (listener: () => void) => () => void;
  setValue: (item: FormItem, scope: Scope, val: string, valOther?: string) => void;
  addRecord: (group: FormItem, outer: Scope) => void;
  removeRecord: (group: FormItem, outer: Scope, recordNum: number) => void;
  /** Value records in form order, encoded as CONTRACT.md says. */
  submission: () => ValueRecord[];
  /** Validates everything and shows every error; returns the errors (empty when it may be submitted). */
  validateAll: () => ValidationError[];
};

export const errorTopic = (key: string): string => `err:${key}`;
export const recordsTopic = (key: string): string => `rec:${key}`;

type Inner = {
  form: CompiledForm | null;
  options: LoadOptions;
  cells: Map<string, Slot>;
  records: Map<string, number[]>;
  raw: Map<string, CellError>;
  shown: Map<string, CellError>;
  touched: Set<string>;
  showAll: boolean;
  held: Map<string, string>;
  roots: RootIndex | null;
};

const sameError = (a: CellError | undefined, b: CellError | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.code === b.code &&
    JSON.stringify(a.params) === JSON.stringify(b.params));

export function createFillStore(): FillStore {
  const s: Inner = {
    form: null,
    options: { states: new Map() },
    cells: new Map(),
    records: new Map(),
    raw: new Map(),
    shown: new Map(),
    touched: new Set(),
    showAll: false,
    held: new Map(),
    roots: null,
  };
  const listeners = new Map<string, Set<() => void>>();
  const anyListeners = new Set<() => void>();

  const notify = (key: string) => {
    for (const l of listeners.get(key) ?? []) l();
  };
  const changed = () => {
    for (const l of anyListeners) l();
  };

  const recordsOf = (group: FormItem, scope: Scope) =>
    s.records.get(recordsKey(group.id, scope.recordNum)) ?? NO_RECORDS;

  const submission = (): ValueRecord[] => {
    const form = s.form;
    if (!form) return [];
    const out: ValueRecord[] = [];
    walkItems(form.items, { pid: null, recordNum: null }, recordsOf, {
      value: (item, scope) => {
        const c = s.cells.get(cellKey(item.id, scope))?.cell ?? EMPTY;
        out.push({
          itemId: item.id,
          val: c.val,
          itemType: item.type,
          valOther: c.valOther,
          recordNum: scope.recordNum,
          pid: scope.pid,
        });
      },
    });
    return out;
  };

  const errorsOf = (errors: readonly ValidationError[]): Map<string, CellError> => {
    const raw = new Map<string, CellError>();
    for (const e of errors) {
      const key = cellKey(e.itemId, { pid: e.pid, recordNum: e.recordNum });
      if (!raw.has(key)) raw.set(key, { code: e.code, params: e.params });
    }
    return raw;
  };

  /** Shows what should show (touched slots, or every slot after a submit) and notifies only changed ones. */
  const show = (keys: Iterable<string>) => {
    for (const key of keys) {
      const now = s.raw.get(key);
      const visible = now && (s.showAll || s.touched.has(key)) ? now : undefined;
      const before = s.shown.get(key);
      if (sameError(before, visible)) continue;
      if (visible) s.shown.set(key, visible);
      else s.shown.delete(key);
      notify(errorTopic(key));
    }
  };

  /** Validates the whole form with the engine (load, submit). */
  const revalidate = () => {
    const form = s.form;
    if (!form || s.options.readOnly) return [];
    const result = validateSubmission(form, submission(), { states: s.options.states });
    const keys = new Set([...s.raw.keys(), ...s.shown.keys()]);
    s.raw = errorsOf(result.errors);
    show(new Set([...keys, ...s.raw.keys()]));
    return result.errors;
  };

  const itemOfKey = (key: string) => key.slice(0, key.indexOf("|"));

  /** Validates only the top-level items the changed items sit in (a keystroke touches one). */
  const revalidateAround = (itemIds: readonly ItemId[]) => {
    const form = s.form;
    if (!form || s.options.readOnly || !s.roots) return;
    const roots = new Set(itemIds.map((id) => s.roots?.rootOf(id)).filter((r): r is FormItem => !!r));
    for (const root of roots) {
      const list: ValueRecord[] = [];
      walkItems([root], { pid: null, recordNum: null }, recordsOf, {
        value: (item, scope) => {
          const c = s.cells.get(cellKey(item.id, scope))?.cell ?? EMPTY;
          list.push({
            itemId: item.id,
            val: c.val,
            valOther: c.valOther,
            recordNum: scope.recordNum,
            pid: scope.pid,
          });
        },
      });
      const fresh = errorsOf(
        validateSubmission(s.roots.subForm(root), list, { states: s.options.states }).errors,
      );
      const keys = new Set(fresh.keys());
      for (const key of [...s.raw.keys()])
        if (s.roots.owns(root, itemOfKey(key))) {
          keys.add(key);
          s.raw.delete(key);
        }
      for (const [key, e] of fresh) s.raw.set(key, e);
      show(keys);
    }
  };

  const put = (itemId: ItemId, scope: Scope, cell: Cell) => {
    const key = cellKey(itemId, scope);
    const prev = s.cells.get(key);
    if (prev && prev.cell.val === cell.val && prev.cell.valOther === cell.valOther) return false;
    s.cells.set(key, { itemId, pid: scope.pid, recordNum: scope.recordNum, cell });
    notify(key);
    return true;
  };

  /** Recomputes the formulas the changed items reach; returns the formula items whose value changed. */
  const recompute = (changedIds: ItemId[] | undefined): ItemId[] => {
    const form = s.form;
    const out: ItemId[] = [];
    if (!form) return out;
    const graph = formulaGraphOf(form);
    if (graph.formulas.size === 0) return out;
    if (changedIds && affectedFormulas(graph, changedIds).length === 0) return out;
    const values = [...s.cells.values()].map((slot) => ({
      itemId: slot.itemId,
      val: slot.cell.val,
      recordNum: slot.recordNum,
      pid: slot.pid,
    }));
    const result = computeFormulas(form, values, changedIds ? { changed: changedIds } : {});
    for (const v of result.values)
      if (put(v.itemId, { pid: v.pid, recordNum: v.recordNum }, { val: v.val, valOther: "" }))
        out.push(v.itemId);
    return out;
  };

  const store: FillStore = {
    load(form, options) {
      s.form = form;
      s.roots = rootIndex(form);
      s.options = options;
      const loaded = loadCells(form, options);
      s.cells = loaded.cells;
      s.records = loaded.records;
      s.held = loaded.held;
      s.touched = new Set();
      s.showAll = false;
      s.shown = new Map();
      s.raw = new Map();
      recompute(undefined);
      revalidate();
      for (const key of listeners.keys()) notify(key);
    },
    form: () => s.form,
    state: (itemId) => s.options.states.get(String(itemId)) ?? "Add",
    readOnly: () => s.options.readOnly === true,
    optionCounts: (itemId) => s.options.optionCounts?.[String(itemId)],
    heldOptions: (itemId, scope) => s.held.get(cellKey(itemId, scope)) ?? "",
    cell: (itemId, scope) => s.cells.get(cellKey(itemId, scope))?.cell ?? EMPTY,
    error: (itemId, scope) => s.shown.get(cellKey(itemId, scope)) ?? null,
    records: (groupId, outer) => s.records.get(recordsKey(groupId, outer.recordNum)) ?? NO_RECORDS,
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    onChange(listener) {
      anyListeners.add(listener);
      return () => anyListeners.delete(listener);
    },
    setValue(item, scope, val, valOther) {
      const prev = store.cell(item.id, scope);
      const next = { val, valOther: valOther ?? prev.valOther };
      s.touched.add(cellKey(item.id, scope));
      if (!put(item.id, scope, next)) return;
      revalidateAround([item.id, ...recompute([item.id])]);
      changed();
    },
    addRecord(group, outer) {
      const key = recordsKey(group.id, outer.recordNum);
      const list = s.records.get(key) ?? [];
      const recordNum = list.reduce((m, n) => Math.max(m, n), 0) + 1;
      s.records.set(key, [...list, recordNum]);
      recordDefaults(group, outer, recordNum, s.cells, s.records);
      notify(recordsTopic(key));
      revalidateAround([group.id, ...recompute(group.childItem.map((c) => c.id))]);
      changed();
    },
    removeRecord(group, outer, recordNum) {
      const key = recordsKey(group.id, outer.recordNum);
      s.records.set(
        key,
        (s.records.get(key) ?? []).filter((r) => r !== recordNum),
      );
      const inside = descendantIds(group);
      const nested = outer.recordNum === null;
      for (const [k, slot] of s.cells) {
        if (!inside.has(String(slot.itemId))) continue;
        const own = slot.recordNum === recordNum && slot.pid === outer.recordNum;
        if (own || (nested && slot.pid === recordNum)) s.cells.delete(k);
      }
      notify(recordsTopic(key));
      revalidateAround([group.id, ...recompute(group.childItem.map((c) => c.id))]);
      changed();
    },
    submission,
    validateAll() {
      s.showAll = true;
      return revalidate();
    },
  };
  return store;
}

export type { StoredValue };
