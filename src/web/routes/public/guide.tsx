import { data } from "react-router";
import { pickText } from "#shared/i18n/localized-text";
import { localizePath } from "#shared/i18n/localized-path";
import { articleJsonLd } from "#web/features/content/json-ld";
import { ArticlePage } from "#web/features/content/components/article-page";
import { languageOf } from "#web/lib/language";
import { pageMeta } from "#web/lib/seo";
import type { Route } from "./+types/guide";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = languageOf(request);
  const [article, latest, company] = await Promise.all([
    context.api.guide(language, params.slug),
    context.api.guides(language, { page: 1 }),
    context.api.companyProfile(),
  ]);
  if (!article) throw data(null, { status: 404 });
  const related = latest.items.filter((item) => item.slug !== article.slug).slice(0, 2);
  return { language, article, related, siteUrl: context.publicConfig.siteUrl, siteName: pickText(company.name, language) };
}

export const meta: Route.MetaFunction = ({ data: d, location }) => {
  if (!d) return [];
  const url = d.siteUrl + localizePath(`/guides/${d.article.slug}`, d.language);
  return pageMeta({
    title: d.article.seoTitle,
    description: d.article.seoDescription,
    pathname: location.pathname,
    siteUrl: d.siteUrl,
    siteName: d.siteName,
    image: d.article.coverImage,
    type: "article",
    jsonLd: [articleJsonLd("Article", d.article, url, d.siteUrl, d.siteName, d.language)],
  });
};

export default function Guide({ loaderData }: Route.ComponentProps) {
  return <ArticlePage kind="guides" article={loaderData.article} related={loaderData.related} />;
}
