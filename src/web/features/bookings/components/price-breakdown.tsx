import { EXTRA_LABELS } from "#shared/bookings/booking-labels";
import type { PriceBreakdown as Breakdown } from "#shared/bookings/pricing";
import { pickText } from "#shared/i18n/localized-text";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { formatSar, vatIncluded } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import { formatDate } from "#web/lib/format";

function Line({
  label,
  amount,
  strong = false,
  muted = false,
  ruled = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  muted?: boolean;
  ruled?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? "font-semibold text-ink" : muted ? "text-sm text-muted" : "text-ink"} ${ruled ? "mt-1 border-t border-stone-200 pt-2" : ""}`}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{amount}</dd>
    </div>
  );
}

/** The price per leg (base, season, extras, rounding, VAT as its own line) and the total, as the server computed it. */
export function PriceBreakdown({ breakdown, language, totalHalalas }: { breakdown: Breakdown; language: Language; totalHalalas?: number }) {
  const { t } = useTranslation("booking");
  const sar = (halalas: number) => formatSar(halalas, language);
  const percent = (basisPoints: number) =>
    new Intl.NumberFormat(LANGUAGE_LOCALE[language], { style: "percent", signDisplay: "always", maximumFractionDigits: 1 }).format(basisPoints / 10_000 - 1);
  const vat = new Intl.NumberFormat(LANGUAGE_LOCALE[language], { style: "percent" }).format(breakdown.vatRatePercent / 100);
  const total = totalHalalas ?? breakdown.totalHalalas;
  return (
    <div className="space-y-4">
      {breakdown.legs.map((leg, index) => (
        <div key={index} className="rounded-xl border border-stone-200 bg-white p-4">
          <p className="mb-1 text-sm font-semibold text-muted">
            {t("trip.legTitle", { number: index + 1 })} · {formatDate(`${leg.riyadhDate}T12:00:00+03:00`, language)}
          </p>
          <dl>
            <Line
              label={leg.unit === "hour" ? t("price.hourly", { count: leg.billedHours ?? 1, price: sar(leg.unitHalalas) }) : t("price.base")}
              amount={sar(leg.baseHalalas)}
            />
            {leg.season && leg.seasonAdjustmentHalalas !== 0 ? (
              <Line
                label={t("price.season", { name: pickText(leg.season.name, language), change: percent(leg.season.multiplierBasisPoints) })}
                amount={sar(leg.seasonAdjustmentHalalas)}
              />
            ) : null}
            {leg.extras.map((extra) => (
              <Line key={extra.kind} label={`${pickText(EXTRA_LABELS[extra.kind], language)} × ${extra.quantity}`} amount={sar(extra.totalHalalas)} />
            ))}
            {leg.roundingHalalas !== 0 ? <Line label={t("price.rounding")} amount={sar(leg.roundingHalalas)} muted /> : null}
            <Line label={t("price.legTotal")} amount={sar(leg.totalHalalas)} strong ruled />
            <Line label={t("price.vatIncluded", { vat })} amount={sar(leg.vatHalalas)} muted />
          </dl>
        </div>
      ))}
      <dl className="rounded-xl bg-brand-50 p-4">
        <Line label={t("price.total")} amount={sar(total)} strong />
        <Line label={t("price.vatIncluded", { vat })} amount={sar(totalHalalas === undefined ? breakdown.vatHalalas : vatIncluded(total))} muted />
      </dl>
    </div>
  );
}
