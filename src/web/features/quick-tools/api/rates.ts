import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RatesAnswer } from "#shared/quick-tools/quick-tools.schema";
import { apiFetch } from "#web/lib/api-client";

/** GET /api/quick-tools/rates?base= */
export const fetchRates = (base: string, signal?: AbortSignal) => apiFetch<RatesAnswer>(`/api/quick-tools/rates?base=${encodeURIComponent(base)}`, { signal });

export const ratesQuery = (base: string) => queryOptions({ queryKey: ["quick-tools", "rates", base], queryFn: ({ signal }) => fetchRates(base, signal) });

export const useRates = (base: string) => useQuery(ratesQuery(base));
