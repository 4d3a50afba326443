import { loadArticle } from "#web/features/content/article-list-loader";
import { articleMeta } from "#web/features/content/list-meta";
import { ArticlePage } from "#web/features/content/components/article-page";
import { shownLanguagesIn } from "#web/lib/seo";
import type { Route } from "./+types/guide";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["blog", "content", "guides"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export const loader = (args: Route.LoaderArgs) => loadArticle("guides", args.params.slug, args);

export const meta: Route.MetaFunction = ({ data, location, matches }) => articleMeta("guides", data, location.pathname, shownLanguagesIn(matches));

export default function Guide({ loaderData }: Route.ComponentProps) {
  return <ArticlePage kind="guides" article={loaderData.article} related={loaderData.related} />;
}
