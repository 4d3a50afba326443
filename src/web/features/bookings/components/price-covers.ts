import type { PriceBreakdown } from "#shared/bookings/pricing";
import type { TFunction } from "#web/lib/i18n/texts";

/**
 * What a total covers, in words: "2 trips · SAR 250 each", "1 trip", "4 hours at SAR 100 an
 * hour". A bare "SAR 500" after cards saying "from SAR 250" read as a mistake; every count goes
 * through the language's plural rules (Arabic has its dual, "رحلتان").
 */
export function priceCovers(breakdown: PriceBreakdown, t: TFunction, sar: (halalas: number) => string, minimumHours?: number | null): string {
  const { legs } = breakdown;
  const first = legs[0];
  if (!first) return "";
  if (legs.every((leg) => leg.unit === "hour")) {
    const hours = legs.reduce((sum, leg) => sum + (leg.billedHours ?? 0), 0);
    const sameRate = legs.every((leg) => leg.unitHalalas === first.unitHalalas);
    const hoursText = sameRate ? t("price.hoursAt", { count: hours, price: sar(first.unitHalalas) }) : t("price.hours", { count: hours });
    const minimum = minimumHours && minimumHours > 1 ? ` · ${t("price.minimumHours", { count: minimumHours })}` : "";
    return `${legs.length > 1 ? `${t("price.trips", { count: legs.length })} · ` : ""}${hoursText}${minimum}`;
  }
  const trips = t("price.trips", { count: legs.length });
  const same = legs.length > 1 && legs.every((leg) => leg.totalHalalas === first.totalHalalas);
  return same ? `${trips} · ${t("price.each", { price: sar(first.totalHalalas) })}` : trips;
}
