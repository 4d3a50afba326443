import { QueryCache, QueryClient } from "@tanstack/react-query";

/** Answers that may change on a second try: no connection (status 0) or a server failure. */
const retryable = (error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  return status === 0 || status >= 500;
};

/**
 * The spec's query cache (§9): kept 5 minutes, stale after 1, no refetch on window focus,
 * refetch on mount, one retry with backoff doubling from 1 s up to 30 s, no mutation retries.
 * A failed read is only logged (spec §8); the screen shows its own "unavailable" state.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => console.warn(`Request ${JSON.stringify(query.queryKey)} failed`, error) }),
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        // One retry, and none for answers that will not change (4xx: refused, not found, signed out).
        retry: (failures, error) => failures < 1 && retryable(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: 0 },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One cache per browser tab, shared by every part that loads its own provider (each Quick Tools
 * widget, the contact form, the back office), so a reopened widget reuses a fresh answer. A server
 * render gets a new one each time: nothing cached for one visitor may reach another.
 */
export function queryClientForThisRender(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserClient ??= createQueryClient());
}
