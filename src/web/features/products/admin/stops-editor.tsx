import type { LocalizedText } from "#shared/i18n/localized-text";
import { Button } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";

const input = "w-full rounded-md border border-stone-300 px-2 py-1.5 text-sm";

/** A ziyarat tour's stops in visiting order, named in English and Arabic (the booking form lists them). */
export function StopsEditor({ stops, onChange, canWrite }: { stops: LocalizedText[]; onChange: (stops: LocalizedText[]) => void; canWrite: boolean }) {
  const { t } = useTranslation("admin-products");
  const set = (index: number, language: "en" | "ar", value: string) => onChange(stops.map((stop, i) => (i === index ? { ...stop, [language]: value } : stop)));
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-ink">{t("routes.stops")}</legend>
      <ol className="space-y-2">
        {stops.map((stop, index) => (
          <li key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <input
              aria-label={t("routes.stopEn", { number: index + 1 })}
              className={input}
              value={stop.en}
              disabled={!canWrite}
              onChange={(event) => set(index, "en", event.target.value)}
            />
            <input
              aria-label={t("routes.stopAr", { number: index + 1 })}
              dir="rtl"
              lang="ar"
              className={input}
              value={stop.ar}
              disabled={!canWrite}
              onChange={(event) => set(index, "ar", event.target.value)}
            />
            {canWrite ? (
              <Button variant="ghost" onClick={() => onChange(stops.filter((_, i) => i !== index))}>
                {t("routes.removeStop", { number: index + 1 })}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {canWrite ? (
        <Button variant="secondary" onClick={() => onChange([...stops, { en: "", ar: "" }])}>
          {t("routes.addStop")}
        </Button>
      ) : null}
    </fieldset>
  );
}
