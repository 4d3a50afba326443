import { loadArticleList } from "#web/features/content/article-list-loader";
import { articleListMeta } from "#web/features/content/list-meta";
import { ArticleListPage } from "#web/features/content/components/article-list-page";
import type { Route } from "./+types/guides";

export const loader = (args: Route.LoaderArgs) => loadArticleList("guides", args);

export const meta: Route.MetaFunction = ({ data, location }) => articleListMeta("guides", data, location.pathname);

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { result, tags, q, tag } = loaderData;
  return <ArticleListPage kind="guides" result={result} tags={tags} q={q} tag={tag} />;
}
