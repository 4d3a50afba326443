import { data } from "react-router";
import { pickText } from "#shared/i18n/localized-text";
import { getFixedT, useTranslation } from "#web/lib/i18n/texts";
import { languageOf } from "#web/lib/language";
import { BOOKING_PAGE_HEADERS, bookingPageMeta, isTokenShape } from "#web/features/bookings/token-page";
import ThankYouReview, { InvalidLink } from "#web/features/testimonials/components/thank-you-review";
import type { Route } from "./+types/testimonial-thank-you";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

/*
 * /testimonials/thank-you/:token (and /ar/…): the link in a completed booking's thank-you
 * message. The browser reads the link (the name to pre-fill); a wrong, expired or used link is
 * one friendly page. Like the booking pages it is never cached or indexed.
 */
// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["testimonial-card", "testimonial-form"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const company = await context.api.companyProfile();
  const page = { language, token: params.token, siteName: pickText(company.name, language) };
  if (!isTokenShape(params.token)) return data({ ...page, valid: false }, { status: 404 });
  return { ...page, valid: true };
}

export const headers: Route.HeadersFunction = () => BOOKING_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return bookingPageMeta("Rihla");
  return bookingPageMeta(`${getFixedT(page.language, "testimonial-form")("link.title")} | ${page.siteName}`);
};

export default function TestimonialThankYou({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("testimonial-form");
  const { language, token, valid } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-3 text-3xl font-bold text-brand-900">{t("link.title")}</h1>
      {valid ? <ThankYouReview token={token} language={language} /> : <InvalidLink language={language} />}
    </div>
  );
}
