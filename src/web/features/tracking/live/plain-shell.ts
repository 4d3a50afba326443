/*
 * The site's header on a page that React does not hydrate (/track): the few things its React code
 * would do, done here in a few lines — the phone menu opens and closes, the header turns compact
 * once scrolled (app.css), and the language link remembers the choice as LanguageSwitch does.
 */
const COMPACT_AFTER_PX = 24;

export function wirePlainShell(): void {
  const button = document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-nav"]');
  const nav = document.getElementById("mobile-nav");
  button?.addEventListener("click", () => {
    if (!nav) return;
    nav.hidden = !nav.hidden;
    button.setAttribute("aria-expanded", String(!nav.hidden));
  });
  const root = document.documentElement;
  const onScroll = () => root.toggleAttribute("data-header-compact", window.scrollY > COMPACT_AFTER_PX);
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });
  for (const link of document.querySelectorAll<HTMLAnchorElement>("header a[hreflang]")) {
    link.addEventListener("click", () => {
      document.cookie = `lang=${link.hreflang}; Path=/; Max-Age=31536000; SameSite=Lax`;
    });
  }
}
