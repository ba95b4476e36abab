import { type CalendarDateTime, formatDateTime, parseDate, parseDateTime } from "../dates/calendar.ts";
import type { SystemFieldCode } from "../model/codes.ts";
import type { FormItem, FormOption } from "../model/item.ts";
import { type ControlSpec, specOf, systemFieldOf } from "../registry/registry.ts";
import { VALUE_CODECS } from "../values/encoding.ts";

/**
 * What validation needs to know about an item, worked out once per item of a form version rather than once
 * per submitted value: the registry entry, option index, date window. Items are immutable once parsed.
 */
export type ItemPlan = {
  key: string;
  spec: ControlSpec | null;
  base: number | null;
  system: SystemFieldCode | null;
  isEmpty: (val: string) => boolean;
  options: ReadonlyMap<string, FormOption> | null;
  /** Inclusive bounds as 16-character datetimes, when both a start and an end limit are set. */
  window: { start: string; end: string } | null;
};

const bound = (text: string | undefined, end: boolean): CalendarDateTime | undefined => {
  if (text === undefined) return undefined;
  const dt = parseDateTime(text);
  if (dt) return dt;
  const d = parseDate(text);
  return d && { ...d, hour: end ? 23 : 0, minute: end ? 59 : 0 };
};

const windowOf = (item: FormItem, base: number | null): ItemPlan["window"] => {
  if (base !== 22 && base !== 3) return null;
  const { startDate, endDate } = item.typeJson as { startDate?: string; endDate?: string };
  const [start, end] = [bound(startDate, false), bound(endDate, true)];
  return start && end ? { start: formatDateTime(start), end: formatDateTime(end) } : null;
};

const plans = new WeakMap<FormItem, ItemPlan>();

export const planOf = (item: FormItem): ItemPlan => {
  let plan = plans.get(item);
  if (plan) return plan;
  const spec = specOf(item);
  const base = spec?.base ?? null;
  plan = {
    key: String(item.id),
    spec,
    base,
    system: systemFieldOf(item),
    isEmpty: spec ? VALUE_CODECS[spec.value].isEmpty : () => true,
    options: item.optionInfos.length > 0 ? new Map(item.optionInfos.map((o) => [String(o.id), o])) : null,
    window: windowOf(item, base),
  };
  plans.set(item, plan);
  return plan;
};
