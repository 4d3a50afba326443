import { Suspense, useEffect, useRef, useState } from "react";
import type { BookingCreatedResponse } from "#shared/bookings/api-contract";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { placeById } from "#shared/bookings/places";
import { splitLanguage } from "#shared/i18n/localized-path";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { whatsappLink } from "#web/components/layout/site-footer";
import { useTranslation } from "#web/lib/i18n/texts";
import { makkahDateTime } from "./makkah-time";
import { PickupTime } from "./pickup-time";
import type { BookingPaymentSlots } from "./payment-slots";
import { tokenOfPath } from "./payment-slots";
import { priceCovers } from "./price-covers";
import { primaryButton, secondaryButton } from "./booking-ui";

/** The calendar file of a booking link: GET /booking-info/:token/calendar.ics (one address for both languages). */
export function calendarPath(bookingPath: string): string {
  return `${splitLanguage(bookingPath).path}/calendar.ics`;
}

const endpointName = (endpoint: LegEndpoint, language: Language) =>
  endpoint.type === "address" ? endpoint.address : pickText(placeById(endpoint.placeId)?.name, language);

/** "Send to my WhatsApp": a wa.me link with no number, so the customer picks their own chat (or "message yourself"). */
export const shareToWhatsapp = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * After 201: the reference; what we promise (never beyond the pickup: when it is sooner, call or
 * WhatsApp now); the trip and its total as booked; and the booking link as buttons (open, copy,
 * send to my WhatsApp, calendar) instead of a long raw address.
 */
export function BookingSuccess({
  done,
  language,
  whatsapp,
  phone,
  onStartOver,
  PayNow,
}: {
  done: BookingCreatedResponse;
  language: Language;
  whatsapp: string;
  phone: string;
  onStartOver: () => void;
  /** Online payment's next step (the deposit now), when the route hands it in. */
  PayNow?: BookingPaymentSlots["PayNow"];
}) {
  const { t } = useTranslation("booking");
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  // The panel replaces the form: the reader's focus goes to its heading, which says it worked.
  useEffect(() => heading.current?.focus(), []);
  const link = typeof window === "undefined" ? done.bookingPath : new URL(done.bookingPath, window.location.origin).href;
  const sar = (halalas: number) => formatSar(halalas, language);
  // Older answers (a tab kept from before) carry only the hours.
  const promise = done.confirmation ?? { withinHours: done.confirmWithinHours, callNow: false };
  const trip = done.trip;
  const firstPickup = trip?.legs[0]?.pickupAt;
  const shareText = t("done.shareText", {
    reference: done.reference,
    when: firstPickup ? `${makkahDateTime(firstPickup, language)} (${t("trip.makkahTime")})` : "",
    total: sar(done.breakdown.totalHalalas),
    link,
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  };
  return (
    <section aria-labelledby="booking-done-title" className="space-y-5 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 ref={heading} id="booking-done-title" tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {t("done.title")}
      </h2>
      <div>
        <p className="text-sm text-muted">{t("done.reference")}</p>
        <p className="text-2xl font-bold tracking-wide text-brand-800" dir="ltr" data-reference>
          {done.reference}
        </p>
      </div>
      {PayNow ? (
        <Suspense fallback={null}>
          <PayNow token={tokenOfPath(done.bookingPath)} language={language} />
        </Suspense>
      ) : null}
      {promise.callNow ? (
        <div className="space-y-3 rounded-xl border border-sand-400 bg-sand-100 p-4" data-call-now>
          <p className="font-semibold text-brand-900">{t("done.callNow")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={`tel:${phone}`} className={primaryButton}>
              {t("done.call")}{" "}
              <span dir="ltr" className="ms-1">
                {phone}
              </span>
            </a>
            <a href={whatsappLink(whatsapp, t("done.whatsappText", { reference: done.reference }))} rel="noopener noreferrer" className={secondaryButton}>
              {t("done.whatsapp")}
            </a>
          </div>
        </div>
      ) : (
        <p className="text-ink" data-promise>
          {t("done.confirmWithin", { count: promise.withinHours })}
        </p>
      )}
      {trip ? (
        <div className="space-y-3" data-booked-trip>
          <h3 className="text-lg font-semibold text-brand-900">{trip.productName ? pickText(trip.productName, language) : t("done.trip")}</h3>
          {trip.legs.map((leg, index) => (
            <div key={index} className="rounded-xl border border-stone-200 p-3">
              <p className="font-semibold text-brand-900">{t("trip.legTitle", { number: index + 1 })}</p>
              <PickupTime iso={leg.pickupAt} language={language} />
              <p className="mt-1 text-ink">
                {endpointName(leg.from, language)}
                {leg.to ? (
                  <>
                    {" "}
                    <span aria-hidden="true">{language === "ar" ? "←" : "→"}</span>
                    <span className="sr-only"> {t("review.to")} </span> {endpointName(leg.to, language)}
                  </>
                ) : null}
              </p>
              {leg.flightNumber ? (
                <p className="text-sm text-muted">
                  {t("review.flight")} <span dir="ltr">{leg.flightNumber}</span>
                </p>
              ) : null}
            </div>
          ))}
          <p className="text-ink">
            {trip.vehicleName ? <span className="font-semibold">{pickText(trip.vehicleName, language)} · </span> : null}
            {t("review.party", { adults: trip.adults, children: trip.children, infants: trip.infants, bags: trip.bags })}
          </p>
          {trip.notes ? (
            <p className="text-sm whitespace-pre-line text-ink" data-notes>
              <span className="font-medium">{t("review.notes")}</span> {trip.notes}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 rounded-xl bg-brand-50 p-4" data-total>
        <p className="font-semibold text-ink">
          {t("price.total")} <span className="block text-sm font-normal text-muted">{priceCovers(done.breakdown, t, sar)}</span>
        </p>
        <p className="shrink-0 text-xl font-bold text-brand-800 tabular-nums">{sar(done.breakdown.totalHalalas)}</p>
      </div>
      <div className="space-y-3">
        <div>
          <p className="font-semibold text-brand-900">{t("done.linkLabel")}</p>
          <p className="mt-1 text-sm text-muted">{t("done.linkNote")}</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <a href={done.bookingPath} className={primaryButton}>
            {t("done.open")}
          </a>
          <button type="button" className={secondaryButton} onClick={() => void copy()}>
            {t("done.copy")}
          </button>
          <a href={shareToWhatsapp(shareText)} rel="noopener noreferrer" className={secondaryButton}>
            {t("done.sendToMe")}
          </a>
          <a href={calendarPath(done.bookingPath)} className={secondaryButton} download>
            {t("done.calendar")}
          </a>
        </div>
        <p role="status" className="text-sm font-medium text-brand-800 empty:hidden">
          {copied === "yes" ? t("done.copied") : copied === "no" ? t("done.copyFailed") : ""}
        </p>
        {promise.callNow ? null : (
          <a
            href={whatsappLink(whatsapp, t("done.whatsappText", { reference: done.reference }))}
            rel="noopener noreferrer"
            className={`${secondaryButton} w-full`}
          >
            {t("done.whatsapp")}
          </a>
        )}
      </div>
      <button type="button" onClick={onStartOver} className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t("done.another")}
      </button>
    </section>
  );
}
