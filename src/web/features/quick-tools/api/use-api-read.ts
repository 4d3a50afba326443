import { useEffect, useState } from "react";
import type { z } from "zod";
import { apiFetch } from "#web/lib/api-client";

/** The spec's query cache: an answer is fresh for 1 minute, kept for 5. */
const STALE_MS = 60_000;
const KEEP_MS = 5 * 60_000;
const cache = new Map<string, { value: unknown; at: number }>();

/** `receivedAt`: the browser's clock when the answer arrived (to compare with a server clock in it). */
export type ReadState<T> = { data: T | null; receivedAt: number; failed: boolean; loading: boolean };

/**
 * A GET of our own API, checked against its shared schema. A failure is only logged (spec
 * section 8) and leaves `data` null; a reopened widget reuses a fresh answer.
 */
export function useApiRead<S extends z.ZodType>(path: string | null, schema: S): ReadState<z.infer<S>> {
  const cached = path ? cache.get(path) : undefined;
  const usable = cached && Date.now() - cached.at < KEEP_MS ? (cached.value as z.infer<S>) : null;
  const [state, setState] = useState<{ path: string | null; data: z.infer<S> | null; at: number; failed: boolean }>({ path, data: usable, at: cached?.at ?? 0, failed: false });

  useEffect(() => {
    if (!path) return;
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < STALE_MS) {
      setState({ path, data: hit.value as z.infer<S>, at: hit.at, failed: false });
      return;
    }
    const controller = new AbortController();
    apiFetch<unknown>(path, { signal: controller.signal })
      .then((body) => {
        const value = schema.parse(body);
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
  }, [path, schema]);

  const current = state.path === path;
  return {
    data: current ? state.data : usable,
    receivedAt: current ? state.at : (cached?.at ?? 0),
    failed: current && state.failed,
    loading: !current || (!state.data && !state.failed),
  };
}
