import {
  CONTROL_CODES,
  type ControlCode,
  isControlCode,
  isSystemFieldCode,
  type KnownCode,
  type Lang,
  SYSTEM_FIELD_CODES,
  type SystemFieldCode,
} from "../model/codes.ts";
import { readFields } from "../model/fields.ts";
import type { FormItem } from "../model/item.ts";
import { SETTINGS_SPECS, type SettingsByCode } from "../model/settings.ts";
import type { ValueKind } from "../values/encoding.ts";
import {
  type Category,
  CONTROL_TABLE,
  LAYOUT_CODES,
  type ReadOnlyDisplay,
  SYSTEM_FIELD_TABLE,
} from "./table.ts";

export type ControlSpec<C extends KnownCode = KnownCode> = {
  code: C;
  names: Record<Lang, string>;
  category: Category;
  /** The control whose value encoding and format checks apply: itself, or a system field's base. */
  base: ControlCode;
  holdsValue: boolean;
  holdsChildren: boolean;
  /** Group forms (32 and the extension form): children's values live in numbered records. */
  recordScoped: boolean;
  value: ValueKind;
  readOnly: ReadOnlyDisplay;
  defaults: SettingsByCode[C];
};

const defaultsOf = <C extends KnownCode>(code: C): SettingsByCode[C] =>
  ({ ...readFields(SETTINGS_SPECS[code], {}, "defaults", []), extra: {} }) as SettingsByCode[C];

const controlSpec = (code: ControlCode, names: Record<Lang, string>, category: Category): ControlSpec => {
  const [, , , value, readOnly] = CONTROL_TABLE[code];
  return {
    code,
    names,
    category,
    base: code,
    holdsValue: value !== "none",
    holdsChildren: LAYOUT_CODES.has(code) || code === 32,
    recordScoped: code === 32,
    value,
    readOnly,
    defaults: defaultsOf(code),
  };
};

const buildRegistry = (): ReadonlyMap<KnownCode, ControlSpec> => {
  const map = new Map<KnownCode, ControlSpec>();
  for (const code of CONTROL_CODES) {
    const [zh, en, category] = CONTROL_TABLE[code];
    map.set(code, controlSpec(code, { "zh-CN": zh, "en-US": en }, category));
  }
  for (const code of SYSTEM_FIELD_CODES) {
    const [zh, en, base] = SYSTEM_FIELD_TABLE[code];
    const baseSpec = map.get(base)!;
    map.set(code, {
      ...baseSpec,
      code,
      names: { "zh-CN": zh, "en-US": en },
      category: "system",
      defaults: defaultsOf(code),
    });
  }
  return map;
};

const REGISTRY = buildRegistry();

/** The registry entry of a code, or undefined for codes SPEC 3 does not name. */
export const getControl = <C extends KnownCode>(code: C): ControlSpec<C> =>
  REGISTRY.get(code) as ControlSpec<C>;

export const lookupControl = (code: unknown): ControlSpec | undefined =>
  isControlCode(code) || isSystemFieldCode(code) ? REGISTRY.get(code) : undefined;

export const allControls = (): ControlSpec[] => [...REGISTRY.values()];

/** The system field an item stands for: its eosType, or its type when the designer placed a system field. */
export const systemFieldOf = (item: FormItem): SystemFieldCode | null => {
  if (isSystemFieldCode(item.eosType)) return item.eosType;
  return isSystemFieldCode(item.type) ? item.type : null;
};

/** The registry entry that governs an item's value; null for items whose type is unknown. */
export const specOf = (item: FormItem): ControlSpec | null =>
  item.type === 0 ? null : REGISTRY.get(item.type)!;

/** The control code whose format rules apply to an item (a system field's base control). */
export const baseControlOf = (item: FormItem): ControlCode | null => specOf(item)?.base ?? null;

export const controlName = (code: KnownCode, lang: Lang): string =>
  REGISTRY.get(code)?.names[lang] ?? String(code);
