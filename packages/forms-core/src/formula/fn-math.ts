import { failAt } from "./errors.ts";
import { allArgs, type Call, type FnSpec, MANY } from "./fn-types.ts";
import {
  asNumber,
  clean,
  type FormulaValue,
  flatten,
  isBlank,
  type Scalar,
  toBool,
  toNumber,
} from "./runtime.ts";

const num = (c: Call, i: number) => toNumber(c.arg(i), c.argPos(i));

/** Numbers among the arguments and group lists; blanks are skipped, text that is not a number too. */
const numbersOf = (c: Call): number[] => {
  const values: Scalar[] = flatten(allArgs(c));
  c.charge(values.length);
  const out: number[] = [];
  for (const v of values) {
    const n = typeof v === "boolean" ? null : asNumber(v);
    if (n !== null) out.push(n);
  }
  return out;
};

/** Half away from zero at `places` decimals, through decimal exponent text so 1.005 rounds to 1.01. */
export const roundTo = (x: number, places: number): number => {
  const p = Math.max(-10, Math.min(10, Math.trunc(places)));
  const shifted = Math.round(Number(`${Math.abs(x)}e${p}`));
  const back = Number(`${shifted}e${-p}`);
  const result = Number.isFinite(back) ? back : Math.round(Math.abs(x) * 10 ** p) / 10 ** p;
  return Math.sign(x) * result;
};

const logic: FnSpec[] = [
  {
    name: "IF",
    min: 2,
    max: 3,
    run: (c) => (toBool(c.arg(0), c.argPos(0)) ? c.arg(1) : c.count > 2 ? c.arg(2) : null),
  },
  {
    name: "AND",
    min: 1,
    max: MANY,
    run: (c) => {
      for (let i = 0; i < c.count; i++) if (!toBool(c.arg(i), c.argPos(i))) return false;
      return true;
    },
  },
  {
    name: "OR",
    min: 1,
    max: MANY,
    run: (c) => {
      for (let i = 0; i < c.count; i++) if (toBool(c.arg(i), c.argPos(i))) return true;
      return false;
    },
  },
  { name: "NOT", min: 1, max: 1, run: (c) => !toBool(c.arg(0), c.argPos(0)) },
  { name: "ISBLANK", min: 1, max: 1, run: (c) => isBlank(c.arg(0)) },
  { name: "IFBLANK", min: 2, max: 2, run: (c) => (isBlank(c.arg(0)) ? c.arg(1) : c.arg(0)) },
];

const sum = (ns: number[], pos: number) => ns.reduce((a, b) => clean(a + b, pos), 0);

const aggregates: FnSpec[] = [
  { name: "SUM", min: 1, max: MANY, run: (c) => sum(numbersOf(c), c.pos) },
  {
    name: "COUNT",
    min: 1,
    max: MANY,
    run: (c) => {
      const values = flatten(allArgs(c));
      c.charge(values.length);
      return values.filter((v: FormulaValue) => !isBlank(v)).length;
    },
  },
  {
    name: "AVG",
    min: 1,
    max: MANY,
    run: (c) => {
      const ns = numbersOf(c);
      return ns.length === 0 ? null : clean(sum(ns, c.pos) / ns.length, c.pos);
    },
  },
  {
    name: "MIN",
    min: 1,
    max: MANY,
    run: (c) => numbersOf(c).reduce<number | null>((m, n) => (m === null || n < m ? n : m), null),
  },
  {
    name: "MAX",
    min: 1,
    max: MANY,
    run: (c) => numbersOf(c).reduce<number | null>((m, n) => (m === null || n > m ? n : m), null),
  },
];

const math: FnSpec[] = [
  { name: "ABS", min: 1, max: 1, run: (c) => Math.abs(num(c, 0)) },
  { name: "ROUND", min: 1, max: 2, run: (c) => roundTo(num(c, 0), c.count > 1 ? num(c, 1) : 0) },
  { name: "FLOOR", min: 1, max: 1, run: (c) => Math.floor(num(c, 0)) },
  { name: "CEIL", min: 1, max: 1, run: (c) => Math.ceil(num(c, 0)) },
  { name: "INT", min: 1, max: 1, run: (c) => Math.trunc(num(c, 0)) },
  {
    name: "MOD",
    min: 2,
    max: 2,
    run: (c) => {
      const d = num(c, 1);
      return d === 0 ? failAt("divideByZero", c.argPos(1)) : clean(num(c, 0) % d, c.pos);
    },
  },
  { name: "POWER", min: 2, max: 2, run: (c) => clean(num(c, 0) ** num(c, 1), c.pos) },
  {
    name: "SQRT",
    min: 1,
    max: 1,
    run: (c) => {
      const n = num(c, 0);
      return n < 0 ? failAt("typeMismatch", c.argPos(0)) : clean(Math.sqrt(n), c.pos);
    },
  },
];

export const MATH_FUNCTIONS: FnSpec[] = [...logic, ...aggregates, ...math];
export const AGGREGATE_NAMES: ReadonlySet<string> = new Set(["SUM", "COUNT", "AVG", "AVERAGE", "MIN", "MAX"]);
