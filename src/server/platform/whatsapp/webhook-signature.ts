import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Meta's X-Hub-Signature-256: "sha256=" + HMAC-SHA256 of the request's raw bytes with the app
 * secret. Checked on the bytes as they arrived, never on re-serialised JSON (Meta escapes Arabic
 * as \uXXXX in what it signs; JSON.stringify would not), and in constant time.
 */
export function signatureMatches(raw: Uint8Array, header: string | undefined, appSecret: string): boolean {
  if (!appSecret || !header) return false;
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

/** Constant-time equality of two texts (the webhook's verify token). */
export function sameText(a: string, b: string): boolean {
  const left = createHmac("sha256", "compare").update(a).digest();
  const right = createHmac("sha256", "compare").update(b).digest();
  return timingSafeEqual(left, right);
}
