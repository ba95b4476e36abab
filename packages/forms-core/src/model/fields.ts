import { type ParseProblem, problem } from "./problems.ts";

/**
 * A small schema language for settings (typeJson) and options: each field knows how to read its wire value
 * leniently (numbers may arrive as strings) and how to write it back, so parse → serialise → parse is stable.
 */
export type FieldSpec<T> = {
  read(raw: unknown): { ok: true; value: T } | { ok: false };
  // Method syntax on purpose: it is bivariant, so a FieldSpec<number> fits where FieldSpec<unknown> is asked.
  write(value: T): unknown;
  fallback: T;
};

export type FieldsOf<S> = { [K in keyof S]: S[K] extends FieldSpec<infer T> ? T : never };

const absent = (raw: unknown): boolean => raw === undefined || raw === null || raw === "";

const toNumber = (raw: unknown): number | undefined => {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== "string" || !/^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(raw)) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
};

const numberField = (fallback: number | undefined, integer: boolean): FieldSpec<number | undefined> => ({
  fallback,
  read: (raw) => {
    if (absent(raw)) return { ok: true, value: fallback };
    const n = toNumber(raw);
    return n === undefined || (integer && !Number.isInteger(n)) ? { ok: false } : { ok: true, value: n };
  },
  write: (v) => v,
});

export const optNumber = (): FieldSpec<number | undefined> => numberField(undefined, false);
export const optInt = (): FieldSpec<number | undefined> => numberField(undefined, true);
export const int = (fallback: number): FieldSpec<number> => numberField(fallback, true) as FieldSpec<number>;

export const optString = (): FieldSpec<string | undefined> => ({
  fallback: undefined,
  read: (raw) => {
    if (raw === undefined || raw === null) return { ok: true, value: undefined };
    if (typeof raw === "string") return { ok: true, value: raw };
    return typeof raw === "number" && Number.isFinite(raw) ? { ok: true, value: String(raw) } : { ok: false };
  },
  write: (v) => v,
});

const TRUE_WORDS: ReadonlySet<unknown> = new Set([true, "true", "Y", "y", "1", 1]);
const FALSE_WORDS: ReadonlySet<unknown> = new Set([false, "false", "N", "n", "0", 0]);

export const bool = (fallback: boolean): FieldSpec<boolean> => ({
  fallback,
  read: (raw) => {
    if (absent(raw)) return { ok: true, value: fallback };
    if (TRUE_WORDS.has(raw)) return { ok: true, value: true };
    return FALSE_WORDS.has(raw) ? { ok: true, value: false } : { ok: false };
  },
  write: (v) => v,
});

/** Any JSON value kept as it came (trees, lists); the engine reads it through dedicated helpers. */
export const optJson = (): FieldSpec<unknown> => ({
  fallback: undefined,
  read: (raw) => ({ ok: true, value: raw === null ? undefined : raw }),
  write: (v) => v,
});

/** Reads `spec`'s fields from `raw`; bad values are reported and replaced by the field's fallback. */
export const readFields = <S extends Record<string, FieldSpec<unknown>>>(
  spec: S,
  raw: Record<string, unknown>,
  path: string,
  problems: ParseProblem[],
): FieldsOf<S> => {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(spec)) {
    const field = spec[key];
    const got = Object.hasOwn(raw, key) ? raw[key] : undefined;
    const result = field.read(got);
    if (result.ok) out[key] = result.value;
    else {
      problems.push(problem(`${path}.${key}`, "invalidValue", got));
      out[key] = field.fallback;
    }
  }
  return out as FieldsOf<S>;
};

export const writeFields = <S extends Record<string, FieldSpec<unknown>>>(
  spec: S,
  values: FieldsOf<S>,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(spec)) {
    const value = (values as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = spec[key].write(value);
  }
  return out;
};
