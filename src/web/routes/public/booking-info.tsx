import { lazy } from "react";
import { data } from "react-router";
import { pickText } from "#shared/i18n/localized-text";
import { getFixedT } from "#web/lib/i18n/texts";
import { languageOf } from "#web/lib/language";
import BookingInfoView, { BookingLinkNotFound } from "#web/features/bookings/components/booking-info-view";
import type { BookingPaymentSlots } from "#web/features/bookings/components/payment-slots";
import { BOOKING_PAGE_HEADERS, bookingPageMeta, isTokenShape } from "#web/features/bookings/token-page";
import { withQueryProvider } from "#web/lib/query-provider";
import type { Route } from "./+types/booking-info";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

/*
 * /booking-info/:token (and /ar/…): the customer's booking. A wrong, expired or revoked token is
 * one friendly page with a 404 status and the form to get a new link; nothing changes.
 */
// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["booking", "payments", "booking-payments"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

/** Online payment's section and refund note: fetched after hydration, never part of the first load. */
const PAYMENTS: BookingPaymentSlots = {
  Section: lazy(() => import("#web/features/payments/components/booking-payments")),
  RefundNote: lazy(() => import("#web/features/payments/components/refund-note")),
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const company = await context.api.companyProfile();
  const page = {
    language,
    token: params.token,
    whatsapp: company.whatsapp,
    siteName: pickText(company.name, language),
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
  };
  const notFound = () => data({ ...page, found: false as const, booking: undefined }, { status: 404 });
  if (!isTokenShape(params.token)) return notFound();
  // Without the server's read (an optional one) the browser reads the booking, and a wrong link
  // shows the same friendly page, though with a 200 status.
  const booking = context.api.bookingInfo ? await context.api.bookingInfo(params.token) : undefined;
  if (booking === null) return notFound();
  return { ...page, found: true as const, booking: booking ?? undefined };
}

export const headers: Route.HeadersFunction = () => BOOKING_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return bookingPageMeta("Rihla");
  const t = getFixedT(page.language, "booking");
  return bookingPageMeta(`${t(page.found ? "info.title" : "info.notFoundTitle")} | ${page.siteName}`);
};

const NotFoundWithProvider = withQueryProvider(BookingLinkNotFound);

export default function BookingInfo({ loaderData }: Route.ComponentProps) {
  const { language, token, whatsapp, captcha, found, booking } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      {found ? (
        <BookingInfoView token={token} language={language} initial={booking} whatsapp={whatsapp} captcha={captcha} payments={PAYMENTS} />
      ) : (
        <NotFoundWithProvider language={language} captcha={captcha} />
      )}
    </div>
  );
}
