import { createHash, timingSafeEqual } from "node:crypto";
import type { SigningKey } from "./signing-key";

/** How long a quote vouches for its price; after that the customer sees the price again before booking. */
export const QUOTE_TOKEN_TTL_MS = 2 * 60 * 60_000;

/** What the price depends on, in a stable order: the same trip always hashes the same. */
export interface QuotedTrip {
  productSlug: string;
  vehicleClassSlug: string;
  legs: unknown[];
  adults: number;
  children: number;
  infants: number;
  bags: number;
}

/** JSON with object keys sorted, so equal values give equal text whatever order their keys were built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function sha256Base64url(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

export function tripHash(trip: QuotedTrip): string {
  const { productSlug, vehicleClassSlug, legs, adults, children, infants, bags } = trip;
  return sha256Base64url(canonicalJson({ productSlug, vehicleClassSlug, legs, adults, children, infants, bags }));
}

/**
 * quoteToken = "v1.<expiry s>.<total halalas>.<HMAC(trip hash, total, expiry)>". It carries no
 * trip: the submission's own trip is hashed again, so a token from another trip never matches.
 */
export function createQuoteTokens(key: SigningKey, now: () => number = Date.now) {
  const sign = (hash: string, total: number, expires: number) => key.hmac("quote", `v1|${hash}|${total}|${expires}`);
  return {
    async issue(trip: QuotedTrip, totalHalalas: number): Promise<string> {
      const expires = Math.floor((now() + QUOTE_TOKEN_TTL_MS) / 1000);
      return `v1.${expires}.${totalHalalas}.${(await sign(tripHash(trip), totalHalalas, expires)).toString("base64url")}`;
    },
    /**
     * What the token says of this trip: the total it vouches for, "expired" (ours, but too old: the
     * price is shown again), or "invalid" (not ours, altered, or made for another trip).
     */
    async check(token: string, trip: QuotedTrip): Promise<{ total: number } | "expired" | "invalid"> {
      const match = /^v1\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return "invalid";
      const expires = Number(match[1]);
      const total = Number(match[2]);
      const expected = await sign(tripHash(trip), total, expires);
      const given = Buffer.from(match[3] ?? "", "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      return expires * 1000 < now() ? "expired" : { total };
    },
  };
}
export type QuoteTokens = ReturnType<typeof createQuoteTokens>;
