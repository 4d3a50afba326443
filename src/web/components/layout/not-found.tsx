import { useTranslation } from "#web/lib/i18n/texts";
import { LocalizedLink } from "./localized-link";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-sand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("errors.notFoundTitle")}</h1>
      <p className="mt-3 text-muted">{t("errors.notFoundText")}</p>
      <LocalizedLink to="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {t("errors.notFoundHome")}
      </LocalizedLink>
    </section>
  );
}
