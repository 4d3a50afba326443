import type { Currency } from "#shared/quick-tools/currencies";
import type { RatesAnswer } from "#shared/quick-tools/quick-tools.schema";
import { useApiRead, type ReadState } from "./use-api-read";

export const ratesPath = (base: Currency) => `/api/quick-tools/rates?base=${encodeURIComponent(base)}`;

export function useRates(base: Currency): ReadState<RatesAnswer> {
  return useApiRead<RatesAnswer>(ratesPath(base));
}
