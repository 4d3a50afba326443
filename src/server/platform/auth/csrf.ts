import { randomHex, sameDigest, sha256Hex } from "./tokens";

/**
 * The spec's CSRF token (§3, §5, §9): 32 random bytes, valid for an hour, never older than a day,
 * checked by comparing hashes. The server keeps only the hash; the browser keeps the token in
 * session storage and sends it on every state-changing admin request.
 */
export const CSRF_TOKEN_BYTES = 32;
export const CSRF_EXPIRY_MS = 60 * 60_000;
export const CSRF_MAX_AGE_MS = 24 * 60 * 60_000;

export interface StoredCsrf {
  hash: string | null;
  issuedAt: Date | null;
  expiresAt: Date | null;
}

export interface IssuedCsrf {
  token: string;
  hash: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * A fresh token. A refresh keeps the first issue time, so refreshing extends the hour but never
 * past the day; null when the day is over (the person signs in again).
 */
export function issueCsrf(now: Date, firstIssuedAt: Date | null = null): IssuedCsrf | null {
  const issuedAt = firstIssuedAt ?? now;
  const dayEnds = issuedAt.getTime() + CSRF_MAX_AGE_MS;
  if (now.getTime() >= dayEnds) return null;
  const token = randomHex(CSRF_TOKEN_BYTES);
  return { token, hash: sha256Hex(token), issuedAt, expiresAt: new Date(Math.min(now.getTime() + CSRF_EXPIRY_MS, dayEnds)) };
}

export function csrfIsValid(given: string | undefined | null, stored: StoredCsrf, now: Date): boolean {
  if (!given || !stored.hash || !stored.issuedAt || !stored.expiresAt) return false;
  if (now.getTime() >= stored.expiresAt.getTime()) return false;
  if (now.getTime() - stored.issuedAt.getTime() > CSRF_MAX_AGE_MS) return false;
  return sameDigest(sha256Hex(given), stored.hash);
}
