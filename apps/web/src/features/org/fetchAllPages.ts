import type { Page } from "@eos/contracts";
import type { PeopleQuery } from "../../components/memberApi.ts";

/** The server's largest page. */
export const exportPageSize = 200;
/** A guard against a server that keeps answering full pages: 100,000 rows. */
const maxPages = 500;

/** Every row of the current filter and sort, page by page, reporting progress after each page. */
export async function fetchAllPages<T>(
  fetchPage: (query: PeopleQuery) => Promise<Page<T>>,
  query: PeopleQuery,
  onProgress?: (done: number, total: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await fetchPage({ ...query, page, size: exportPageSize });
    rows.push(...result.list);
    onProgress?.(rows.length, result.total);
    if (result.list.length < exportPageSize || rows.length >= result.total) break;
  }
  return rows;
}
