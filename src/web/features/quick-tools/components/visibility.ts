/*
 * The bar's hidden/shown choice lives in a cookie. Public pages are micro-cached per URL for
 * every visitor (README "Architecture"), so the server cannot render the choice itself: a tiny
 * inline script marks <html> before the first paint, and CSS hides the tools. No flash, no shift.
 *
 * The same script catches taps that land before React has hydrated the bar (seconds on a slow
 * phone): the tapped button says it is loading (aria-busy) and the bar opens that tool, or applies
 * the toggle, as soon as it is interactive. No tap is lost.
 */
export const VISIBILITY_COOKIE = "rihla_quick_tools";
export const HIDDEN_ATTRIBUTE = "data-quick-tools-hidden";
/** Where the inline script leaves the tool tapped before hydration. */
export const PENDING_KEY = "__rihlaQuickTool";

// One template literal (no calls): unused in the browser's bundle, the minifier drops it there.
export const VISIBILITY_SCRIPT = `(function(d){var h=d.documentElement;\
h.toggleAttribute("${HIDDEN_ATTRIBUTE}",/(?:^|;\\s*)${VISIBILITY_COOKIE}=hidden(?:;|$)/.test(d.cookie));\
var q=/[?&]tool=(prayer|currency|weather)(?:&|$)/.exec(location.search);if(q)window.${PENDING_KEY}=q[1];\
d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-quick-tool]");\
if(!b||b.closest("[data-interactive]"))return;var tool=b.getAttribute("data-quick-tool");e.preventDefault();\
if(tool==="toggle"){var hide=!h.hasAttribute("${HIDDEN_ATTRIBUTE}");h.toggleAttribute("${HIDDEN_ATTRIBUTE}",hide);\
d.cookie="${VISIBILITY_COOKIE}="+(hide?"hidden":"shown")+"; Path=/; Max-Age=31536000; SameSite=Lax";return}\
window.${PENDING_KEY}=tool;b.setAttribute("aria-busy","true")},true)})(document)`;

export function readHidden(): boolean {
  return document.documentElement.hasAttribute(HIDDEN_ATTRIBUTE);
}

/** The tool tapped before the bar was interactive, once (null when none). */
export function takePendingTool(): string | null {
  const holder = window as unknown as Record<string, string | undefined>;
  const tool = holder[PENDING_KEY] ?? null;
  delete holder[PENDING_KEY];
  document.querySelector("[data-quick-tool][aria-busy]")?.removeAttribute("aria-busy");
  return tool;
}

export function writeHidden(hidden: boolean): void {
  document.documentElement.toggleAttribute(HIDDEN_ATTRIBUTE, hidden);
  document.cookie = `${VISIBILITY_COOKIE}=${hidden ? "hidden" : "shown"}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
