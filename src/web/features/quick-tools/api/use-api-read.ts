import { useEffect, useState } from "react";
import { ApiError, apiFetch } from "#web/lib/api-client";

/** The spec's query cache: an answer is fresh for 1 minute, kept for 5; one retry after 1 s. */
const STALE_MS = 60_000;
const KEEP_MS = 5 * 60_000;
const RETRY_AFTER_MS = 1_000;

/** Answers that may change on a second try (no connection, 5xx) are asked once more. */
async function readWithOneRetry<T>(path: string, signal: AbortSignal): Promise<T> {
  try {
    return await apiFetch<T>(path, { signal });
  } catch (error) {
    const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
    if (!retryable || signal.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    if (signal.aborted) throw new DOMException("Aborted", "AbortError");
    return apiFetch<T>(path, { signal });
  }
}
const cache = new Map<string, { value: unknown; at: number }>();

/** `receivedAt`: the browser's clock when the answer arrived (to compare with a server clock in it). */
export type ReadState<T> = { data: T | null; receivedAt: number; failed: boolean; loading: boolean };

/**
 * A GET of our own API, typed by its shared schema (the server parses with it; the browser does
 * not load zod for it: ~26 KB gzip on a roaming connection). A failure is only logged (spec
 * section 8) and leaves `data` null; a reopened widget reuses a fresh answer.
 */
export function useApiRead<T>(path: string | null): ReadState<T> {
  const cached = path ? cache.get(path) : undefined;
  const usable = cached && Date.now() - cached.at < KEEP_MS ? (cached.value as T) : null;
  const [state, setState] = useState<{ path: string | null; data: T | null; at: number; failed: boolean }>({
    path,
    data: usable,
    at: cached?.at ?? 0,
    failed: false,
  });

  useEffect(() => {
    if (!path) return;
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < STALE_MS) {
      setState({ path, data: hit.value as T, at: hit.at, failed: false });
      return;
    }
    const controller = new AbortController();
    readWithOneRetry<T>(path, controller.signal)
      .then((value) => {
        const at = Date.now();
        cache.set(path, { value, at });
        setState({ path, data: value, at, failed: false });
      })
      .catch((error: unknown) => {
        if ((error as Error).name === "AbortError") return;
        console.warn(`Quick tools: ${path} failed`, error);
        setState({ path, data: null, at: 0, failed: true });
      });
    return () => controller.abort();
  }, [path]);

  const current = state.path === path;
  return {
    data: current ? state.data : usable,
    receivedAt: current ? state.at : (cached?.at ?? 0),
    failed: current && state.failed,
    loading: !current || (!state.data && !state.failed),
  };
}
