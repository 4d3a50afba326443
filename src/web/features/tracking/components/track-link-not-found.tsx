import type { Language } from "#shared/i18n/languages";
import { localizePath } from "#shared/i18n/localized-path";
import { useTranslation } from "#web/lib/i18n/texts";

/** A wrong, replaced or revoked link: one friendly page (the server answered 404), and where to find the current link. */
export function TrackLinkNotFound({ language }: { language: Language }) {
  const { t } = useTranslation("tracking");
  return (
    <div className="space-y-4" data-testid="track-not-found">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("notFoundTitle")}</h1>
      <p className="text-ink">{t("notFoundText")}</p>
      <a
        href={localizePath("/booking-info", language)}
        className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t("findBooking")}
      </a>
    </div>
  );
}
