import type { ItemId } from "@eos/forms-core";

/** Where a value lives: the item, and the group record (and outer record) it belongs to. */
export type Scope = { pid: number | null; recordNum: number | null };

export const TOP: Scope = { pid: null, recordNum: null };

/** One value slot: `${itemId}|${pid}|${recordNum}` (0 for none), the key of per-item subscriptions. */
export const cellKey = (itemId: ItemId, scope: Scope): string =>
  `${itemId}|${scope.pid ?? 0}|${scope.recordNum ?? 0}`;

/** The records of a group inside one outer record (0 at the top level). */
export const recordsKey = (groupId: ItemId, outerRecord: number | null): string =>
  `${groupId}#${outerRecord ?? 0}`;

/** The scope of a group's children in record `recordNum`, the group itself sitting in `outer`. */
export const childScope = (outer: Scope, recordNum: number): Scope => ({
  pid: outer.recordNum,
  recordNum,
});
