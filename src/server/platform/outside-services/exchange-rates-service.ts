import { z } from "zod";
import { CURRENCIES, type Currency } from "#shared/quick-tools/currencies";
import { fetchJson, OUTSIDE_SERVICE_TIMEOUT_MS } from "./fetch-json";

export const EXCHANGE_RATES_API_URL = "https://open.er-api.com/v6/latest";

const answerSchema = z.object({
  result: z.literal("success"),
  time_last_update_unix: z.number().int().positive(),
  rates: z.object(Object.fromEntries(CURRENCIES.map((c) => [c, z.number().positive()])) as Record<Currency, z.ZodNumber>),
});

export interface LiveRates {
  base: Currency;
  rates: Record<Currency, number>;
  /** When the service published them. */
  date: Date;
}

export interface ExchangeRatesService {
  latest(base: Currency): Promise<LiveRates>;
}

/** The exchange-rate service (spec section 7), asked by base currency: `<url>/<BASE>`; reads `rates`. */
export function createExchangeRatesService(options: { baseUrl?: string; timeoutMs?: number } = {}): ExchangeRatesService {
  return {
    async latest(base) {
      const url = `${(options.baseUrl ?? EXCHANGE_RATES_API_URL).replace(/\/$/, "")}/${base}`;
      const answer = await fetchJson("exchange-rates", url, answerSchema, options.timeoutMs ?? OUTSIDE_SERVICE_TIMEOUT_MS);
      const rates = Object.fromEntries(CURRENCIES.map((c) => [c, answer.rates[c]])) as Record<Currency, number>;
      return { base, rates, date: new Date(answer.time_last_update_unix * 1000) };
    },
  };
}
