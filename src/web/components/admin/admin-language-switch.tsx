import { useTranslation } from "#web/lib/i18n/texts";
import { useLanguage } from "#web/lib/language";

/** The back office has one URL per page: switching language stores the choice and reloads. */
export function AdminLanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation("admin");
  const other = useLanguage() === "ar" ? "en" : "ar";
  return (
    <button
      type="button"
      lang={other}
      aria-label={t("layout.switchLanguage")}
      onClick={() => {
        document.cookie = `lang=${other}; Path=/; Max-Age=31536000; SameSite=Lax`;
        window.location.reload();
      }}
      className={`rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
    >
      {other === "ar" ? "العربية" : "English"}
    </button>
  );
}
