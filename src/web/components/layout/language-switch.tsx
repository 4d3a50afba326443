import { useLocation } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { localizePath, splitLanguage } from "#shared/i18n/localized-path";

/** Links to the same page, with the same query, in the other language (a full page load, so
 *  the server renders it in that language). The choice is remembered here, in the browser: page
 *  answers carry no cookie, so shared caches may keep them (docs/decisions/005). */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { language, path } = splitLanguage(location.pathname);
  const other = language === "ar" ? "en" : "ar";
  return (
    <a
      href={localizePath(path, other) + location.search}
      hrefLang={other}
      lang={other}
      onClick={() => {
        document.cookie = `lang=${other}; Path=/; Max-Age=31536000; SameSite=Lax`;
      }}
      aria-label={t("language.switchLabel")}
      className={`inline-flex min-h-11 items-center rounded-lg border border-white/40 px-3 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white ${className}`}
    >
      {t("language.switchTo")}
    </a>
  );
}
