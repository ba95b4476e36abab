import {
  type CalendarDate,
  type CalendarDateTime,
  formatDate,
  formatDateTime,
  parseDate,
  parseDateTime,
} from "../dates/calendar.ts";
import { INTEGER_RE, NUMBER_RE, toDecimalText } from "./decimal.ts";

/**
 * How each control's value travels (CONTRACT.md 'Forms'): always a string. Numbers in decimal notation,
 * dates `YYYY-MM-DD`, datetimes `YYYY-MM-DD HH:mm`, one option id, option ids joined by `,`, and JSON for
 * cascades and lists (`[]` is empty).
 */
export type ValueKind =
  | "none"
  | "text"
  | "integer"
  | "number"
  | "date"
  | "datetime"
  | "option"
  | "options"
  | "cascade"
  | "cascadeMulti"
  | "jsonList"
  | "jsonObject"
  | "group";

export type CascadePath = string[];

export type ValueOf = {
  none: never;
  text: string;
  integer: number;
  number: number;
  date: CalendarDate;
  datetime: CalendarDateTime;
  option: string;
  options: string[];
  cascade: CascadePath;
  cascadeMulti: CascadePath[];
  jsonList: unknown[];
  jsonObject: Record<string, unknown>;
  group: never;
};

export type ValueCodec<K extends ValueKind> = {
  isEmpty: (val: string) => boolean;
  /** undefined: the text is not a well-formed value of this kind. */
  decode: (val: string) => ValueOf[K] | undefined;
  encode: (value: ValueOf[K]) => string;
};

const blank = (val: string): boolean => val.trim() === "";

/** SPEC 5: '[]' counts as empty for cascades; the same holds for every list kept as JSON. */
const emptyList = (val: string): boolean => blank(val) || val.trim() === "[]";

const parseJson = (val: string): unknown => {
  try {
    return JSON.parse(val);
  } catch {
    return undefined;
  }
};

const splitIds = (val: string): string[] =>
  val
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");

const isScalarId = (x: unknown): x is string | number =>
  typeof x === "string" || (typeof x === "number" && Number.isFinite(x));

/** Type 34 holds one path, a list of ids from the root down: `["11","1101"]`. */
const decodeCascade = (val: string): CascadePath | undefined => {
  const data = parseJson(val);
  if (!Array.isArray(data)) return undefined;
  if (data.every(isScalarId)) return data.map(String);
  const only = data.length === 1 ? data[0] : undefined;
  return Array.isArray(only) && only.every(isScalarId) ? only.map(String) : undefined;
};

/** Type 35 holds several paths: `[["11","1101"],["12"]]`; a bare id stands for a one-level path. */
const decodeCascadeMulti = (val: string): CascadePath[] | undefined => {
  const data = parseJson(val);
  if (!Array.isArray(data)) return undefined;
  const paths: CascadePath[] = [];
  for (const entry of data) {
    if (isScalarId(entry)) paths.push([String(entry)]);
    else if (Array.isArray(entry) && entry.length > 0 && entry.every(isScalarId))
      paths.push(entry.map(String));
    else return undefined;
  }
  return paths;
};

const noValue = { isEmpty: () => true, decode: () => undefined, encode: () => "" };

export const VALUE_CODECS: { [K in ValueKind]: ValueCodec<K> } = {
  none: noValue,
  group: noValue,
  text: { isEmpty: blank, decode: (v) => v, encode: (v) => v },
  integer: {
    isEmpty: blank,
    decode: (v) => (INTEGER_RE.test(v) ? Number(v) : undefined),
    encode: (v) => toDecimalText(Math.trunc(v)),
  },
  number: {
    isEmpty: blank,
    decode: (v) => (NUMBER_RE.test(v) ? Number(v) : undefined),
    encode: toDecimalText,
  },
  date: { isEmpty: blank, decode: parseDate, encode: formatDate },
  datetime: { isEmpty: blank, decode: parseDateTime, encode: formatDateTime },
  option: { isEmpty: blank, decode: (v) => v.trim(), encode: (v) => v },
  options: { isEmpty: (v) => splitIds(v).length === 0, decode: splitIds, encode: (v) => v.join(",") },
  cascade: { isEmpty: emptyList, decode: decodeCascade, encode: (path) => JSON.stringify(path) },
  cascadeMulti: { isEmpty: emptyList, decode: decodeCascadeMulti, encode: (paths) => JSON.stringify(paths) },
  jsonList: {
    isEmpty: emptyList,
    decode: (v) => {
      const data = parseJson(v);
      return Array.isArray(data) ? data : undefined;
    },
    encode: (v) => JSON.stringify(v),
  },
  jsonObject: {
    isEmpty: (v) => blank(v) || v.trim() === "{}",
    decode: (v) => {
      const data = parseJson(v);
      return typeof data === "object" && data !== null && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : undefined;
    },
    encode: (v) => JSON.stringify(v),
  },
};
