import { parseDate, parseDateTime } from "../dates/calendar.ts";
import { LIMITS } from "../model/codes.ts";
import type { FormItem } from "../model/item.ts";
import type { ControlSpec } from "../registry/registry.ts";
import { VALUE_CODECS } from "../values/encoding.ts";
import { type Failure, fail } from "./errors.ts";
import { isValidIdCard } from "./id-card.ts";
import { checkNumeric } from "./number-rules.ts";
import { charLength, isAccountName, isEmail, isMobile, isPostcode } from "./patterns.ts";
import type { ItemPlan } from "./plan.ts";

/** Cascade styles that show a cascade as a flat radio, checkbox or select: one level only (SPEC 5). */
export const ENUMERATION_STYLES: ReadonlySet<number> = new Set([4, 5, 16, 17]);

/** SPEC 5's system-field rules, run before the control's own rules; their messages win. */
export const checkSystemField = (plan: ItemPlan, val: string, empty: boolean): Failure | null => {
  const code = plan.system;
  if (code === 10001 || code === 10002 || code === 10003) {
    if (empty) return fail("required");
  }
  if (empty) return null;
  if (code === 10002 && !isAccountName(val)) return fail("account");
  if (code === 10004 && !isMobile(val)) return fail("phoneFormat");
  // Parent phones may list several numbers; each must be a mobile number.
  if (code === 10012 && !val.split(/[,，]/).every((p) => isMobile(p.trim()))) return fail("phoneFormat");
  return null;
};

const checkPlainFormat = (base: number, val: string): Failure | null => {
  if (base === 14) return isEmail(val) ? null : fail("format");
  if (base === 15) return isMobile(val) ? null : fail("format");
  if (base === 26) return isPostcode(val) ? null : fail("format");
  if (base === 27) return isValidIdCard(val) ? null : fail("format");
  return null;
};

const checkLength = (item: FormItem, base: number, val: string): Failure | null => {
  if (base !== 1 && base !== 2) return null;
  const limit = (item.typeJson as { charNumber?: number }).charNumber;
  // Code points never outnumber UTF-16 units, so short text needs no counting.
  if (limit === undefined || limit <= 0 || val.length <= limit) return null;
  return charLength(val) > limit ? fail("length", { n: limit }) : null;
};

/** Types 22 and 3 with both a start and an end limit: the value must lie within them, ends included. */
const checkDateWindow = (plan: ItemPlan, item: FormItem, base: number, val: string): Failure | null => {
  if (base !== 22 && base !== 3) return null;
  const value = base === 22 ? parseDate(val) : parseDateTime(val);
  if (!value) return fail("format");
  if (!plan.window) return null;
  const text = base === 22 ? `${val} 00:00` : val;
  if (text >= plan.window.start && text <= plan.window.end) return null;
  const { startDate, endDate } = item.typeJson as { startDate?: string; endDate?: string };
  return fail("dateWindow", { start: startDate, end: endDate });
};

/** Option ids of a checkbox value, each once, in order. */
const uniqueIds = (val: string): string[] => {
  const out: string[] = [];
  for (const part of val.split(",")) {
    const id = part.trim();
    if (id !== "" && !out.includes(id)) out.push(id);
  }
  return out;
};

const checkOptions = (
  plan: ItemPlan,
  item: FormItem,
  base: number,
  val: string,
  valOther: string,
): Failure | null => {
  if (base !== 4 && base !== 5 && base !== 16 && base !== 17) return null;
  const ids = base === 4 || base === 16 ? [val.trim()] : uniqueIds(val);
  const known = plan.options;
  if (known && ids.some((id) => !known.has(id))) return fail("format");
  if (base === 5 || base === 17) {
    const { minOptionNum: min, maxOptionNum: max } = item.typeJson as {
      minOptionNum?: number;
      maxOptionNum?: number;
    };
    if (min !== undefined && ids.length < min) return fail("minOptions", { n: min });
    if (max !== undefined && max > 0 && ids.length > max) return fail("maxOptions", { n: max });
  }
  const needsText = ids.some((id) => known?.get(id)?.custom === LIMITS.customRequiredFlag);
  return needsText && valOther.trim() === "" ? fail("customOption") : null;
};

const checkEncoding = (spec: ControlSpec, item: FormItem, base: number, val: string): Failure | null => {
  if (spec.value === "text" || spec.value === "option" || spec.value === "options") return null;
  if (spec.value === "cascade" || spec.value === "cascadeMulti") {
    const paths =
      spec.value === "cascade" ? [VALUE_CODECS.cascade.decode(val)] : VALUE_CODECS.cascadeMulti.decode(val);
    if (!paths || paths.some((p) => p === undefined)) return fail("format");
    const style = (item.typeJson as { style?: number }).style;
    const flat = style !== undefined && ENUMERATION_STYLES.has(style);
    return flat && paths.some((p) => p!.length > 1) ? fail("format") : null;
  }
  if (base === 52) {
    const { stars, allowHalf } = item.typeJson as { stars: number; allowHalf: boolean };
    const n = Number(val);
    const step = allowHalf ? n * 2 : n;
    return /^\d+(\.5)?$/.test(val) && Number.isInteger(step) && n <= stars ? null : fail("format");
  }
  return VALUE_CODECS[spec.value].decode(val) === undefined ? fail("format") : null;
};

/** Every control rule of SPEC 5 for a value that is not empty; the first failure wins. */
export const checkFilledValue = (
  plan: ItemPlan,
  item: FormItem,
  val: string,
  valOther: string,
): Failure | null => {
  const { base, spec } = plan;
  if (base === null || spec === null) return null;
  if (val.length > LIMITS.maxValueLength) return fail("length", { n: LIMITS.maxValueLength });
  return (
    checkPlainFormat(base, val) ??
    checkNumeric(item, base, val) ??
    checkLength(item, base, val) ??
    checkDateWindow(plan, item, base, val) ??
    checkOptions(plan, item, base, val, valOther) ??
    (base === 19 || base === 20 || base === 21 || base === 3 || base === 22
      ? null
      : checkEncoding(spec, item, base, val))
  );
};
