import { compareFingerprints, type FingerprintComponents, type FingerprintRecord, type FingerprintVerdict } from "#shared/auth/fingerprint";
import { sha256Hex } from "./tokens";

// Every component, in the spec's order: the hash covers the whole record, not only the compared four.
const ORDER = ["userAgent", "language", "platform", "screenResolution", "timezone", "colorDepth", "touchSupport"] as const;

/** The SHA-256 hex of the components (the spec's digest helper), over a fixed order so equal components hash equally. */
export function fingerprintHash(components: FingerprintComponents): string {
  return sha256Hex(JSON.stringify(ORDER.map((key) => components[key])));
}

/** The spec's fingerprint record (§3): hash, components, createdAt. */
export function fingerprintRecord(components: FingerprintComponents, at: Date): FingerprintRecord {
  return { hash: fingerprintHash(components), components, createdAt: at.toISOString() };
}

/** A stored value as a record; rows written before records had a hash held the components alone. */
export function storedFingerprint(value: FingerprintRecord | FingerprintComponents | null | undefined): FingerprintRecord | null {
  if (!value) return null;
  if ("hash" in value && "components" in value) return value;
  const components = value as FingerprintComponents;
  return { hash: fingerprintHash(components), components, createdAt: "" };
}

/**
 * The browser's fingerprint now against the session's record: the same hash is the same browser
 * (no component differs); otherwise the spec's component rules decide (tolerance 2, critical
 * userAgent and platform).
 */
export function verifyFingerprint(stored: FingerprintRecord | null, current: FingerprintComponents | null): FingerprintVerdict {
  if (stored && current && fingerprintHash(current) === stored.hash) return { valid: true, mismatches: [] };
  return compareFingerprints(stored?.components, current);
}
