import type { KnownCode } from "./codes.ts";
import type { CommonSettings, SettingsByCode } from "./settings.ts";

/** Item ids are JSON numbers once saved; a designer's unsaved items may carry string ids. */
export type ItemId = number | string;
export type YesNo = "Y" | "N";
export type FieldStatus = "Add" | "Query";

/** An option of types 4, 5, 16, 17 (and the system fields built on them). */
export type FormOption = {
  id: ItemId;
  name: string;
  isDefault: YesNo;
  /** "true": a custom (other) option whose text is required; "false": optional text; null: an ordinary option. */
  custom: "true" | "false" | null;
  customVal: string;
  /** Quota: the option is full once `count` reaches it; null means no quota. */
  maxCount: number | null;
  count: number;
  cover: string | null;
  checked: boolean;
  extra: Record<string, unknown>;
};

type ItemCommon = {
  id: ItemId;
  name: string;
  /** The system field code when the item is one (10000–10020), else whatever the wire carried. */
  eosType: number | null;
  /** "N" means required. */
  isNull: YesNo;
  showState: number | null;
  fieldStatus: FieldStatus | null;
  optionInfos: FormOption[];
  childItem: FormItem[];
  defaultVal: string | null;
  isRepeat: boolean;
  bz: string | null;
  /** Wire keys this engine does not interpret (exJson, terminal, apiUrlInfos, …), kept for the round trip. */
  extra: Record<string, unknown>;
};

export type FormItemOf<C extends KnownCode> = ItemCommon & { type: C; typeJson: SettingsByCode[C] };

/** An item whose type code is not in SPEC 3: kept so nothing is lost, but it holds no value and no rules. */
export type UnknownFormItem = ItemCommon & { type: 0; rawType: unknown; typeJson: CommonSettings };

/** A form item as a discriminated union on `type`: one entry per control code and per system field. */
export type FormItem = { [C in KnownCode]: FormItemOf<C> }[KnownCode] | UnknownFormItem;
