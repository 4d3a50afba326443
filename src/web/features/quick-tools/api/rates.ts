import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Currency } from "#shared/quick-tools/currencies";
import type { RatesAnswer } from "#shared/quick-tools/quick-tools.schema";
import { apiFetch } from "#web/lib/api-client";

/** GET /api/quick-tools/rates?base= */
export const fetchRates = (base: Currency, signal?: AbortSignal) =>
  apiFetch<RatesAnswer>(`/api/quick-tools/rates?base=${encodeURIComponent(base)}`, { signal });

export const ratesQuery = (base: Currency) => queryOptions({ queryKey: ["quick-tools", "rates", base], queryFn: ({ signal }) => fetchRates(base, signal) });

export const useRates = (base: Currency) => useQuery(ratesQuery(base));
