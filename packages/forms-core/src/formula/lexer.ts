import { failAt } from "./errors.ts";

export type TokenKind = "num" | "str" | "ref" | "name" | "op" | "(" | ")" | "," | "end";
export type Token = { kind: TokenKind; text: string; pos: number };

const OPERATORS = [
  "<=",
  ">=",
  "<>",
  "!=",
  "==",
  "&&",
  "||",
  "+",
  "-",
  "*",
  "/",
  "%",
  "^",
  "&",
  "=",
  "<",
  ">",
  "!",
];
// Sticky: each match starts exactly at lastIndex, so scanning stays linear in the source length.
const NUMBER_RE = /\d+(\.\d+)?|\.\d+/y;
const NAME_RE = /[A-Za-z_][A-Za-z0-9_]*/y;

const matchAt = (re: RegExp, src: string, i: number): string | null => {
  re.lastIndex = i;
  return re.exec(src)?.[0] ?? null;
};
const REF_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
const ESCAPES: Record<string, string> = { n: "\n", t: "\t", "\\": "\\", '"': '"', "'": "'" };

const readString = (src: string, start: number): [Token, number] => {
  const quote = src[start];
  let text = "";
  for (let i = start + 1; i < src.length; i++) {
    const c = src[i];
    if (c === quote) return [{ kind: "str", text, pos: start }, i + 1];
    if (c === "\\" && i + 1 < src.length) {
      const next = src[++i];
      text += Object.hasOwn(ESCAPES, next) ? ESCAPES[next] : next;
    } else text += c;
  }
  return failAt("unterminatedString", start);
};

const readReference = (src: string, start: number): [Token, number] => {
  const close = src.indexOf("}", start);
  if (close < 0) return failAt("unterminatedReference", start);
  const id = src.slice(start + 1, close).trim();
  if (!REF_ID_RE.test(id)) failAt("badReference", start);
  return [{ kind: "ref", text: id, pos: start }, close + 1];
};

/** Splits a formula into tokens; every token keeps its offset so errors can point at it. */
export const tokenize = (src: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === " " || c === "\t" || c === "\n" || c === "\r") {
      i++;
      continue;
    }
    let token: Token;
    const num = matchAt(NUMBER_RE, src, i);
    const name = num === null ? matchAt(NAME_RE, src, i) : null;
    if (c === '"' || c === "'") [token, i] = readString(src, i);
    else if (c === "{") [token, i] = readReference(src, i);
    else if (num !== null) {
      token = { kind: "num", text: num, pos: i };
      i += num.length;
    } else if (name !== null) {
      token = { kind: "name", text: name, pos: i };
      i += name.length;
    } else if (c === "(" || c === ")" || c === ",") {
      token = { kind: c, text: c, pos: i++ };
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i));
      if (!op) return failAt("unexpectedChar", i, JSON.stringify(c));
      token = { kind: "op", text: op, pos: i };
      i += op.length;
    }
    tokens.push(token);
  }
  tokens.push({ kind: "end", text: "", pos: src.length });
  return tokens;
};
