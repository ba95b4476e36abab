import type { FormItem } from "../model/item.ts";
import { VALUE_CODECS, type ValueKind, type ValueOf } from "../values/encoding.ts";
import { specOf } from "./registry.ts";

export type ReadValue =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { [K in ValueKind]: { kind: K; value: ValueOf[K] } }[Exclude<ValueKind, "none" | "group">];

/** Reads a stored value back per the item's control (CONTRACT.md encoding): typed, empty, or invalid. */
export const readValue = (item: FormItem, val: string): ReadValue => {
  const spec = specOf(item);
  if (!spec || spec.value === "none" || spec.value === "group") return { kind: "empty" };
  const codec = VALUE_CODECS[spec.value];
  if (codec.isEmpty(val)) return { kind: "empty" };
  const value = codec.decode(val);
  return value === undefined ? { kind: "invalid" } : ({ kind: spec.value, value } as ReadValue);
};

/** Encodes a typed value for an item whose control stores that kind; "" when the kinds do not match. */
export const writeValue = <K extends ValueKind>(item: FormItem, kind: K, value: ValueOf[K]): string => {
  const spec = specOf(item);
  return spec && spec.value === kind ? VALUE_CODECS[kind].encode(value) : "";
};
