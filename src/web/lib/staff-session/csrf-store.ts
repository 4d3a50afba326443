/**
 * The CSRF token record in the browser's session storage (spec §3: token, hash, timestamp,
 * expiresAt). Storage failures (private modes, quotas) are only logged (spec §8): the next
 * write then fetches a fresh token from the server.
 */
const KEY = "rihla.csrf";
const HOUR_MS = 60 * 60_000;

export interface CsrfRecord {
  token: string;
  hash: string;
  timestamp: number;
  expiresAt: number;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function storeCsrfToken(token: string, expiresAt?: string): Promise<void> {
  try {
    const record: CsrfRecord = {
      token,
      hash: await sha256Hex(token),
      timestamp: Date.now(),
      expiresAt: expiresAt ? Date.parse(expiresAt) : Date.now() + HOUR_MS,
    };
    sessionStorage.setItem(KEY, JSON.stringify(record));
  } catch (error) {
    console.warn("Could not store the CSRF token", error);
  }
}

/** The stored token while it is still valid, or null. */
export function currentCsrfToken(): string | null {
  try {
    const record = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as CsrfRecord | null;
    return record && Date.now() < record.expiresAt ? record.token : null;
  } catch (error) {
    console.warn("Could not read the CSRF token", error);
    return null;
  }
}

export function clearCsrfToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch (error) {
    console.warn("Could not clear the CSRF token", error);
  }
}
