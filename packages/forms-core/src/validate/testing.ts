import { renderValidationErrors } from "../messages/render.ts";
import type { Lang } from "../model/codes.ts";
import { compileForm } from "../model/compile.ts";
import { parseForm } from "../model/parse.ts";
import type { ValidateOptions } from "./validate.ts";
import { validateSubmission } from "./validate.ts";

/** Test helpers shared by the rule tables: one item named "F", one value, messages in both languages. */
export const formOf = (items: unknown[]) => {
  const parsed = parseForm(items);
  if (parsed.problems.length > 0) throw new Error(`bad fixture: ${JSON.stringify(parsed.problems)}`);
  return compileForm(parsed.items);
};

export type Messages = Record<Lang, string[]>;

export const messagesFor = (items: unknown[], values: unknown[], options?: ValidateOptions): Messages => {
  const form = formOf(items);
  const result = validateSubmission(form, values, options);
  return {
    "en-US": renderValidationErrors(form, result.errors, "en-US").map((d) => d.msg),
    "zh-CN": renderValidationErrors(form, result.errors, "zh-CN").map((d) => d.msg),
  };
};

/** Messages for a single item `{ id: 1, name: "F", ...item }` holding `val`. */
export const checkOne = (item: Record<string, unknown>, val: unknown, valOther?: string): Messages =>
  messagesFor([{ id: 1, name: "F", ...item }], val === undefined ? [] : [{ itemId: 1, val, valOther }]);

export const ok: Messages = { "en-US": [], "zh-CN": [] };
export const msg = (en: string, zh: string): Messages => ({ "en-US": [en], "zh-CN": [zh] });
