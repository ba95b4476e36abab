import type { ItemId } from "../model/item.ts";

/** One code per message of CONTRACT.md's table, plus the quota check the server runs in its transaction. */
export type ValidationErrorCode =
  | "required"
  | "account"
  | "phoneFormat"
  | "format"
  | "decimals"
  | "minOptions"
  | "maxOptions"
  | "customOption"
  | "rangeBetween"
  | "rangeMin"
  | "rangeMax"
  | "length"
  | "dateWindow"
  | "optionFull";

/** "number" unless inputLimit restricts the sign: then the range messages say positive or negative number. */
export type NumberSign = "number" | "positive" | "negative";

export type ValidationParams = {
  n?: number;
  min?: number;
  max?: number;
  sign?: NumberSign;
  start?: string;
  end?: string;
  option?: string;
};

export type ValidationError = {
  itemId: ItemId;
  /** The group record the value sits in; null at the top level. */
  recordNum: number | null;
  /** For a group nested in a group record: the outer record's number. */
  pid: number | null;
  code: ValidationErrorCode;
  params: ValidationParams;
};

export type Failure = { code: ValidationErrorCode; params: ValidationParams };

export const fail = (code: ValidationErrorCode, params: ValidationParams = {}): Failure => ({ code, params });
