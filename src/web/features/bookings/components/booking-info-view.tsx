import { Suspense, useEffect, useState } from "react";
import type { PublicBookingView } from "#shared/bookings/api-contract";
import { bookingMessage } from "#shared/bookings/booking-messages";
import { PAYMENT_STATUS_LABELS } from "#shared/bookings/booking-labels";
import { CUSTOMER_BOOKING_STATES } from "#shared/bookings/customer-states";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { whatsappLink } from "#web/components/layout/site-footer";
import { useTranslation } from "#web/lib/i18n/texts";
import { withQueryProvider } from "#web/lib/query-provider";
import { RealtimeProvider, useLiveQueries } from "#web/lib/realtime/realtime-provider";
import type { BookingApiError } from "../api/booking-fetch";
import { bookingInfoQuery, useBookingInfo } from "../api/booking-info";
import { BookingActions } from "./booking-actions";
import { BookingLegs } from "./booking-legs";
import { BookingLookup } from "./booking-lookup";
import { BookingProgress } from "./booking-progress";
import { BookingTimeline } from "./booking-timeline";
import type { CaptchaConfig } from "./later-steps-props";
import type { BookingPaymentSlots } from "./payment-slots";
import { PriceBreakdown } from "./price-breakdown";
import { secondaryButton } from "./booking-ui";
import { useLateAnchor } from "./use-late-anchor";

interface Props {
  token: string;
  language: Language;
  /** The server's render of the booking, when it could read it. */
  initial: PublicBookingView | undefined;
  whatsapp: string;
  captcha: CaptchaConfig;
  /** Online payment's section and refund note (lazily loaded, after hydration), when the route hands them in. */
  payments?: BookingPaymentSlots;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The customer's booking page: status, legs, price and payment, actions, history. */
function BookingInfoView({ token, language, initial, whatsapp, captcha, payments }: Props) {
  const { t } = useTranslation("booking");
  const query = useBookingInfo(token, language, initial);
  // The payment parts load after hydration: the server's HTML and the first load stay as they were.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shownPayments = hydrated ? payments : undefined;
  // Back from the provider (?payment=…): only a cue to show the outcome, which the section reads from the server.
  const returned = hydrated && new URLSearchParams(window.location.search).has("payment");
  // The balance link (…/booking-info/<token>#pay) opens the page at its pay section once that has loaded.
  useLateAnchor("pay", Boolean(shownPayments?.Section));
  if (query.isError && (query.error as BookingApiError).status === 404) return <BookingLinkNotFound language={language} captcha={captcha} />;
  const booking = query.data;
  if (!booking)
    return (
      <p className="py-10 text-muted" aria-busy={query.isPending || undefined}>
        {query.isError ? (query.error as BookingApiError).message : t("info.loading")}
      </p>
    );
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-brand-900">{t("info.title")}</h1>
        <p className="text-lg">
          <span className="font-bold tracking-wide text-brand-800" dir="ltr">
            {booking.reference}
          </span>{" "}
          · {pickText(booking.product.name, language)}
        </p>
        <p data-booking-state={booking.status} className="text-lg font-semibold text-brand-900">
          <span className="sr-only">{t("info.status")}: </span>
          {pickText(CUSTOMER_BOOKING_STATES[booking.status].sentence, language)}
        </p>
        <BookingProgress status={booking.status} quoted={booking.quoted !== null} language={language} />
      </header>
      <Section id="info-actions" title={t("info.actions")}>
        <BookingActions booking={booking} token={token} language={language} RefundNote={shownPayments?.RefundNote} />
        <a href={whatsappLink(whatsapp, t("done.whatsappText", { reference: booking.reference }))} rel="noopener noreferrer" className={secondaryButton}>
          {t("info.help")}
        </a>
      </Section>
      <Section id="info-trips" title={t("info.trips")}>
        <BookingLegs booking={booking} language={language} />
      </Section>
      <Section id="info-price" title={t("info.price")}>
        {booking.quoted ? (
          <div className="rounded-xl border border-sand-400 bg-sand-100 p-4 text-brand-900">
            <p className="font-semibold">{t("info.quoted", { price: formatSar(booking.quoted.totalHalalas, language) })}</p>
          </div>
        ) : null}
        <PriceBreakdown breakdown={booking.breakdown} language={language} totalHalalas={booking.totalHalalas} adjustments={booking.quoted?.adjustments} />
        <p>
          <span className="text-muted">{t("info.payment")}:</span>{" "}
          <span className="font-semibold">{pickText(PAYMENT_STATUS_LABELS[booking.paymentStatus], language)}</span>
        </p>
      </Section>
      {shownPayments?.Section ? (
        <div id="pay" className="scroll-mt-28 empty:hidden">
          <Suspense fallback={null}>
            <shownPayments.Section token={token} language={language} returned={returned} />
          </Suspense>
        </div>
      ) : null}
      <Section id="info-timeline" title={t("info.timeline")}>
        <BookingTimeline entries={booking.timeline} language={language} />
      </Section>
    </div>
  );
}

/** A wrong, expired or revoked link: one friendly page, and the way to get a new link. */
export function BookingLinkNotFound({ language, captcha }: { language: Language; captcha: CaptchaConfig }) {
  const { t } = useTranslation("booking");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-brand-900">{t("info.notFoundTitle")}</h1>
      <p className="text-ink">{bookingMessage("booking.link.invalid", language)}</p>
      <BookingLookup language={language} captcha={captcha} />
    </div>
  );
}

/**
 * The page stays live: it joins its booking's channel with the link token (sent in the join,
 * never in the address), and a booking.changed or job.changed there reads the booking again
 * (a driver confirmed, on the way).
 */
function LiveBooking({ token, language }: { token: string; language: Language }) {
  // The payments' reads (the payments feature's key) follow the booking's changes too: a payment or refund moves its status.
  useLiveQueries("booking-link", [bookingInfoQuery(token, language).queryKey, ["payments", "booking", token]], token);
  return null;
}

function LiveBookingInfoView(props: Props) {
  return (
    <RealtimeProvider>
      <LiveBooking token={props.token} language={props.language} />
      <BookingInfoView {...props} />
    </RealtimeProvider>
  );
}

export default withQueryProvider(LiveBookingInfoView);
