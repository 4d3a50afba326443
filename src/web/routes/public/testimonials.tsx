import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { pickText } from "#shared/i18n/localized-text";
import { Pagination } from "#web/features/content/components/pagination";
import { assertPageExists, readListQuery } from "#web/features/content/article-list-loader";
import { StarRating } from "#web/features/testimonials/components/star-rating";
import { TestimonialCard } from "#web/features/testimonials/components/testimonial-card";
import { formatNumber } from "#web/lib/format";
import { i18nFor } from "#web/lib/i18n";
import { languageOf } from "#web/lib/language";
import { pageMeta } from "#web/lib/seo";
import type { Route } from "./+types/testimonials";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const { page } = readListQuery(request);
  const [result, rating, company] = await Promise.all([context.api.testimonials({ page }), context.api.ratingSummary(), context.api.companyProfile()]);
  assertPageExists(result);
  return { language, result, rating, siteUrl: context.publicConfig.siteUrl, siteName: pickText(company.name, language) };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const t = i18nFor(data.language).getFixedT(data.language, "testimonials");
  return pageMeta({
    title: t("title"),
    description: t("description"),
    pathname: location.pathname,
    search: data.result.page > 1 ? `?page=${data.result.page}` : "",
    siteUrl: data.siteUrl,
    siteName: data.siteName,
  });
};

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("testimonials");
  const location = useLocation();
  const { language, result, rating } = loaderData;
  const summary = t("summary", { average: formatNumber(rating.average, language, 1), count: rating.count });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("intro")}</p>
      {rating.count > 0 ? (
        <p className="mt-4 flex items-center gap-2 font-medium">
          <StarRating rating={rating.average} label={summary} />
          <span aria-hidden="true">{summary}</span>
        </p>
      ) : null}
      {result.items.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-muted">{t("empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {result.items.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} totalPages={result.totalPages} search={new URLSearchParams(location.search)} />
    </div>
  );
}
