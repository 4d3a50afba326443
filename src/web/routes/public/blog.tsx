import { loadArticleList } from "#web/features/content/article-list-loader";
import { articleListMeta } from "#web/features/content/list-meta";
import { ArticleListPage } from "#web/features/content/components/article-list-page";
import { shownLanguagesIn } from "#web/lib/seo";
import type { Route } from "./+types/blog";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["blog", "content"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export const loader = (args: Route.LoaderArgs) => loadArticleList("blog", args);

export const meta: Route.MetaFunction = ({ data, location, matches }) => articleListMeta("blog", data, location.pathname, shownLanguagesIn(matches));

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { result, tags, q, tag } = loaderData;
  return <ArticleListPage kind="blog" result={result} tags={tags} q={q} tag={tag} />;
}
