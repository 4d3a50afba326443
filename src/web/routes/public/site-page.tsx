import { data } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { pickText } from "#shared/i18n/localized-text";
import { splitLanguage } from "#shared/i18n/localized-path";
import { formatDate } from "#web/lib/format";
import { languageOf } from "#web/lib/language";
import { pageMeta, shownLanguagesIn } from "#web/lib/seo";
import type { Route } from "./+types/site-page";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

/** /privacy and /terms: editable Markdown pages, one module for both. */
// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["pages"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const slug = splitLanguage(new URL(request.url).pathname).path.slice(1);
  if (slug !== "privacy" && slug !== "terms") throw data(null, { status: 404 });
  const [page, company] = await Promise.all([context.api.sitePage(language, slug), context.api.companyProfile()]);
  if (!page) throw data(null, { status: 404 });
  return { language, page, siteUrl: context.publicConfig.siteUrl, siteName: pickText(company.name, language) };
}

export const meta: Route.MetaFunction = ({ data: d, location, matches }) => {
  if (!d) return [];
  const description = d.page.html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 155);
  return pageMeta({
    title: d.page.title,
    description,
    pathname: location.pathname,
    languages: shownLanguagesIn(matches),
    siteUrl: d.siteUrl,
    siteName: d.siteName,
  });
};

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { language, page } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {t("lastUpdated")} <time dateTime={page.updatedAt}>{formatDate(page.updatedAt, language)}</time>
      </p>
      {/* Markdown rendered and sanitised on the server. */}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
