import { pickText } from "#shared/i18n/localized-text";
import { assertPageExists, readListQuery } from "#web/features/content/article-list-loader";
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
  return { language, result, tags, ...query, siteUrl: context.publicConfig.siteUrl, siteName: pickText(company.name, language) };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const t = i18nFor(data.language).getFixedT(data.language, "guides");
  return pageMeta({
    title: data.page > 1 ? `${t("title")} — ${data.page}` : t("title"),
    description: t("description"),
    pathname: location.pathname,
    search: data.page > 1 ? `?page=${data.page}` : "",
    siteUrl: data.siteUrl,
    siteName: data.siteName,
    noIndex: Boolean(data.q),
  });
};

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { result, tags, q, tag } = loaderData;
  return <ArticleListPage kind="guides" result={result} tags={tags} q={q} tag={tag} />;
}
