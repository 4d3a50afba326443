import { data, redirect, type AppLoadContext } from "react-router";
import { ARTICLE_COVER_SIZES, CARD_SIZES, COVER_FALLBACK, withPicture } from "#shared/files/image-url";
import { localizePath } from "#shared/i18n/localized-path";
import { pickText } from "#shared/i18n/localized-text";
import { languageOf } from "#web/lib/language";
import { companyLogoUrl } from "./json-ld";
import { pageNumberSchema, searchTextSchema, type Page } from "#shared/pagination/page";

/** Reads ?page, ?q and ?tag; a page past the last one is a 404, never an empty page. */
export function readListQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    page: pageNumberSchema.parse(params.get("page") ?? undefined),
    q: searchTextSchema.parse(params.get("q") ?? ""),
    tag: searchTextSchema.parse(params.get("tag") ?? ""),
  };
}

export function assertPageExists(result: Pick<Page<unknown>, "page" | "totalPages">): void {
  if (result.page > result.totalPages) throw data(null, { status: 404 });
}

type LoaderArgs = { request: Request; context: AppLoadContext };

/** The blog and guides lists load the same way; only the API calls differ. */
export async function loadArticleList(kind: "blog" | "guides", { request, context }: LoaderArgs) {
  const language = languageOf(request);
  const query = readListQuery(request);
  const [result, tags, company] = await Promise.all([
    kind === "blog" ? context.api.posts(language, query) : context.api.guides(language, query),
    kind === "blog" ? context.api.postTags(language) : context.api.guideCategories(language),
    context.api.companyProfile(),
  ]);
  assertPageExists(result);
  // An unknown topic is a page that does not exist, not an empty list.
  if (query.tag && !tags.includes(query.tag)) throw data(null, { status: 404 });
  const items = result.items.map((item) => withPicture(item, item.coverImage, CARD_SIZES, COVER_FALLBACK));
  return { language, result: { ...result, items }, tags, ...query, siteUrl: context.publicConfig.siteUrl, siteName: pickText(company.name, language) };
}
export type ArticleListData = Awaited<ReturnType<typeof loadArticleList>>;

/** One post or guide, with two others from the same list to read next. */
export async function loadArticle(kind: "blog" | "guides", slug: string, { request, context }: LoaderArgs) {
  const language = languageOf(request);
  const [article, latest, company] = await Promise.all([
    kind === "blog" ? context.api.post(language, slug) : context.api.guide(language, slug),
    kind === "blog" ? context.api.posts(language, { page: 1 }) : context.api.guides(language, { page: 1 }),
    context.api.companyProfile(),
  ]);
  if (!article) {
    // A published article whose slug changed, or reached with its other language's slug (the
    // language switch keeps the path): that address moves permanently to the current one.
    const moved = await context.api.articleRedirect(kind === "blog" ? "post" : "guide", slug, language);
    if (moved) throw redirect(localizePath(`/${kind}/${moved}`, language), 301);
    throw data(null, { status: 404 });
  }
  const related = latest.items.filter((item) => item.slug !== article.slug).slice(0, 2);
  return {
    language,
    article: withPicture(article, article.coverImage, ARTICLE_COVER_SIZES, COVER_FALLBACK),
    related: related.map((item) => withPicture(item, item.coverImage, CARD_SIZES, COVER_FALLBACK)),
    siteUrl: context.publicConfig.siteUrl,
    siteName: pickText(company.name, language),
    publisherLogo: companyLogoUrl(company, context.publicConfig.siteUrl),
  };
}
export type ArticleData = Awaited<ReturnType<typeof loadArticle>>;
