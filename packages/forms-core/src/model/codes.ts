/** The control type codes of SPEC 3 and the system fields 10000–10020, as literal types. */

export const CONTROL_CODES = [
  1, 2, 3, 4, 5, 6, 8, 9, 10, 14, 15, 16, 17, 19, 20, 21, 22, 25, 26, 27, 28, 29, 30, 31, 32, 34, 35, 36, 37,
  38, 39, 40, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58,
] as const;

export const SYSTEM_FIELD_CODES = [
  10000, 10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008, 10009, 10010, 10011, 10012, 10013, 10014,
  10015, 10016, 10017, 10018, 10019, 10020,
] as const;

export type ControlCode = (typeof CONTROL_CODES)[number];
export type SystemFieldCode = (typeof SYSTEM_FIELD_CODES)[number];
export type KnownCode = ControlCode | SystemFieldCode;

export type Lang = "zh-CN" | "en-US";
export const LANGS: readonly Lang[] = ["zh-CN", "en-US"];

const controlSet: ReadonlySet<number> = new Set(CONTROL_CODES);
const systemSet: ReadonlySet<number> = new Set(SYSTEM_FIELD_CODES);

export const isControlCode = (n: unknown): n is ControlCode => typeof n === "number" && controlSet.has(n);
export const isSystemFieldCode = (n: unknown): n is SystemFieldCode =>
  typeof n === "number" && systemSet.has(n);
export const isKnownCode = (n: unknown): n is KnownCode => isControlCode(n) || isSystemFieldCode(n);

/** SPEC 9 and SPEC 5 constants, named once so tests and rules share them. */
export const LIMITS = {
  /** showState 4: hidden; its submitted values are marked hidden and never required. */
  hiddenShowState: 4,
  readOnlyShowState: 3,
  editableShowState: 1,
  customRequiredFlag: "true",
  defaultScoreStars: 5,
  defaultUploadMaxMb: 130,
  typeTwentyDecimals: 2,
  typeTwentyOneDecimals: 3,
  clickLockMs: 2000,
  descriptionTruncateLong: 40,
  descriptionTruncateShort: 20,
  /** How deep group forms may nest: a group inside a group record, no deeper (value records carry pid + recordNum). */
  groupNestingLimit: 2,
  /** The further length check of SPEC 5: no submitted value may exceed this many characters. */
  maxValueLength: 20000,
} as const;
