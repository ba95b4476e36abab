import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { REFRESH_MS } from "./visualApi.ts";

/**
 * A board's figures, fetched again every 30 s while the page is open: the figures on screen stay until the new
 * ones arrive (no spinner, no blank), so a wall display never flickers.
 */
export const useBoard = <T>(queryKey: QueryKey, queryFn: () => Promise<T>) =>
  useQuery({
    queryKey,
    queryFn,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
    retry: false,
  });
