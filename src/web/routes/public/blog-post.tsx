import { loadArticle } from "#web/features/content/article-list-loader";
import { articleMeta } from "#web/features/content/list-meta";
import { ArticlePage } from "#web/features/content/components/article-page";
import { shownLanguagesIn } from "#web/lib/seo";
import type { Route } from "./+types/blog-post";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["blog", "content"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export const loader = (args: Route.LoaderArgs) => loadArticle("blog", args.params.slug, args);

export const meta: Route.MetaFunction = ({ data, location, matches }) => articleMeta("blog", data, location.pathname, shownLanguagesIn(matches));

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <ArticlePage kind="blog" article={loaderData.article} related={loaderData.related} />;
}
