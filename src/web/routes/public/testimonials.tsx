import { useTranslation, getFixedT } from "#web/lib/i18n/texts";
import { pickText } from "#shared/i18n/localized-text";
import { assertPageExists, readListQuery } from "#web/features/content/article-list-loader";
import { Pagination } from "#web/features/content/components/pagination";
import { StarRating } from "#web/features/testimonials/components/star-rating";
import { TestimonialCard } from "#web/features/testimonials/components/testimonial-card";
import { WriteReview } from "#web/features/testimonials/components/write-review";
import { organizationJsonLd } from "#web/features/content/json-ld";
import { formatNumber } from "#web/lib/format";
import { languageOf } from "#web/lib/language";
import { countryName } from "#web/lib/i18n/country-names";
import { pageMeta, shownLanguagesIn } from "#web/lib/seo";
import type { Route } from "./+types/testimonials";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["blog", "testimonial-card", "testimonial-form", "testimonials"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const { page } = readListQuery(request);
  const [result, rating, company, features] = await Promise.all([
    context.api.testimonials({ page }),
    context.api.ratingSummary(),
    context.api.companyProfile(),
    context.api.siteFeatures(),
  ]);
  assertPageExists(result);
  const items = result.items.map((item) => ({ ...item, country: countryName(item.country, language) }));
  return {
    language,
    result: { ...result, items },
    rating,
    // Made here, so the JSON-LD code stays out of the page's JavaScript (first-load budget).
    // The rating appears only from 5 approved, verified reviews (the server decides): never invented.
    jsonLd: organizationJsonLd(company, context.publicConfig.siteUrl, language, rating),
    siteUrl: context.publicConfig.siteUrl,
    siteName: pickText(company.name, language),
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
    // Switched off on /admin/configurations: the reviews stay, the form goes (its endpoint answers 404).
    formOn: features.flags.testimonialSubmissions,
  };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  if (!data) return [];
  const t = getFixedT(data.language, "testimonials");
  // "Reviews — Page 2 of 3", and a canonical address that keeps only the page (written here, not
  // with the articles' list helpers, whose chunk this page would otherwise load).
  const { page, totalPages } = data.result;
  const pageOf = page > 1 ? t("common:pagination.pageOf", { page: formatNumber(page, data.language), total: formatNumber(totalPages, data.language) }) : "";
  return pageMeta({
    title: pageOf ? `${t("title")} — ${pageOf}` : t("title"),
    description: t("description"),
    pathname: location.pathname,
    languages: shownLanguagesIn(matches),
    search: page > 1 ? `?page=${page}` : "",
    siteUrl: data.siteUrl,
    siteName: data.siteName,
    jsonLd: [data.jsonLd],
  });
};

/** Approved reviews, newest first, nine to a page, under the overall rating. */
export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("testimonials");
  const { language, result, rating, captcha, formOn } = loaderData;
  const summary = rating
    ? t("ratingSummary", { count: rating.count, average: formatNumber(rating.average, language, 1), total: formatNumber(rating.count, language) })
    : "";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("intro")}</p>
      {rating ? (
        <p className="mt-5 inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
          <span className="text-2xl font-bold text-brand-900" aria-hidden="true">
            {formatNumber(rating.average, language, 1)}
          </span>
          <StarRating rating={rating.average} label={summary} />
          <span className="text-sm text-muted" aria-hidden="true">
            {summary}
          </span>
        </p>
      ) : null}
      {result.items.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-stone-400 bg-white p-8 text-center text-muted sm:p-10">{t("empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {result.items.map((testimonial) => (
            <li key={testimonial.id} className="grid">
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} totalPages={result.totalPages} />
      {formOn ? <WriteReview language={language} captcha={captcha} /> : null}
    </div>
  );
}
