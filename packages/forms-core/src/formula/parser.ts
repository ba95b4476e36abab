import type { BinaryOp, FormulaNode, UnaryOp } from "./ast.ts";
import { referencesOf } from "./ast.ts";
import { type FormulaError, FormulaFailure, failAt } from "./errors.ts";
import { lookupFunction } from "./functions.ts";
import { type Token, tokenize } from "./lexer.ts";

/** Limits that keep any formula cheap to parse and run, whatever a designer (or attacker) types. */
export const FORMULA_LIMITS = { maxLength: 4000, maxDepth: 64, maxSteps: 100_000, maxText: 10_000 } as const;

export type ParsedFormula = { source: string; ast: FormulaNode; refs: string[] };
export type FormulaParseResult = { ok: true; formula: ParsedFormula } | { ok: false; error: FormulaError };

/** Binary operators by precedence, loosest first; `^` binds tighter than unary minus and is right-associative. */
const LEVELS: readonly (readonly string[])[] = [
  ["||"],
  ["&&"],
  ["=", "==", "!=", "<>"],
  ["<", "<=", ">", ">="],
  ["&"],
  ["+", "-"],
  ["*", "/", "%"],
];
const CANONICAL: Record<string, BinaryOp> = { "==": "=", "<>": "!=" };
const LITERALS: Record<string, FormulaNode["type"]> = { TRUE: "bool", FALSE: "bool", NULL: "null" };

/** Parser state: the tokens, the cursor, and how deeply brackets, calls and unary operators nest. */
type State = { tokens: Token[]; i: number; depth: number };

const peek = (st: State) => st.tokens[st.i];
const next = (st: State) => st.tokens[st.i++];

const expect = (st: State, kind: Token["kind"]) => {
  const t = next(st);
  if (t.kind !== kind) failAt(t.kind === "end" ? "unexpectedEnd" : "unexpectedToken", t.pos, t.text);
  return t;
};

/** Nesting is what costs stack; long flat chains (1+1+…) are built in a loop and cost none. */
const nest = <T>(st: State, pos: number, f: () => T): T => {
  if (++st.depth > FORMULA_LIMITS.maxDepth) failAt("tooDeep", pos);
  const out = f();
  st.depth--;
  return out;
};

const binary = (st: State, level: number): FormulaNode => {
  if (level === LEVELS.length) return unary(st);
  let left = binary(st, level + 1);
  while (peek(st).kind === "op" && LEVELS[level].includes(peek(st).text)) {
    const op = next(st);
    const right = binary(st, level + 1);
    left = { type: "binary", op: CANONICAL[op.text] ?? (op.text as BinaryOp), left, right, pos: op.pos };
  }
  return left;
};

const unary = (st: State): FormulaNode => {
  const t = peek(st);
  if (t.kind === "op" && (t.text === "-" || t.text === "+" || t.text === "!")) {
    next(st);
    return nest(st, t.pos, () => ({ type: "unary", op: t.text as UnaryOp, arg: unary(st), pos: t.pos }));
  }
  return power(st);
};

const power = (st: State): FormulaNode => {
  const base = primary(st);
  if (peek(st).kind !== "op" || peek(st).text !== "^") return base;
  const op = next(st);
  return nest(st, op.pos, () => ({ type: "binary", op: "^", left: base, right: unary(st), pos: op.pos }));
};

const call = (st: State, t: Token): FormulaNode => {
  const fn = lookupFunction(t.text);
  if (!fn) return failAt("unknownFunction", t.pos, t.text);
  next(st);
  const args: FormulaNode[] = [];
  nest(st, t.pos, () => {
    if (peek(st).kind !== ")") {
      args.push(binary(st, 0));
      while (peek(st).kind === ",") {
        next(st);
        args.push(binary(st, 0));
      }
    }
    expect(st, ")");
  });
  if (args.length < fn.min || args.length > fn.max) failAt("badArity", t.pos, fn.name);
  return { type: "call", name: fn.name, args, pos: t.pos };
};

const name = (st: State, t: Token): FormulaNode => {
  if (peek(st).kind === "(") return call(st, t);
  const upper = t.text.toUpperCase();
  const literal = Object.hasOwn(LITERALS, upper) ? LITERALS[upper] : undefined;
  if (literal === "bool") return { type: "bool", value: upper === "TRUE", pos: t.pos };
  if (literal === "null") return { type: "null", pos: t.pos };
  return failAt("unknownName", t.pos, t.text);
};

const primary = (st: State): FormulaNode => {
  const t = next(st);
  switch (t.kind) {
    case "num":
      return { type: "num", value: Number(t.text), pos: t.pos };
    case "str":
      return { type: "str", value: t.text, pos: t.pos };
    case "ref":
      return { type: "ref", id: t.text, pos: t.pos };
    case "(":
      return nest(st, t.pos, () => {
        const inner = binary(st, 0);
        expect(st, ")");
        return inner;
      });
    case "name":
      return name(st, t);
    case "end":
      return failAt("unexpectedEnd", t.pos);
    default:
      return failAt("unexpectedToken", t.pos, t.text);
  }
};

const parseTokens = (tokens: Token[]): FormulaNode => {
  const st: State = { tokens, i: 0, depth: 0 };
  const ast = binary(st, 0);
  const rest = peek(st);
  if (rest.kind !== "end") failAt("unexpectedToken", rest.pos, rest.text);
  return ast;
};

/** Parses a formula into a tree over the whitelist. Never throws; errors carry the offending position. */
export const parseFormula = (source: unknown): FormulaParseResult => {
  if (typeof source !== "string") return { ok: false, error: { code: "unexpectedToken", position: 0 } };
  if (source.length > FORMULA_LIMITS.maxLength)
    return { ok: false, error: { code: "tooLong", position: FORMULA_LIMITS.maxLength } };
  try {
    const ast = parseTokens(tokenize(source));
    return { ok: true, formula: { source, ast, refs: referencesOf(ast) } };
  } catch (e) {
    if (e instanceof FormulaFailure) return { ok: false, error: e.error };
    // Only a stack overflow could land here; report it as nesting rather than crash the caller.
    return { ok: false, error: { code: "tooDeep", position: 0 } };
  }
};
