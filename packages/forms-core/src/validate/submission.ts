import type { CompiledForm, ItemPlace } from "../model/compile.ts";
import type { FormItem, ItemId } from "../model/item.ts";
import { readId } from "../model/parse-option.ts";
import { isPlainObject } from "../model/problems.ts";
import { planOf } from "./plan.ts";

/** A value record of the submission (SPEC 3 Submitted values), normalised to the contract's types. */
export type SubmittedValue = {
  itemId: ItemId;
  val: string;
  itemType: number | null;
  valOther: string;
  /** The group record (1, 2, …); null for items outside group forms. */
  recordNum: number | null;
  /** The outer record of a group nested in a group record; null otherwise. */
  pid: number | null;
  /** The stored value's id when editing, passed through untouched. */
  id: unknown;
};

export type AcceptedValue = SubmittedValue & {
  /** showState 4 or a hidden state: stored, but marked hidden (SPEC 4). */
  hidden: boolean;
  /** The filler could not edit it; the server keeps what it had (or the default) instead. */
  readOnly: boolean;
};

export type IgnoreReason = "notObject" | "unknownItem" | "noValue" | "badRecord" | "duplicate";
export type IgnoredValue = { index: number; reason: IgnoreReason };

/** Record numbers stay below this, so (pid, recordNum) packs into one safe integer. */
export const MAX_RECORD = 1_000_000;
const scopeOf = (pid: number | null, recordNum: number | null): number =>
  (pid ?? 0) * MAX_RECORD + (recordNum ?? 0);

export type IndexedSubmission = {
  /** Values by item, then by packed scope (pid, recordNum); keyed by object to avoid building strings. */
  values: Map<FormItem, Map<number, AcceptedValue>>;
  /** Record numbers per group and outer record (0 for a top-level group), ascending. */
  records: Map<FormItem, Map<number, number[]>>;
  ignored: IgnoredValue[];
};

export const lookupValue = (
  index: IndexedSubmission,
  item: FormItem,
  pid: number | null,
  recordNum: number | null,
): AcceptedValue | undefined => index.values.get(item)?.get(scopeOf(pid, recordNum));

export const recordsIn = (
  index: IndexedSubmission,
  group: FormItem,
  outerRecord: number | null,
): readonly number[] => index.records.get(group)?.get(outerRecord ?? 0) ?? [];

const toText = (raw: unknown): string => {
  if (typeof raw === "string") return raw;
  if (raw === undefined || raw === null) return "";
  if (typeof raw === "number" || typeof raw === "boolean") return String(raw);
  // Clients that send cascades or file lists as JSON arrays rather than strings get them encoded here.
  try {
    return JSON.stringify(raw) ?? "";
  } catch {
    return "";
  }
};

const toRecord = (raw: unknown): number | null | undefined => {
  if (raw === undefined || raw === null || raw === "" || raw === 0 || raw === "0") return null;
  const n = typeof raw === "string" && /^\d{1,6}$/.test(raw) ? Number(raw) : raw;
  return typeof n === "number" && Number.isInteger(n) && n > 0 && n < MAX_RECORD ? n : undefined;
};

type RecordSets = Map<FormItem, Map<number, Set<number>>>;

const addRecord = (records: RecordSets, group: FormItem, outer: number, recordNum: number) => {
  let byOuter = records.get(group);
  if (!byOuter) {
    byOuter = new Map();
    records.set(group, byOuter);
  }
  const set = byOuter.get(outer);
  if (set) set.add(recordNum);
  else byOuter.set(outer, new Set([recordNum]));
};

/** Puts a value in the scope its item lives in: no record at the top level, record (and pid) inside groups. */
const place = (value: AcceptedValue, where: ItemPlace, records: RecordSets) => {
  if (!where.group) {
    value.recordNum = null;
    value.pid = null;
    return;
  }
  value.recordNum ??= 1;
  if (!where.outerGroup) {
    value.pid = null;
    addRecord(records, where.group, 0, value.recordNum);
    return;
  }
  value.pid ??= 1;
  addRecord(records, where.group, value.pid, value.recordNum);
  addRecord(records, where.outerGroup, 0, value.pid);
};

const storesValue = (item: FormItem): boolean => {
  const kind = planOf(item).spec?.value;
  return kind !== undefined && kind !== "none" && kind !== "group";
};

const readValue = (raw: unknown): AcceptedValue | IgnoreReason => {
  if (!isPlainObject(raw)) return "notObject";
  const itemId = readId(raw.itemId);
  if (itemId === undefined) return "unknownItem";
  const recordNum = toRecord(raw.recordNum);
  const pid = toRecord(raw.pid);
  if (recordNum === undefined || pid === undefined) return "badRecord";
  const itemType = typeof raw.itemType === "number" ? raw.itemType : Number(raw.itemType);
  return {
    itemId,
    val: toText(raw.val),
    itemType: Number.isInteger(itemType) ? itemType : null,
    valOther: toText(raw.valOther),
    recordNum,
    pid,
    id: raw.id,
    hidden: false,
    readOnly: false,
  };
};

const sortRecords = (records: RecordSets): IndexedSubmission["records"] => {
  const out: IndexedSubmission["records"] = new Map();
  for (const [group, byOuter] of records) {
    const sorted = new Map<number, number[]>();
    for (const [outer, set] of byOuter)
      sorted.set(
        outer,
        [...set].sort((a, b) => a - b),
      );
    out.set(group, sorted);
  }
  return out;
};

/** Reads the submission (a list of value records, or `{ items }`) into the form's scopes. Never throws. */
export const indexSubmission = (form: CompiledForm, submission: unknown): IndexedSubmission => {
  const list = isPlainObject(submission) ? submission.items : submission;
  const values = new Map<FormItem, Map<number, AcceptedValue>>();
  const records: RecordSets = new Map();
  const ignored: IgnoredValue[] = [];
  const length = Array.isArray(list) ? list.length : 0;
  for (let index = 0; index < length; index++) {
    const read = readValue((list as unknown[])[index]);
    if (typeof read === "string") {
      ignored.push({ index, reason: read });
      continue;
    }
    const where = form.places.get(typeof read.itemId === "string" ? read.itemId : String(read.itemId));
    if (!where) ignored.push({ index, reason: "unknownItem" });
    else if (!storesValue(where.item)) ignored.push({ index, reason: "noValue" });
    else {
      place(read, where, records);
      let byScope = values.get(where.item);
      if (!byScope) {
        byScope = new Map();
        values.set(where.item, byScope);
      }
      const scope = scopeOf(read.pid, read.recordNum);
      if (byScope.has(scope)) ignored.push({ index, reason: "duplicate" });
      else byScope.set(scope, read);
    }
  }
  return { values, records: sortRecords(records), ignored };
};
