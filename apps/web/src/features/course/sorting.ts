import type { PageQuery } from "../../components/useListQuery.ts";

export type SortedQuery = PageQuery & { sortField?: string; sortOrder?: "ascend" | "descend" };

/** A table's sorter as the list's query: the column's key and its order, or no sort. */
export const sortOf = (sorter: unknown): Pick<SortedQuery, "sortField" | "sortOrder"> => {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as
    | { columnKey?: unknown; order?: "ascend" | "descend" | null }
    | undefined;
  if (!s?.order || typeof s.columnKey !== "string") return { sortField: undefined, sortOrder: undefined };
  return { sortField: s.columnKey, sortOrder: s.order };
};
