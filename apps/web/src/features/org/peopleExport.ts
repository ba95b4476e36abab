import { downloadFile } from "../../api/download.ts";
import { type PeopleQuery, toQueryParams } from "../../components/memberApi.ts";

/** Where each list's .xlsx export lives on the server. */
export const exportPaths = { teacher: "/v3/tea/export", student: "/v3/stu/export", parent: "/v3/par/export" };

/** Downloads the server's .xlsx of a list with the list's filters and sort (no paging). */
export async function downloadPeopleExport(
  path: string,
  query: PeopleQuery,
  fileName: string,
): Promise<number> {
  const { page: _page, size: _size, ...filters } = toQueryParams(query);
  return downloadFile(path, filters, fileName);
}
