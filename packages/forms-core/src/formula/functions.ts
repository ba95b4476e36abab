import { MATH_FUNCTIONS } from "./fn-math.ts";
import { TEXT_DATE_FUNCTIONS } from "./fn-text-date.ts";
import type { FnSpec } from "./fn-types.ts";

/**
 * The whitelist. A Map, not an object: a name like `constructor` or `__proto__` finds nothing, because no
 * prototype chain is ever consulted. Names are case-insensitive.
 */
const FUNCTIONS: ReadonlyMap<string, FnSpec> = (() => {
  const map = new Map<string, FnSpec>();
  for (const fn of [...MATH_FUNCTIONS, ...TEXT_DATE_FUNCTIONS]) map.set(fn.name, fn);
  map.set("AVERAGE", { ...map.get("AVG")!, name: "AVERAGE" });
  return map;
})();

export const lookupFunction = (name: string): FnSpec | undefined => FUNCTIONS.get(name.toUpperCase());

export const functionNames = (): string[] => [...FUNCTIONS.keys()].sort();
