import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import type { CompanyProfile } from "#shared/company/company-profile.schema";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { useLanguage } from "#web/lib/language";
import { LanguageSwitch } from "./language-switch";
import { useLocalizedPath } from "./localized-link";

export const NAV_ITEMS = [
  ["/services", "nav.services"],
  ["/fleet", "nav.fleet"],
  ["/guides", "nav.guides"],
  ["/blog", "nav.blog"],
  ["/testimonials", "nav.testimonials"],
  ["/contact", "nav.contact"],
] as const;
/** A customer's way back to their booking (the link's page asks for the reference when there is no token). */
export const FIND_BOOKING_ITEM = ["/booking-info", "nav.findBooking"] as const;
/** Scrolled further than this, the header shows its compact 48 px (app.css html[data-header-compact]). */
const COMPACT_AFTER_PX = 24;

/** `languages`: those the site is shown in; the switch is offered only when there is another. */
export function SiteHeader({ company, languages }: { company: CompanyProfile; languages: readonly Language[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  // One passive listener and an attribute: the shrinking itself is CSS (first-load budget).
  useEffect(() => {
    const root = document.documentElement;
    const onScroll = () => root.toggleAttribute("data-header-compact", window.scrollY > COMPACT_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      root.removeAttribute("data-header-compact");
    };
  }, []);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2 font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white ${isActive ? "bg-white/15 text-white" : "text-brand-50"}`;

  // "Find my booking" closes the list; between md and lg the row's links are a little smaller so all seven fit.
  const navList = (className: string) => (
    <ul className={className}>
      {NAV_ITEMS.map(([path, key]) => (
        <li key={path}>
          <NavLink to={localize(path)} className={linkClass}>
            {t(key)}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to={localize(FIND_BOOKING_ITEM[0])} className={linkClass}>
          {t(FIND_BOOKING_ITEM[1])}
        </NavLink>
      </li>
    </ul>
  );

  return (
    // Sticky and exactly 72 px tall: the Quick Tools bar sits right under it (spec: 72 px from the
    // top), and the open mobile menu (z-50) lies over the bar, never under it. Scrolled, it slides
    // 24 px up (app.css .site-header): 48 px stay in view and nothing below it moves.
    <header className="site-header sticky top-0 z-50 bg-brand-900 text-white">
      <div className="site-header-row mx-auto flex h-[72px] max-w-6xl items-center justify-between gap-4 px-4">
        <NavLink
          to={localize("/")}
          className="flex items-center gap-2 text-xl font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-white"
          end
        >
          {/* The company's logo from /admin/configurations, else the built-in mark; the name stays beside it. */}
          {company.logo ? (
            <img src={company.logo} alt="" height={32} className="h-8 w-auto max-w-24 object-contain" />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
              <circle cx="16" cy="16" r="15" fill="#d6b56d" />
              <path d="M8 21h16M11 21v-6l5-4 5 4v6" stroke="#073323" strokeWidth="2.2" fill="none" strokeLinejoin="round" />
            </svg>
          )}
          <span>{pickText(company.name, language)}</span>
        </NavLink>
        <nav aria-label={t("nav.primary")} className="hidden md:block">
          {navList("flex items-center gap-1 md:max-lg:gap-0 md:max-lg:text-sm md:max-lg:[&_a]:px-2")}
        </nav>
        <div className="flex items-center gap-2">
          {languages.length > 1 && <LanguageSwitch />}
          <button
            type="button"
            className="min-h-11 rounded-lg border border-white/40 px-3 text-sm font-semibold md:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t("nav.closeMenu") : t("nav.menu")}
          </button>
        </div>
      </div>
      <nav
        id="mobile-nav"
        aria-label={t("nav.primary")}
        hidden={!open}
        className="max-h-[calc(100dvh-72px)] overflow-y-auto border-t border-white/10 px-4 pb-3 md:hidden"
      >
        {navList("flex flex-col gap-1 pt-2")}
      </nav>
    </header>
  );
}
