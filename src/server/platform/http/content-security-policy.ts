/**
 * Content-Security-Policy (ASVS V3.4). Public pages are micro-cached and shared between
 * visitors, so a per-request nonce cannot protect them; they get a policy that still forbids
 * plugins, foreign bases, foreign form targets and framing by others, and limits where scripts,
 * frames and connections may come from. Admin pages are never cached: their scripts must carry
 * the nonce of that very response, so an injected script cannot run there.
 */
export interface CspSources {
  /** Origin of the Makkah live stream (framed on /makkah-live, or played as media), if any. */
  streamOrigin?: string | null;
  /** Origin the error-reporting client posts to, if configured. */
  reportingOrigin?: string | null;
}

const HCAPTCHA = "https://hcaptcha.com https://*.hcaptcha.com";

export function contentSecurityPolicy(sources: CspSources, nonce?: string): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' ${HCAPTCHA}` : `'self' 'unsafe-inline' ${HCAPTCHA}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline' ${HCAPTCHA}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${HCAPTCHA}${sources.reportingOrigin ? ` ${sources.reportingOrigin}` : ""}`,
    `frame-src 'self' ${HCAPTCHA}${sources.streamOrigin ? ` ${sources.streamOrigin}` : ""}`,
    `media-src 'self'${sources.streamOrigin ? ` ${sources.streamOrigin}` : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
