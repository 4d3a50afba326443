import { useTranslation } from "#web/lib/i18n/texts";

/** A tour's stops, in visiting order, as the product lists them (the price covers them all), and the way back. */
export function TourStops({ stops }: { stops: string[] }) {
  const { t } = useTranslation("booking");
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      {stops.length > 0 ? (
        <>
          <p id="tour-stops-title" className="text-sm font-semibold text-brand-900">
            {t("trip.stops")}
          </p>
          <ol aria-labelledby="tour-stops-title" className="mt-1 list-decimal space-y-0.5 ps-5 text-sm text-ink">
            {stops.map((stop) => (
              <li key={stop}>{stop}</li>
            ))}
          </ol>
        </>
      ) : null}
      <p className="mt-1 text-xs text-muted">{t("trip.tourReturn")}</p>
    </div>
  );
}
