import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random hex string of the given byte length (spec §7 helper). */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}

/** SHA-256 hex digest of a text (spec §7 helper). */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
