import { useTranslation } from "#web/lib/i18n/texts";
import type { CompanyProfile } from "#shared/company/company-profile.schema";
import { pickText } from "#shared/i18n/localized-text";
import { useLanguage } from "#web/lib/language";
import { LocalizedLink } from "./localized-link";
import { FIND_BOOKING_ITEM, NAV_ITEMS } from "./site-header";

export function whatsappLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

// WCAG 2.2 target size: each link at least 24 px tall (here 32), with room between them.
const FOOTER_LINK = "inline-flex min-h-8 items-center underline-offset-2 hover:underline";

export function SiteFooter({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{pickText(company.name, language)}</p>
          <p className="mt-2 text-sm">{pickText(company.tagline, language)}</p>
          <p className="mt-2 text-sm">{pickText(company.address, language)}</p>
        </div>
        <nav aria-label={t("nav.footer")}>
          <p className="font-semibold text-white">{t("footer.explore")}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {NAV_ITEMS.map(([path, key]) => (
              <li key={path}>
                <LocalizedLink to={path} className={FOOTER_LINK}>
                  {t(key)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to={FIND_BOOKING_ITEM[0]} className={FOOTER_LINK}>
                {t(FIND_BOOKING_ITEM[1])}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/privacy" className={FOOTER_LINK}>
                {t("footer.privacy")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/terms" className={FOOTER_LINK}>
                {t("footer.terms")}
              </LocalizedLink>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">{t("footer.contactUs")}</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <a href={`tel:${company.phone}`} dir="ltr" className={FOOTER_LINK}>
                {company.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className={FOOTER_LINK}>
                {company.email}
              </a>
            </li>
            <li>
              <a href={whatsappLink(company.whatsapp)} className={FOOTER_LINK} rel="noopener noreferrer">
                {t("footer.whatsapp")}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p data-testid="footer-copyright" className="mx-auto max-w-6xl px-4 py-4 text-center text-xs">
          © {year} {pickText(company.name, language)}. {t("footer.rights")} {t("footer.vatNote")}
        </p>
      </div>
    </footer>
  );
}
