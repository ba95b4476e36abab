import type { FormulaValue } from "./runtime.ts";

/** What a whitelisted function sees: its arguments, evaluated only when it asks (IF, AND, OR short-circuit). */
export type Call = {
  pos: number;
  count: number;
  arg: (i: number) => FormulaValue;
  argPos: (i: number) => number;
  /** Charges work to the step budget (aggregates pay per element). */
  charge: (n: number) => void;
  now: number;
  timeZone: string;
};

export type FnSpec = { name: string; min: number; max: number; run: (c: Call) => FormulaValue };

export const MANY = 255;

export const allArgs = (c: Call): FormulaValue[] => Array.from({ length: c.count }, (_, i) => c.arg(i));
