import { lazy } from "react";
import { data } from "react-router";
import { pickText } from "#shared/i18n/localized-text";
import { takesSeveralLegs } from "#shared/products/leg-routes";
import { legShapeOf } from "#shared/products/product-routes";
import { getFixedT, useTranslation } from "#web/lib/i18n/texts";
import { languageOf } from "#web/lib/language";
import { pageMeta, shownLanguagesIn } from "#web/lib/seo";
import { BookingForm } from "#web/features/bookings/components/booking-form";
import type { BookingPaymentSlots } from "#web/features/bookings/components/payment-slots";
import type { Route } from "./+types/book";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

/*
 * /book and /ar/book: the booking form. The page is the same for every visitor (the ?product=
 * preselection is in the address), so it is shared by the page cache like any public page; what a
 * visitor typed lives in their tab only (sessionStorage) and is put back after hydration.
 */
// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["booking", "payments"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

/** Online payment's review terms and pay step: fetched only when the review or the success screen shows. */
const PAYMENTS: BookingPaymentSlots = {
  ReviewTerms: lazy(() => import("#web/features/payments/components/review-payment-terms")),
  PayNow: lazy(() => import("#web/features/payments/components/pay-after-booking")),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // Online booking switched off on /admin/configurations: the page does not exist.
  const features = await context.api.siteFeatures();
  if (!features.flags.onlineBooking) throw data(null, { status: 404 });
  const language = languageOf(request);
  const [company, products, terms] = await Promise.all([context.api.companyProfile(), context.api.products(language), context.api.bookingTerms()]);
  const bookable = products
    .filter((product) => product.prices.length > 0 && product.routes.length > 0)
    .map((product) => {
      const minimums = product.prices.flatMap((price) => (price.unit === "hour" && price.minimumHours ? [price.minimumHours] : []));
      return {
        slug: product.slug,
        name: product.name,
        shape: legShapeOf(product.kind),
        routes: product.routes,
        stops: product.stops,
        minimumHours: minimums.length ? Math.min(...minimums) : null,
        severalLegs: takesSeveralLegs(product.kind),
      };
    });
  const asked = new URL(request.url).searchParams.get("product");
  return {
    language,
    products: bookable,
    productFromUrl: bookable.some((product) => product.slug === asked) ? asked : null,
    // The administrator's lead time (/admin/configurations): the hint, the pickers and the form's checks use the server's rule.
    leadHours: features.bookingLeadHours,
    whatsapp: company.whatsapp,
    phone: company.phone,
    // The review's terms (/admin/configurations): the page is cached per language, so only this language's sentence.
    terms: { cancellationCutoffHours: terms.cancellationCutoffHours, paymentSentence: pickText(terms.paymentMethod, language) },
    siteName: pickText(company.name, language),
    siteUrl: context.publicConfig.siteUrl,
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
  };
}

export const meta: Route.MetaFunction = ({ data: page, location, matches }) => {
  if (!page) return [];
  const t = getFixedT(page.language, "booking");
  // One canonical address: the preselected service does not make another page.
  return pageMeta({
    title: t("title"),
    description: t("description"),
    pathname: location.pathname,
    languages: shownLanguagesIn(matches),
    siteUrl: page.siteUrl,
    siteName: page.siteName,
  });
};

export default function Book({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { language, products, productFromUrl, captcha, whatsapp, phone, terms, leadHours } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("intro")}</p>
      <div className="mt-6">
        <BookingForm
          language={language}
          products={products}
          productFromUrl={productFromUrl}
          captcha={captcha}
          whatsapp={whatsapp}
          phone={phone}
          terms={terms}
          leadHours={leadHours}
          payments={PAYMENTS}
        />
      </div>
    </div>
  );
}
