import { toDecimalText } from "../values/decimal.ts";
import { failAt } from "./errors.ts";

/** What formulas compute with: plain data only, never objects or functions of the host. */
export type Scalar = number | string | boolean | null;
export type FormulaValue = Scalar | Scalar[];

const NUMERIC_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,3})?$/;
export const MAX_TEXT = 10_000;

export const isList = (v: FormulaValue): v is Scalar[] => Array.isArray(v);

export const scalar = (v: FormulaValue, pos: number): Scalar => (isList(v) ? failAt("listInScalar", pos) : v);

/** Form values arrive as text: numeric text counts as a number, blank as 0. */
export const toNumber = (v: FormulaValue, pos: number): number => {
  const s = scalar(v, pos);
  if (typeof s === "number") return s;
  if (s === null) return 0;
  if (typeof s === "boolean") return s ? 1 : 0;
  const t = s.trim();
  if (t === "") return 0;
  return NUMERIC_RE.test(t) ? Number(t) : failAt("typeMismatch", pos);
};

export const asNumber = (v: Scalar): number | null => {
  if (typeof v === "number") return v;
  if (typeof v === "string" && NUMERIC_RE.test(v.trim())) return Number(v.trim());
  return null;
};

/** Rounds away binary floating-point noise (0.1 + 0.2 is 0.3), keeping 15 significant digits. */
export const clean = (n: number, pos: number): number => {
  if (Number.isNaN(n)) return failAt("typeMismatch", pos);
  if (!Number.isFinite(n)) return failAt("tooLarge", pos);
  return Number(n.toPrecision(15));
};

export const numberText = (n: number): string => toDecimalText(Number(n.toPrecision(15)));

export const toText = (v: FormulaValue, pos: number): string => {
  const s = scalar(v, pos);
  if (s === null) return "";
  if (typeof s === "number") return numberText(s);
  return typeof s === "boolean" ? String(s) : s;
};

export const text = (s: string, pos: number): string => (s.length > MAX_TEXT ? failAt("tooLarge", pos) : s);

export const toBool = (v: FormulaValue, pos: number): boolean => {
  const s = scalar(v, pos);
  if (typeof s === "boolean") return s;
  if (typeof s === "number") return s !== 0;
  return s !== null && s !== "" && s !== "false" && s !== "0";
};

export const isBlank = (v: FormulaValue): boolean => (isList(v) ? v.length === 0 : v === null || v === "");

export const flatten = (values: FormulaValue[]): Scalar[] => values.flatMap((v) => (isList(v) ? v : [v]));

/** Equality and order across types: numbers (and numeric text) by value, blank as 0 or "", else text. */
export const compare = (a: FormulaValue, b: FormulaValue, pos: number): number => {
  const [x, y] = [scalar(a, pos), scalar(b, pos)];
  const [nx, ny] = [
    x === null && typeof y === "number" ? 0 : asNumber(x),
    y === null && typeof x === "number" ? 0 : asNumber(y),
  ];
  if (nx !== null && ny !== null) return nx === ny ? 0 : nx < ny ? -1 : 1;
  if (typeof x === "boolean" && typeof y === "boolean") return Number(x) - Number(y);
  const [tx, ty] = [toText(x, pos), toText(y, pos)];
  return tx === ty ? 0 : tx < ty ? -1 : 1;
};
