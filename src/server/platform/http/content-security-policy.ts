/**
 * Content-Security-Policy (ASVS V3.4). No page allows inline scripts it did not write itself:
 * a page rendered for one response (admin, token links, anything never cached) carries a fresh
 * nonce on each of its scripts; a public page kept in the shared page cache carries the SHA-256
 * of each of its inline scripts instead, computed from the stored body, so one header fits every
 * visitor the cached body goes to (docs/decisions/002). Other answers (API, files) allow no
 * inline script at all. No page talks to the payment provider: the customer pays on its own
 * hosted page (a full page navigation), so no provider origin is allowed here. The hCaptcha hosts are allowed only while hCaptcha is the captcha in force.
 */
export interface CspSources {
  /** Origin of the Makkah live stream (framed on /makkah-live, or played as media), if any. */
  streamOrigin?: string | null;
  /** Origin the error-reporting client posts to, if configured. */
  reportingOrigin?: string | null;
  /** Whether hCaptcha is the captcha in force (its script, frames and styles come from its hosts). */
  hcaptcha?: boolean;
  /** Origin of the map tiles (MAP_TILE_URL): needed only when it is not https (recorded tiles on this machine). */
  tileOrigin?: string | null;
}

/** What inline scripts an answer may run: those carrying its nonce, or those with these hashes. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

const HCAPTCHA = " https://hcaptcha.com https://*.hcaptcha.com";

export function contentSecurityPolicy(sources: CspSources, inline?: InlineScripts): string {
  const captcha = sources.hcaptcha ? HCAPTCHA : "";
  const allowed = !inline ? "" : "nonce" in inline ? ` 'nonce-${inline.nonce}'` : inline.hashes.map((hash) => ` 'sha256-${hash}'`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${allowed}${captcha}`,
    `style-src 'self' 'unsafe-inline'${captcha}`,
    `img-src 'self' data: https:${sources.tileOrigin?.startsWith("http://") ? ` ${sources.tileOrigin}` : ""}`,
    "font-src 'self' data:",
    `connect-src 'self'${captcha}${sources.reportingOrigin ? ` ${sources.reportingOrigin}` : ""}`,
    `frame-src 'self'${captcha}${sources.streamOrigin ? ` ${sources.streamOrigin}` : ""}`,
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
