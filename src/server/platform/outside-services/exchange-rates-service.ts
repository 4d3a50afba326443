import { z } from "zod";
import { CURRENCIES, type Currency } from "#shared/quick-tools/currencies";
import { fetchJson, OUTSIDE_SERVICE_TIMEOUT_MS } from "./fetch-json";

export const EXCHANGE_RATES_API_URL = "https://open.er-api.com/v6/latest";

const answerSchema = z.object({
  result: z.literal("success"),
  time_last_update_unix: z.number().int().positive(),
  // The spec's eight must be there; other currencies are read when asked for and present.
  rates: z.object(Object.fromEntries(CURRENCIES.map((c) => [c, z.number().positive()])) as Record<Currency, z.ZodNumber>).catchall(z.unknown()),
});

export interface LiveRates {
  base: string;
  rates: Record<string, number>;
  /** When the service published them. */
  date: Date;
}

export interface ExchangeRatesService {
  /** `extra`: currencies beyond the spec's eight to keep from the answer (an administrator's additions). */
  latest(base: string, extra?: readonly string[]): Promise<LiveRates>;
}

/** The exchange-rate service (spec section 7), asked by base currency: `<url>/<BASE>`; reads `rates`. */
export function createExchangeRatesService(options: { baseUrl?: string; timeoutMs?: number } = {}): ExchangeRatesService {
  return {
    async latest(base, extra = []) {
      const url = `${(options.baseUrl ?? EXCHANGE_RATES_API_URL).replace(/\/$/, "")}/${base}`;
      const answer = await fetchJson("exchange-rates", url, answerSchema, options.timeoutMs ?? OUTSIDE_SERVICE_TIMEOUT_MS);
      const rates: Record<string, number> = Object.fromEntries(CURRENCIES.map((c) => [c, answer.rates[c]]));
      for (const code of extra) {
        const rate = answer.rates[code];
        if (typeof rate === "number" && Number.isFinite(rate) && rate > 0) rates[code] = rate;
      }
      return { base, rates, date: new Date(answer.time_last_update_unix * 1000) };
    },
  };
}
