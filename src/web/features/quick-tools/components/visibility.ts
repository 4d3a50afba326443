/*
 * The bar's hidden/shown choice lives in a cookie. Public pages are micro-cached per URL for
 * every visitor (README "Architecture"), so the server cannot render the choice itself: a tiny
 * inline script marks <html> before the first paint, and CSS hides the tools. No flash, no shift.
 */
export const VISIBILITY_COOKIE = "rihla_quick_tools";
export const HIDDEN_ATTRIBUTE = "data-quick-tools-hidden";

export const VISIBILITY_SCRIPT = `document.documentElement.toggleAttribute("${HIDDEN_ATTRIBUTE}",/(?:^|;\\s*)${VISIBILITY_COOKIE}=hidden(?:;|$)/.test(document.cookie))`;

export function readHidden(): boolean {
  return document.documentElement.hasAttribute(HIDDEN_ATTRIBUTE);
}

export function writeHidden(hidden: boolean): void {
  document.documentElement.toggleAttribute(HIDDEN_ATTRIBUTE, hidden);
  document.cookie = `${VISIBILITY_COOKIE}=${hidden ? "hidden" : "shown"}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
