import { useEffect, useRef } from "react";
import type { BookingCreatedResponse } from "#shared/bookings/api-contract";
import { splitLanguage } from "#shared/i18n/localized-path";
import { whatsappLink } from "#web/components/layout/site-footer";
import { useTranslation } from "#web/lib/i18n/texts";
import { primaryButton, secondaryButton } from "./booking-ui";

/** The calendar file of a booking link: GET /booking-info/:token/calendar.ics (one address for both languages). */
export function calendarPath(bookingPath: string): string {
  return `${splitLanguage(bookingPath).path}/calendar.ics`;
}

/** After 201: the reference, the booking's own link, when we confirm, the calendar and WhatsApp. */
export function BookingSuccess({ done, whatsapp, onStartOver }: { done: BookingCreatedResponse; whatsapp: string; onStartOver: () => void }) {
  const { t } = useTranslation("booking");
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the form: the reader's focus goes to its heading, which says it worked.
  useEffect(() => heading.current?.focus(), []);
  const link = typeof window === "undefined" ? done.bookingPath : new URL(done.bookingPath, window.location.origin).href;
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
      <p className="text-ink">{t("done.confirmWithin", { count: done.confirmWithinHours })}</p>
      <div>
        <p className="text-sm text-muted">{t("done.linkLabel")}</p>
        <a href={done.bookingPath} className="break-all font-semibold text-brand-700 underline" dir="ltr">
          {link}
        </a>
        <p className="mt-1 text-xs text-muted">{t("done.linkNote")}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={done.bookingPath} className={primaryButton}>
          {t("done.open")}
        </a>
        <a href={calendarPath(done.bookingPath)} className={secondaryButton} download>
          {t("done.calendar")}
        </a>
        <a href={whatsappLink(whatsapp, t("done.whatsappText", { reference: done.reference }))} rel="noopener noreferrer" className={secondaryButton}>
          {t("done.whatsapp")}
        </a>
      </div>
      <button type="button" onClick={onStartOver} className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t("done.another")}
      </button>
    </section>
  );
}
