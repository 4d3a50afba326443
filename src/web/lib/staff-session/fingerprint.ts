import { FINGERPRINT_HEADER, type FingerprintComponents } from "#shared/auth/fingerprint";

/** The browser's fingerprint components (spec §3), sent on every admin API call. */
export function collectFingerprint(): FingerprintComponents {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screenResolution: `${screen.width}x${screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    colorDepth: screen.colorDepth,
    touchSupport: "ontouchstart" in window || navigator.maxTouchPoints > 0,
  };
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fingerprintHeader(): Record<string, string> {
  return { [FINGERPRINT_HEADER]: base64Url(JSON.stringify(collectFingerprint())) };
}
