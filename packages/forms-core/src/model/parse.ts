import { isKnownCode, type KnownCode } from "./codes.ts";
import { bool, readFields, writeFields } from "./fields.ts";
import type { FieldStatus, FormItem, ItemId } from "./item.ts";
import { copyExcept } from "./own.ts";
import { parseOption, readId, readText, readYesNo, serializeOption } from "./parse-option.ts";
import { isPlainObject, type ParseProblem, problem } from "./problems.ts";
import { SETTINGS_SPECS } from "./settings.ts";

const ITEM_KEYS: ReadonlySet<string> = new Set([
  "id",
  "name",
  "type",
  "eosType",
  "isNull",
  "showState",
  "fieldStatus",
  "typeJson",
  "optionInfos",
  "childItem",
  "defaultVal",
  "isRepeat",
  "bz",
]);

/** Deeper than any form the designer can build; stops hostile input from exhausting the stack. */
const MAX_PARSE_DEPTH = 16;

const readInt = (raw: unknown): number | null | undefined => {
  if (raw === undefined || raw === null || raw === "") return null;
  const n = typeof raw === "string" && /^-?\d{1,15}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === "number" && Number.isSafeInteger(n) ? n : undefined;
};

const readStatus = (raw: unknown): FieldStatus | null | undefined => {
  if (raw === undefined || raw === null || raw === "") return null;
  return raw === "Add" || raw === "Query" ? raw : undefined;
};

const readTypeJson = (raw: unknown, path: string, problems: ParseProblem[]): Record<string, unknown> => {
  if (raw === undefined || raw === null || raw === "") return {};
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push(problem(path, "invalidJson", raw));
      return {};
    }
  }
  if (isPlainObject(value)) return value;
  problems.push(problem(path, "notObject", raw));
  return {};
};

const readList = <T>(
  raw: unknown,
  path: string,
  problems: ParseProblem[],
  each: (x: unknown, p: string) => T | null,
): T[] => {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push(problem(path, "notArray", raw));
    return [];
  }
  const out: T[] = [];
  raw.forEach((x, i) => {
    const parsed = each(x, `${path}[${i}]`);
    if (parsed !== null) out.push(parsed);
  });
  return out;
};

const readSettings = (
  code: KnownCode | 0,
  raw: Record<string, unknown>,
  path: string,
  problems: ParseProblem[],
) => {
  const spec = code === 0 ? SETTINGS_SPECS[1] : SETTINGS_SPECS[code];
  const known = code === 0 ? new Set<string>() : new Set(Object.keys(spec));
  const fields = code === 0 ? {} : readFields(spec, raw, path, problems);
  return { ...fields, extra: copyExcept(raw, known) };
};

/** Reads one wire item. Never throws: what cannot be read is reported in `problems` and left out. */
export const parseFormItem = (
  raw: unknown,
  path = "item",
  problems: ParseProblem[] = [],
  depth = 0,
): FormItem | null => {
  if (!isPlainObject(raw)) {
    problems.push(problem(path, "notObject", raw));
    return null;
  }
  const id = readId(raw.id);
  if (id === undefined) {
    problems.push(problem(`${path}.id`, "invalidId", raw.id));
    return null;
  }
  const checked = <T>(key: string, value: T | undefined, fallback: T): T => {
    if (value !== undefined) return value;
    problems.push(problem(`${path}.${key}`, "invalidValue", raw[key]));
    return fallback;
  };
  const typeNum = readInt(raw.type);
  const code: KnownCode | 0 = isKnownCode(typeNum) ? typeNum : 0;
  if (code === 0) problems.push(problem(`${path}.type`, "unknownType", raw.type));
  const tooDeep = depth >= MAX_PARSE_DEPTH && Array.isArray(raw.childItem) && raw.childItem.length > 0;
  if (tooDeep) problems.push(problem(`${path}.childItem`, "tooDeep", raw.childItem));
  const isRepeat = bool(false).read(raw.isRepeat);
  const item = {
    id,
    name: checked("name", raw.name == null ? "" : readText(raw.name), ""),
    type: code,
    eosType: checked("eosType", readInt(raw.eosType), null),
    isNull: checked("isNull", readYesNo(raw.isNull, "Y"), "Y"),
    showState: checked("showState", readInt(raw.showState), null),
    fieldStatus: checked("fieldStatus", readStatus(raw.fieldStatus), null),
    typeJson: readSettings(
      code,
      readTypeJson(raw.typeJson, `${path}.typeJson`, problems),
      `${path}.typeJson`,
      problems,
    ),
    optionInfos: readList(raw.optionInfos, `${path}.optionInfos`, problems, (x, p) =>
      parseOption(x, p, problems),
    ),
    childItem: tooDeep
      ? []
      : readList(raw.childItem, `${path}.childItem`, problems, (x, p) =>
          parseFormItem(x, p, problems, depth + 1),
        ),
    defaultVal: checked("defaultVal", raw.defaultVal == null ? null : readText(raw.defaultVal), null),
    isRepeat: checked("isRepeat", isRepeat.ok ? isRepeat.value : undefined, false),
    bz: checked("bz", raw.bz == null ? null : readText(raw.bz), null),
    extra: copyExcept(raw, ITEM_KEYS),
  };
  return (code === 0 ? { ...item, type: 0, rawType: raw.type } : item) as FormItem;
};

export type ParsedForm = { items: FormItem[]; problems: ParseProblem[] };

/** Reads a form definition: a list of items, `{ items }`, or either as a JSON string. */
export const parseForm = (raw: unknown): ParsedForm => {
  const problems: ParseProblem[] = [];
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return { items: [], problems: [problem("form", "invalidJson", raw)] };
    }
  }
  const list = isPlainObject(value) ? value.items : value;
  const items = readList(list, "items", problems, (x, p) => parseFormItem(x, p, problems));
  return { items, problems };
};

/** Writes an item back to the wire shape (typeJson as an object); parse(serialise(x)) equals x. */
export const serializeFormItem = (item: FormItem): Record<string, unknown> => {
  const spec = item.type === 0 ? {} : SETTINGS_SPECS[item.type];
  const { extra: settingsExtra, ...settings } = item.typeJson;
  return {
    ...item.extra,
    id: item.id,
    name: item.name,
    type: item.type === 0 ? item.rawType : item.type,
    eosType: item.eosType,
    isNull: item.isNull,
    showState: item.showState,
    fieldStatus: item.fieldStatus,
    typeJson: { ...settingsExtra, ...writeFields(spec, settings as never) },
    optionInfos: item.optionInfos.map(serializeOption),
    childItem: item.childItem.map(serializeFormItem),
    defaultVal: item.defaultVal,
    isRepeat: item.isRepeat,
    bz: item.bz,
  };
};

export const itemKey = (id: ItemId): string => String(id);
