import type { PeopleQuery, SortOrder } from "../../components/memberApi.ts";

export const defaultPageSize = 20;
export const initialQuery: PeopleQuery = { page: 1, size: defaultPageSize };

/** What antd's Table reports on a change, reduced to the parts the list uses. */
export type TablePaging = { current?: number; pageSize?: number };
export type TableSorter = { columnKey?: unknown; field?: unknown; order?: SortOrder | null };

const sorterOf = (sorter: TableSorter | TableSorter[]): TableSorter | undefined =>
  Array.isArray(sorter) ? sorter[0] : sorter;

/**
 * The next server query after a page, page size or sort change: columns the server cannot sort by are
 * ignored, and a new page size or sort starts again from page 1.
 */
export function applyTableChange(
  query: PeopleQuery,
  paging: TablePaging,
  sorter: TableSorter | TableSorter[],
  sortable: ReadonlyArray<string>,
): PeopleQuery {
  const s = sorterOf(sorter);
  const key = String(s?.columnKey ?? s?.field ?? "");
  const sortField = s?.order && sortable.includes(key) ? key : undefined;
  const sortOrder = sortField ? (s?.order ?? undefined) : undefined;
  const size = paging.pageSize ?? query.size;
  const resorted = sortField !== query.sortField || sortOrder !== query.sortOrder;
  const page = size !== query.size || resorted ? 1 : (paging.current ?? query.page);
  return { ...query, page, size, sortField, sortOrder };
}

/** A new keyword or unit filter starts again from page 1. */
export function applyFilter(query: PeopleQuery, patch: Pick<PeopleQuery, "keyword" | "orgId">): PeopleQuery {
  return { ...query, ...patch, page: 1 };
}

/** After deleting rows, stay on the page unless it would now be past the end. */
export function pageAfterDelete(query: PeopleQuery, total: number, removed: number): number {
  const last = Math.max(1, Math.ceil((total - removed) / query.size));
  return Math.min(query.page, last);
}

/** The antd sortOrder of a column, so the header shows the server's current sort. */
export const sortOrderOf = (query: PeopleQuery, key: string): SortOrder | null =>
  query.sortField === key ? (query.sortOrder ?? null) : null;

/** A column the server sorts by, showing the query's current order. */
export const sortedColumn = <K extends string>(query: PeopleQuery, key: K) => ({
  key,
  dataIndex: key,
  sorter: true,
  sortOrder: sortOrderOf(query, key),
});
