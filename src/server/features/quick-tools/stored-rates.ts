import { z } from "zod";

/** What this feature needs of the settings store (a JSON key/value table); no table of its own. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  setIfAbsent(key: string, value: unknown): Promise<unknown>;
}

export const storedRatesKey = (base: string) => `quick_tools_rates:${base}`;

export const storedRatesSchema = z.object({
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
  date: z.iso.datetime(),
});
export type StoredRates = z.infer<typeof storedRatesSchema>;

/**
 * Demo rates for a site that has never reached the rates service, seeded once (first writer
 * wins). Figures of early 2026; SAR is pegged at 3.75 per USD, AED at 3.6725. The suggested
 * additions (the pilgrims' home currencies) are there too, so they convert without the service.
 */
export const DEMO_RATES_USD: StoredRates = {
  rates: {
    USD: 1,
    EUR: 0.8547,
    GBP: 0.7418,
    SAR: 3.75,
    AED: 3.6725,
    JPY: 156.2,
    CNY: 7.0415,
    INR: 90.12,
    PKR: 280.5,
    IDR: 16_790,
    MYR: 4.21,
    TRY: 42.9,
    EGP: 47.6,
    BDT: 122.1,
  },
  date: "2026-01-15T00:00:00.000Z",
};

/** Rates for another base from rates in USD: X per base = (X per USD) / (base per USD). */
export function rebase(usd: StoredRates, base: string): StoredRates {
  const pivot = usd.rates[base] ?? 1;
  const rates = Object.fromEntries(Object.entries(usd.rates).map(([c, rate]) => [c, c === base ? 1 : Number((rate / pivot).toPrecision(8))]));
  return { rates, date: usd.date };
}
