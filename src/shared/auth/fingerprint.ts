/**
 * The session fingerprint (spec §3, §5): recorded at sign-in, compared on every admin request.
 * Only userAgent, language, platform and timezone are compared; a difference in more than
 * FINGERPRINT_TOLERANCE of them, or in a critical one, ends the session.
 */
export interface FingerprintComponents {
  userAgent: string;
  language: string;
  platform: string;
  screenResolution: string;
  timezone: string;
  colorDepth: number;
  touchSupport: boolean;
}

/** What a session keeps (spec §3): the components, their SHA-256 hex, and when they were recorded (ISO). */
export interface FingerprintRecord {
  hash: string;
  components: FingerprintComponents;
  createdAt: string;
}

export const FINGERPRINT_TOLERANCE = 2;
const COMPARED = ["userAgent", "language", "platform", "timezone"] as const;
const CRITICAL: ReadonlySet<string> = new Set(["userAgent", "platform"]);

export const FINGERPRINT_REASONS = {
  noStored: "No stored fingerprint",
  tooMany: "Too many fingerprint mismatches",
  critical: "Critical component mismatch",
  error: "Verification error",
} as const;
export type FingerprintReason = (typeof FINGERPRINT_REASONS)[keyof typeof FINGERPRINT_REASONS];

export type FingerprintVerdict = { valid: true; mismatches: string[] } | { valid: false; reason: FingerprintReason; mismatches: string[] };

export function compareFingerprints(stored: FingerprintComponents | null | undefined, current: FingerprintComponents | null | undefined): FingerprintVerdict {
  if (!stored) return { valid: false, reason: FINGERPRINT_REASONS.noStored, mismatches: [] };
  if (!current) return { valid: false, reason: FINGERPRINT_REASONS.error, mismatches: [] };
  const mismatches = COMPARED.filter((key) => stored[key] !== current[key]);
  if (mismatches.length > FINGERPRINT_TOLERANCE) return { valid: false, reason: FINGERPRINT_REASONS.tooMany, mismatches };
  if (mismatches.some((key) => CRITICAL.has(key))) return { valid: false, reason: FINGERPRINT_REASONS.critical, mismatches };
  return { valid: true, mismatches };
}

/** The header that carries the browser's components (base64url JSON) on admin API calls. */
export const FINGERPRINT_HEADER = "x-client-fingerprint";
export const CSRF_HEADER = "x-csrf-token";
