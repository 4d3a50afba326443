import { z } from "zod";
import { CURRENCIES, type Currency } from "#shared/quick-tools/currencies";

/** What this feature needs of the settings store (a JSON key/value table); no table of its own. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  setIfAbsent(key: string, value: unknown): Promise<unknown>;
}

export const storedRatesKey = (base: Currency) => `quick_tools_rates:${base}`;

export const storedRatesSchema = z.object({
  rates: z.record(z.enum(CURRENCIES), z.number().positive()),
  date: z.iso.datetime(),
});
export type StoredRates = z.infer<typeof storedRatesSchema>;

/**
 * Demo rates for a site that has never reached the rates service, seeded once (first writer
 * wins). Figures of early 2026; SAR is pegged at 3.75 per USD, AED at 3.6725.
 */
export const DEMO_RATES_USD: StoredRates = {
  rates: { USD: 1, EUR: 0.8547, GBP: 0.7418, SAR: 3.75, AED: 3.6725, JPY: 156.2, CNY: 7.0415, INR: 90.12 },
  date: "2026-01-15T00:00:00.000Z",
};

/** Rates for another base from rates in USD: X per base = (X per USD) / (base per USD). */
export function rebase(usd: StoredRates, base: Currency): StoredRates {
  const pivot = usd.rates[base] ?? 1;
  const rates = Object.fromEntries(CURRENCIES.map((c) => [c, c === base ? 1 : Number(((usd.rates[c] ?? 0) / pivot).toPrecision(8))])) as Record<
    Currency,
    number
  >;
  return { rates, date: usd.date };
}
