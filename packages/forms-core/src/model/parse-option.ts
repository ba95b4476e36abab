import { bool, type FieldSpec, optInt, readFields } from "./fields.ts";
import type { FormOption, ItemId, YesNo } from "./item.ts";
import { copyExcept } from "./own.ts";
import { isPlainObject, type ParseProblem, problem } from "./problems.ts";

const OPTION_KEYS: ReadonlySet<string> = new Set([
  "id",
  "name",
  "isDefault",
  "custom",
  "customVal",
  "maxCount",
  "count",
  "cover",
  "checked",
]);

export const readId = (raw: unknown): ItemId | undefined => {
  if (typeof raw === "number") return Number.isSafeInteger(raw) ? raw : undefined;
  return typeof raw === "string" && raw.trim() !== "" && raw.length <= 64 ? raw : undefined;
};

export const readText = (raw: unknown): string | undefined => {
  if (typeof raw === "string") return raw;
  return typeof raw === "number" && Number.isFinite(raw) ? String(raw) : undefined;
};

export const readYesNo = (raw: unknown, fallback: YesNo): YesNo | undefined => {
  if (raw === undefined || raw === null || raw === "") return fallback;
  const read = bool(false).read(raw);
  if (!read.ok) return undefined;
  return read.value ? "Y" : "N";
};

const readCustom = (raw: unknown): FormOption["custom"] | undefined => {
  if (raw === undefined || raw === null || raw === "") return null;
  if (raw === true || raw === "true") return "true";
  return raw === false || raw === "false" ? "false" : undefined;
};

const numbers = { maxCount: optInt(), count: optInt() } satisfies Record<string, FieldSpec<unknown>>;

/** Reads one option; an option without a usable id is dropped with a problem, since values refer to ids. */
export const parseOption = (raw: unknown, path: string, problems: ParseProblem[]): FormOption | null => {
  if (!isPlainObject(raw)) {
    problems.push(problem(path, "notObject", raw));
    return null;
  }
  const id = readId(raw.id);
  if (id === undefined) {
    problems.push(problem(`${path}.id`, "invalidId", raw.id));
    return null;
  }
  const flag = <T>(key: string, value: T | undefined, fallback: T): T => {
    if (value !== undefined) return value;
    problems.push(problem(`${path}.${key}`, "invalidValue", raw[key]));
    return fallback;
  };
  const nums = readFields(numbers, raw, path, problems);
  const checked = bool(false).read(raw.checked);
  return {
    id,
    name: flag("name", raw.name === undefined || raw.name === null ? "" : readText(raw.name), ""),
    isDefault: flag("isDefault", readYesNo(raw.isDefault, "N"), "N"),
    custom: flag("custom", readCustom(raw.custom), null),
    customVal: flag("customVal", raw.customVal == null ? "" : readText(raw.customVal), ""),
    maxCount: nums.maxCount !== undefined && nums.maxCount >= 0 ? nums.maxCount : null,
    count: nums.count !== undefined && nums.count > 0 ? nums.count : 0,
    cover: flag("cover", raw.cover == null ? null : (readText(raw.cover) ?? undefined), null),
    checked: flag("checked", checked.ok ? checked.value : undefined, false),
    extra: copyExcept(raw, OPTION_KEYS),
  };
};

export const serializeOption = (option: FormOption): Record<string, unknown> => ({
  ...option.extra,
  id: option.id,
  name: option.name,
  isDefault: option.isDefault,
  custom: option.custom,
  customVal: option.customVal,
  maxCount: option.maxCount,
  count: option.count,
  cover: option.cover,
  checked: option.checked,
});
