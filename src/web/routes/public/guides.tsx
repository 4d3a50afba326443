import { data } from "react-router";
import { pickText } from "#shared/i18n/localized-text";
import { assertPageExists, readListQuery } from "#web/features/content/article-list-loader";
import { canonicalSearch, listTitle } from "#web/features/content/list-meta";
import { ArticleListPage } from "#web/features/content/components/article-list-page";
import { i18nFor } from "#web/lib/i18n";
import { languageOf } from "#web/lib/language";
import { pageMeta } from "#web/lib/seo";
import type { Route } from "./+types/guides";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const query = readListQuery(request);
  const [result, tags, company] = await Promise.all([
    context.api.guides(language, query),
    context.api.guideCategories(language),
    context.api.companyProfile(),
  ]);
  assertPageExists(result);
  // An unknown topic is a page that does not exist, not an empty list.
  if (query.tag && !tags.includes(query.tag)) throw data(null, { status: 404 });
  return { language, result, tags, ...query, siteUrl: context.publicConfig.siteUrl, siteName: pickText(company.name, language) };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const t = i18nFor(data.language).getFixedT(data.language, "guides");
  return pageMeta({
    title: listTitle(t("title"), data.language, { page: data.page, tag: data.tag, totalPages: data.result.totalPages }),
    description: t("description"),
    pathname: location.pathname,
    search: canonicalSearch(data),
    siteUrl: data.siteUrl,
    siteName: data.siteName,
    noIndex: Boolean(data.q),
  });
};

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { result, tags, q, tag } = loaderData;
  return <ArticleListPage kind="guides" result={result} tags={tags} q={q} tag={tag} />;
}
