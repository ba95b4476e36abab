/** A problem found while reading wire data: the input was not what the contract says, so it was ignored. */
export type ParseProblemCode =
  | "notObject"
  | "notArray"
  | "invalidJson"
  | "invalidId"
  | "invalidValue"
  | "unknownType"
  | "tooDeep";

export type ParseProblem = {
  /** Where in the input, e.g. `items[3].typeJson.rangeMin`. */
  path: string;
  code: ParseProblemCode;
  /** The offending input, shortened, so a designer can find it. */
  got: string;
};

export const describeInput = (raw: unknown): string => {
  let text: string;
  try {
    text = typeof raw === "string" ? JSON.stringify(raw) : (JSON.stringify(raw) ?? String(raw));
  } catch {
    // Cyclic or BigInt-bearing input cannot be serialised; its kind is still useful.
    text = Object.prototype.toString.call(raw);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

export const problem = (path: string, code: ParseProblemCode, raw: unknown): ParseProblem => ({
  path,
  code,
  got: describeInput(raw),
});

export const isPlainObject = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw);
