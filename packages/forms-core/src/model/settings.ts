import type { KnownCode } from "./codes.ts";
import { bool, type FieldSpec, type FieldsOf, int, optInt, optJson, optNumber, optString } from "./fields.ts";

/**
 * Settings (typeJson) per control family. Every family shares the common fields; defaults follow SPEC 9
 * (5 stars, 130 MB uploads, image compression on). Unknown keys survive in `extra` for a lossless round trip.
 */
const common = { isNullErrMsg: optString(), placeholder: optString() };

const text = {
  ...common,
  charNumber: optInt(),
  inputLimit: optInt(),
  rangeMin: optNumber(),
  rangeMax: optNumber(),
};
const numeric = {
  ...common,
  inputInterval: optNumber(),
  displayType: optInt(),
  rangeMin: optNumber(),
  rangeMax: optNumber(),
  inputLimit: optInt(),
  fieldValue: optString(),
  constantValue: optNumber(),
};
const decimal = (places: number) => ({ ...numeric, decimals: int(places) });
const date = { ...common, startDate: optString(), endDate: optString() };
const choice = { ...common, minOptionNum: optInt(), maxOptionNum: optInt(), layout: optInt() };
const cascade = { ...common, style: optInt(), dictType: optString(), dictData: optJson() };
const upload = (maxSize: number | undefined) => ({
  ...common,
  maxSize: maxSize === undefined ? optNumber() : (int(maxSize) as FieldSpec<number>),
  maxCount: optInt(),
  accept: optString(),
});
const image = { ...upload(130), compress: bool(true) };
const group = { ...common, showType: int(1), maxRecords: optInt() };
const formula = { ...common, formula: optString(), decimals: optInt() };
const autoNumber = { ...common, format: optString() };
const button = { ...common, buttonType: optString(), lockMs: int(2000) };
const score = { ...common, stars: int(5), allowHalf: bool(false) };
const member = { ...common, multiple: bool(false), memberTypes: optJson() };
const region = { ...common, level: int(3) };
const columns = { ...common, columns: int(2) };
const content = { ...common, content: optString() };
const iframe = { ...common, url: optString(), height: optInt() };
const plain = common;

export const SETTINGS_SPECS = {
  1: text,
  2: text,
  3: date,
  4: choice,
  5: choice,
  6: image,
  8: content,
  9: plain,
  10: member,
  14: text,
  15: text,
  16: choice,
  17: choice,
  19: numeric,
  20: decimal(2),
  21: decimal(3),
  22: date,
  25: region,
  26: text,
  27: text,
  28: upload(undefined),
  29: upload(130),
  30: formula,
  31: upload(130),
  32: group,
  34: cascade,
  35: cascade,
  36: upload(undefined),
  37: plain,
  38: columns,
  39: plain,
  40: button,
  42: plain,
  43: columns,
  44: plain,
  45: plain,
  46: plain,
  47: content,
  48: content,
  49: content,
  50: member,
  51: iframe,
  52: score,
  53: plain,
  54: autoNumber,
  55: text,
  56: plain,
  57: plain,
  58: content,
  10000: image,
  10001: text,
  10002: text,
  10003: member,
  10004: text,
  10005: group,
  10006: text,
  10007: choice,
  10008: choice,
  10009: text,
  10010: text,
  10011: date,
  10012: text,
  10013: choice,
  10014: choice,
  10015: choice,
  10016: date,
  10017: text,
  10018: text,
  10019: image,
  10020: text,
} as const satisfies Record<KnownCode, Record<string, FieldSpec<unknown>>>;

type Extra = {
  /** typeJson keys this engine does not know, kept as they came. */ extra: Record<string, unknown>;
};

export type SettingsByCode = { [C in KnownCode]: FieldsOf<(typeof SETTINGS_SPECS)[C]> & Extra };
export type CommonSettings = FieldsOf<typeof common> & Extra;
export type TextSettings = SettingsByCode[1];
export type NumericSettings = SettingsByCode[19];
export type DecimalSettings = SettingsByCode[20];
export type DateSettings = SettingsByCode[22];
export type ChoiceSettings = SettingsByCode[4];
export type CascadeSettings = SettingsByCode[34];
export type UploadSettings = SettingsByCode[31];
export type ImageSettings = SettingsByCode[6];
export type GroupSettings = SettingsByCode[32];
export type FormulaSettings = SettingsByCode[30];
export type AutoNumberSettings = SettingsByCode[54];
export type ScoreSettings = SettingsByCode[52];
