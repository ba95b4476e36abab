/** What a filler may do with an item: fill it, only read it, or not see it (SPEC 4). */
export type FieldState = "Add" | "Query" | "Hidden";

/** Ordered from the widest to the narrowest: a narrower state always wins when two sources disagree. */
export const STATE_RANK: Record<FieldState, number> = { Add: 0, Query: 1, Hidden: 2 };

export const narrower = (a: FieldState, b: FieldState): FieldState =>
  STATE_RANK[a] >= STATE_RANK[b] ? a : b;
