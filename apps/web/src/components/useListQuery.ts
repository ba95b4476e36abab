import type { Page } from "@eos/contracts";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { useState } from "react";

/** What every server-paged list asks for; pages add their own filters and sort. */
export type PageQuery = { page: number; size: number; keyword?: string };

/**
 * A server-paged list's query (held in the page, not the URL) and its answer. A new keyword or page size starts
 * again from page 1; the previous page stays on screen while the next one loads.
 */
export function useListQuery<Q extends PageQuery, T>(
  initial: Q,
  keyOf: (query: Q) => QueryKey,
  fetchPage: (query: Q) => Promise<Page<T>>,
) {
  const [query, setQuery] = useState<Q>(initial);
  const list = useQuery({
    queryKey: keyOf(query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  return {
    query,
    setQuery,
    list,
    rows,
    total,
    search: (keyword: string | undefined) => setQuery((q) => ({ ...q, keyword, page: 1 })),
    turn: (page: number, size: number) => setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size })),
    /** After a row is deleted: stay on the page, or step back when it was the last row of the last page. */
    afterDelete: () => {
      const last = Math.max(1, Math.ceil((total - 1) / query.size));
      setQuery((q) => ({ ...q, page: Math.min(q.page, last) }));
    },
  };
}
