/**
 * The reads and writes of this module's tables that other modules may use, published as they are: the
 * module's index.ts hands out only services, views, ports and types, never a store file.
 */
export type { FormKey } from "./form-range.store.ts";
export { taskValueFacts } from "./form-value.store.ts";
