import type { FormItem } from "../model/item.ts";
import { decimalPlaces, INTEGER_RE, NUMBER_RE } from "../values/decimal.ts";
import { type Failure, fail, type NumberSign } from "./errors.ts";
import { PERCENT_RE } from "./patterns.ts";

type NumberLimits = { rangeMin?: number; rangeMax?: number; inputLimit?: number };

const signOf = (inputLimit: number | undefined): NumberSign =>
  inputLimit === 1 ? "positive" : inputLimit === 2 ? "negative" : "number";

/**
 * inputLimit and rangeMin/rangeMax (SPEC 5). The range is inclusive at both ends. A sign restriction with no
 * range on that side reads as "greater than 0" / "less than 0", in the positive / negative wording.
 */
export const checkNumberLimits = (n: number, limits: NumberLimits): Failure | null => {
  const { rangeMin: min, rangeMax: max, inputLimit } = limits;
  const sign = signOf(inputLimit);
  const lowFail = (min !== undefined && n < min) || (inputLimit === 1 && n <= 0);
  const highFail = (max !== undefined && n > max) || (inputLimit === 2 && n >= 0);
  if (!lowFail && !highFail) return null;
  if (min !== undefined && max !== undefined) return fail("rangeBetween", { min, max });
  if (lowFail) return fail("rangeMin", { min: inputLimit === 1 ? Math.max(min ?? 0, 0) : min, sign });
  return fail("rangeMax", { max: inputLimit === 2 ? Math.min(max ?? 0, 0) : max, sign });
};

/** Format and precision of the numeric controls: 19 integer, 20 at most two decimals, 21 at most three. */
export const checkNumberFormat = (base: number, val: string): Failure | null => {
  if (base === 19) return INTEGER_RE.test(val) ? null : fail("format");
  if (base === 21) return PERCENT_RE.test(val) ? null : fail("format");
  if (!NUMBER_RE.test(val)) return fail("format");
  return base === 20 && decimalPlaces(val) > 2 ? fail("decimals") : null;
};

/** Numeric rules for 19, 20, 21, and for single-line text when inputLimit 1, 2 or 3 makes it numbers only. */
export const checkNumeric = (item: FormItem, base: number, val: string): Failure | null => {
  const settings = item.typeJson as NumberLimits;
  const limited = settings.inputLimit === 1 || settings.inputLimit === 2 || settings.inputLimit === 3;
  const numeric = base === 19 || base === 20 || base === 21;
  if (!numeric && !(base === 1 && limited)) return null;
  const format = checkNumberFormat(numeric ? base : 0, val);
  return format ?? checkNumberLimits(Number(val), settings);
};
