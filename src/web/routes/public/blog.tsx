import { pickText } from "#shared/i18n/localized-text";
import { assertPageExists, readListQuery } from "#web/features/content/article-list-loader";
import { ArticleListPage } from "#web/features/content/components/article-list-page";
import { i18nFor } from "#web/lib/i18n";
import { languageOf } from "#web/lib/language";
import { pageMeta } from "#web/lib/seo";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const query = readListQuery(request);
  const [result, tags, company] = await Promise.all([
    context.api.posts(language, query),
    context.api.postTags(language),
    context.api.companyProfile(),
  ]);
  assertPageExists(result);
  return { language, result, tags, ...query, siteUrl: context.publicConfig.siteUrl, siteName: pickText(company.name, language) };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const t = i18nFor(data.language).getFixedT(data.language, "blog");
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

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { result, tags, q, tag } = loaderData;
  return <ArticleListPage kind="blog" result={result} tags={tags} q={q} tag={tag} />;
}
