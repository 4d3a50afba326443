import { pickText } from "#shared/i18n/localized-text";
import { getFixedT } from "#web/lib/i18n/texts";
import { languageOf } from "#web/lib/language";
import { BookingLookupForm } from "#web/features/bookings/components/booking-lookup";
import { BOOKING_PAGE_HEADERS, bookingPageMeta } from "#web/features/bookings/token-page";
import type { Route } from "./+types/booking-lookup";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

/** /booking-info without a token: ask for the booking link again (reference + phone or email, captcha). */
// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["booking"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const company = await context.api.companyProfile();
  return {
    language,
    siteName: pickText(company.name, language),
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
  };
}

// The same headers as the booking pages: the lookup is about one person's booking too.
export const headers: Route.HeadersFunction = () => BOOKING_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return bookingPageMeta("Rihla");
  return bookingPageMeta(`${getFixedT(page.language, "booking")("lookup.title")} | ${page.siteName}`);
};

export default function BookingLookupPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-10">
      <BookingLookupForm language={loaderData.language} captcha={loaderData.captcha} heading="h1" />
    </div>
  );
}
