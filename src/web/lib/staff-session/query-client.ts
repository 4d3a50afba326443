import { QueryClient } from "@tanstack/react-query";

/**
 * The spec's query cache (§9): kept 5 minutes, stale after 1, no refetch on window focus,
 * refetch on mount, one retry with backoff doubling from 1 s up to 30 s, no mutation retries.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        // One retry, and none for answers that will not change (4xx: refused, not found, signed out).
        retry: (failures, error) => {
          const status = (error as unknown as { status?: number }).status ?? 0;
          return failures < 1 && (status === 0 || status >= 500);
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: 0 },
    },
  });
}
