import {
  type CompiledForm,
  type FieldState,
  type FormItem,
  type ItemId,
  initialGroupRecords,
  initialValue,
  specOf,
} from "@eos/forms-core";
import { cellKey, childScope, recordsKey, type Scope, TOP } from "./fillKeys.ts";
import { walkItems } from "./fillWalk.ts";

export type Slot = {
  itemId: ItemId;
  pid: number | null;
  recordNum: number | null;
  cell: { readonly val: string; readonly valOther: string };
};

/** A value to start from: a stored value being edited, or a saved draft. */
export type StartValue = {
  itemId: ItemId;
  val?: string | number | boolean | null;
  valOther?: string | null;
  recordNum?: number | string | null;
  pid?: number | string | null;
};

export type LoadOptions = {
  /** From computeFieldStates (customForm wishes already applied, so they only narrow). */
  states: ReadonlyMap<string, FieldState>;
  /** Editing a stored value: defaults are not applied (SPEC 4). */
  formValId?: number | null;
  /** The stored value being edited, or a draft to restore. */
  values?: readonly StartValue[];
  /** customForm pre-fill by item id. */
  preset?: ReadonlyMap<string, string>;
  optionCounts?: Readonly<Record<string, Record<string, number>>>;
  /** Query mode: nothing may change and nothing is validated. */
  readOnly?: boolean;
};

type Loaded = { cells: Map<string, Slot>; records: Map<string, number[]>; held: Map<string, string> };

const toNum = (raw: unknown): number | null => {
  const n = typeof raw === "string" && raw !== "" ? Number(raw) : raw;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : null;
};

const text = (raw: unknown): string => (raw === null || raw === undefined ? "" : String(raw));

const addTo = (records: Map<string, number[]>, key: string, n: number) => {
  const list = records.get(key) ?? [];
  if (!list.includes(n))
    records.set(
      key,
      [...list, n].sort((a, b) => a - b),
    );
};

/** Places start values in their scopes and notes which group records they imply. */
const placeValues = (form: CompiledForm, values: readonly StartValue[], loaded: Loaded, editing: boolean) => {
  for (const v of values) {
    const place = form.places.get(String(v.itemId));
    if (!place || !specOf(place.item)?.holdsValue) continue;
    let scope: Scope = TOP;
    if (place.group) {
      const recordNum = toNum(v.recordNum) ?? 1;
      const pid = place.outerGroup ? (toNum(v.pid) ?? 1) : null;
      scope = { pid, recordNum };
      addTo(loaded.records, recordsKey(place.group.id, pid), recordNum);
      if (place.outerGroup && pid !== null) addTo(loaded.records, recordsKey(place.outerGroup.id, null), pid);
    }
    const key = cellKey(place.item.id, scope);
    const cell = { val: text(v.val), valOther: text(v.valOther) };
    loaded.cells.set(key, { itemId: place.item.id, pid: scope.pid, recordNum: scope.recordNum, cell });
    const kind = specOf(place.item)?.value;
    if (editing && (kind === "option" || kind === "options")) loaded.held.set(key, cell.val);
  }
};

/** Fills every slot not yet set with its default (or the customForm preset), creating initial group records. */
const fillDefaults = (
  items: readonly FormItem[],
  scope: Scope,
  loaded: Loaded,
  formValId: number | null | undefined,
  preset?: ReadonlyMap<string, string>,
) => {
  const recordsOf = (group: FormItem, at: Scope) => {
    const key = recordsKey(group.id, at.recordNum);
    let list = loaded.records.get(key);
    if (!list) {
      list = initialGroupRecords(group);
      loaded.records.set(key, list);
    }
    return list;
  };
  walkItems(items, scope, recordsOf, {
    value: (item, at) => {
      const key = cellKey(item.id, at);
      if (loaded.cells.has(key)) return;
      const val = preset?.get(String(item.id)) ?? initialValue(item, { formValId }) ?? "";
      loaded.cells.set(key, {
        itemId: item.id,
        pid: at.pid,
        recordNum: at.recordNum,
        cell: { val, valOther: "" },
      });
    },
  });
};

export const loadCells = (form: CompiledForm, options: LoadOptions): Loaded => {
  const loaded: Loaded = { cells: new Map(), records: new Map(), held: new Map() };
  const editing = options.formValId !== undefined && options.formValId !== null;
  if (options.values) placeValues(form, options.values, loaded, editing);
  fillDefaults(form.items, TOP, loaded, options.formValId, editing ? undefined : options.preset);
  if (!editing && options.preset)
    for (const slot of loaded.cells.values()) {
      const val = options.preset.get(String(slot.itemId));
      if (val !== undefined && slot.cell.val === "") slot.cell = { val, valOther: slot.cell.valOther };
    }
  return loaded;
};

/** Defaults for the children of a newly added group record. */
export const recordDefaults = (
  group: FormItem,
  outer: Scope,
  recordNum: number,
  cells: Map<string, Slot>,
  records: Map<string, number[]>,
) => {
  fillDefaults(group.childItem, childScope(outer, recordNum), { cells, records, held: new Map() }, null);
};

/** Every item id under an item (layout children and nested groups included). */
export const descendantIds = (item: FormItem, out = new Set<string>()): Set<string> => {
  for (const child of item.childItem) {
    out.add(String(child.id));
    descendantIds(child, out);
  }
  return out;
};
