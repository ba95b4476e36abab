import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/ApiError.ts";

/**
 * A refusal or a "nothing here" (4xx) answers the same the second time: only failures that may pass (the
 * network, a busy server) are tried once more.
 */
export const retryOnce = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
