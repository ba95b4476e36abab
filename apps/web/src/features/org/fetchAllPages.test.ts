import type { Page } from "@eos/contracts";
import { describe, expect, it, vi } from "vitest";
import type { PeopleQuery } from "../../components/memberApi.ts";
import { exportPageSize, fetchAllPages } from "./fetchAllPages.ts";

const pages = (total: number) =>
  vi.fn(async (q: PeopleQuery): Promise<Page<number>> => {
    const from = (q.page - 1) * q.size;
    const list = Array.from({ length: Math.max(0, Math.min(q.size, total - from)) }, (_, i) => from + i);
    return { list, total, page: q.page, size: q.size };
  });

describe("exporting every row of the current filter", () => {
  it("reads page after page at the largest size, keeping filters and sort, and reports progress", async () => {
    const fetchPage = pages(450);
    const progress: Array<[number, number]> = [];
    const rows = await fetchAllPages(
      fetchPage,
      { page: 3, size: 20, keyword: "li", sortField: "name", sortOrder: "ascend", orgId: 4 },
      (done, total) => progress.push([done, total]),
    );
    expect(rows).toHaveLength(450);
    expect(rows[449]).toBe(449);
    expect(fetchPage.mock.calls.map(([q]) => q.page)).toEqual([1, 2, 3]);
    expect(fetchPage.mock.calls[0][0]).toEqual({
      page: 1,
      size: exportPageSize,
      keyword: "li",
      sortField: "name",
      sortOrder: "ascend",
      orgId: 4,
    });
    expect(progress).toEqual([
      [200, 450],
      [400, 450],
      [450, 450],
    ]);
  });

  it("asks once when everything fits on one page", async () => {
    const fetchPage = pages(0);
    expect(await fetchAllPages(fetchPage, { page: 1, size: 20 })).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
