import type { Lang } from "../model/codes.ts";
import type { CompiledForm } from "../model/compile.ts";
import type { ValidationError } from "../validate/errors.ts";
import { VALIDATION_MESSAGES } from "./validation-messages.ts";

/** Accept-Language may carry anything; zh-CN is the default language (CONTRACT.md). */
export const pickLang = (header: string | null | undefined): Lang =>
  typeof header === "string" && /^\s*en\b/i.test(header) ? "en-US" : "zh-CN";

/** The message of one error; for a required failure, typeJson.isNullErrMsg wins, used as written. */
export const renderValidationMessage = (
  error: Pick<ValidationError, "code" | "params">,
  item: { name: string; typeJson: { isNullErrMsg?: string } },
  lang: Lang,
): string => {
  const custom = item.typeJson.isNullErrMsg;
  if (error.code === "required" && custom !== undefined && custom.trim() !== "") return custom;
  return VALIDATION_MESSAGES[lang][error.code](item.name, error.params);
};

export type ErrorDetail = { name: string; msg: string };

/**
 * The errorDesc list of a -100910 answer: one `{ name, msg }` per failing item, the first error of each,
 * in form order. Group children failing in several records are one entry; the structured errors keep records.
 */
export const renderValidationErrors = (
  form: CompiledForm,
  errors: ValidationError[],
  lang: Lang,
): ErrorDetail[] => {
  const seen = new Set<string>();
  const out: ErrorDetail[] = [];
  for (const error of errors) {
    const key = String(error.itemId);
    const item = form.places.get(key)?.item;
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push({ name: item.name, msg: renderValidationMessage(error, item, lang) });
  }
  return out;
};
