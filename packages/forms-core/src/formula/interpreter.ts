import type { Instant } from "../dates/zoned.ts";
import type { FormulaNode } from "./ast.ts";
import { type FormulaError, FormulaFailure, failAt } from "./errors.ts";
import type { Call } from "./fn-types.ts";
import { lookupFunction } from "./functions.ts";
import { FORMULA_LIMITS, type ParsedFormula, parseFormula } from "./parser.ts";
import { clean, compare, type FormulaValue, isList, text, toBool, toNumber, toText } from "./runtime.ts";

export type EvalContext = {
  /** The value of an item by id: a scalar, a list across a group's records, or undefined if no such item. */
  resolve: (id: string) => FormulaValue | undefined;
  now?: Instant;
  /** The school's zone for TODAY() and NOW(); DESIGN's default is Asia/Shanghai. */
  timeZone?: string;
  maxSteps?: number;
};

export type EvalResult = { ok: true; value: FormulaValue } | { ok: false; error: FormulaError };

type Machine = { ctx: EvalContext; steps: number; max: number; now: number; timeZone: string };

const charge = (m: Machine, n: number, pos: number) => {
  m.steps += n;
  if (m.steps > m.max) failAt("tooManySteps", pos);
};

const arithmetic = (op: string, a: number, b: number, pos: number): number => {
  switch (op) {
    case "+":
      return clean(a + b, pos);
    case "-":
      return clean(a - b, pos);
    case "*":
      return clean(a * b, pos);
    case "/":
      return b === 0 ? failAt("divideByZero", pos) : clean(a / b, pos);
    case "%":
      return b === 0 ? failAt("divideByZero", pos) : clean(a % b, pos);
    default:
      return clean(a ** b, pos);
  }
};

const binary = (m: Machine, node: Extract<FormulaNode, { type: "binary" }>): FormulaValue => {
  const { op, pos } = node;
  if (op === "&&") return toBool(run(m, node.left), pos) ? toBool(run(m, node.right), pos) : false;
  if (op === "||") return toBool(run(m, node.left), pos) ? true : toBool(run(m, node.right), pos);
  const [a, b] = [run(m, node.left), run(m, node.right)];
  if (op === "&") return text(toText(a, node.left.pos) + toText(b, node.right.pos), pos);
  if (op === "=" || op === "!=" || op === "<" || op === "<=" || op === ">" || op === ">=") {
    const c = compare(a, b, pos);
    if (op === "=") return c === 0;
    if (op === "!=") return c !== 0;
    return op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : c >= 0;
  }
  return arithmetic(op, toNumber(a, node.left.pos), toNumber(b, node.right.pos), pos);
};

const call = (m: Machine, node: Extract<FormulaNode, { type: "call" }>): FormulaValue => {
  // The parser only builds calls to whitelisted names; looking up again keeps the interpreter safe on its own.
  const fn = lookupFunction(node.name) ?? failAt("unknownFunction", node.pos, node.name);
  const c: Call = {
    pos: node.pos,
    count: node.args.length,
    arg: (i) => run(m, node.args[i]),
    argPos: (i) => node.args[i].pos,
    charge: (n) => charge(m, n, node.pos),
    now: m.now,
    timeZone: m.timeZone,
  };
  return fn.run(c);
};

const run = (m: Machine, node: FormulaNode): FormulaValue => {
  charge(m, 1, node.pos);
  switch (node.type) {
    case "num":
    case "str":
    case "bool":
      return node.value;
    case "null":
      return null;
    case "ref": {
      const v = m.ctx.resolve(node.id);
      return v === undefined ? failAt("unknownItem", node.pos, node.id) : v;
    }
    case "unary": {
      const v = run(m, node.arg);
      if (node.op === "!") return !toBool(v, node.pos);
      const n = toNumber(v, node.arg.pos);
      return node.op === "-" ? -n : n;
    }
    case "binary":
      return binary(m, node);
    case "call":
      return call(m, node);
  }
};

/**
 * Evaluates a formula over the whitelist only: no eval, no Function, no property access of any kind, so no
 * global, prototype or host object is reachable. Never throws; errors carry the offending position.
 */
export const evaluateFormula = (formula: ParsedFormula | string, ctx: EvalContext): EvalResult => {
  const parsed = typeof formula === "string" ? parseFormula(formula) : { ok: true as const, formula };
  if (!parsed.ok) return parsed;
  const now = ctx.now === undefined ? Date.now() : typeof ctx.now === "number" ? ctx.now : ctx.now.getTime();
  const m: Machine = {
    ctx,
    steps: 0,
    max: Math.min(ctx.maxSteps ?? FORMULA_LIMITS.maxSteps, FORMULA_LIMITS.maxSteps),
    now,
    timeZone: ctx.timeZone ?? "Asia/Shanghai",
  };
  try {
    const value = run(m, parsed.formula.ast);
    return isList(value) ? { ok: false, error: { code: "listInScalar", position: 0 } } : { ok: true, value };
  } catch (e) {
    if (e instanceof FormulaFailure) return { ok: false, error: e.error };
    // Only the host can throw here: an unknown time zone (RangeError from Intl) or, in theory, the stack.
    const stack = e instanceof RangeError && /call stack/i.test(e.message);
    return { ok: false, error: { code: stack ? "tooDeep" : "badDate", position: 0 } };
  }
};
