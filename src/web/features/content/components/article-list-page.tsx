import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { ArticleSummary } from "#shared/content/public-read-api";
import { tagLabel } from "#shared/content/article-tags";
import type { Page } from "#shared/pagination/page";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { useLanguage } from "#web/lib/language";
import { ArticleCard } from "./article-card";
import { ArticleSearch } from "./article-search";
import { Pagination } from "./pagination";

interface Props {
  /** "blog" or "guides": the namespace of the texts and the list's path. */
  kind: "blog" | "guides";
  result: Page<ArticleSummary>;
  tags: string[];
  q: string;
  tag: string;
}

/** The blog and guides lists: heading, search, tag filters, cards, empty state, pages. */
export function ArticleListPage({ kind, result, tags, q, tag }: Props) {
  const { t } = useTranslation(kind);
  const language = useLanguage();
  const location = useLocation();
  const basePath = `/${kind}`;
  const filtered = Boolean(q || tag);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("intro")}</p>
      <ArticleSearch action={location.pathname} q={q} tag={tag} tags={tags} label={t("searchLabel")} placeholder={t("searchPlaceholder")} allLabel={t("all")} />
      {filtered ? (
        <p className="mt-4 text-sm text-muted" role="status">
          {t("resultCount", { count: result.total })}
          {tag ? ` · ${tagLabel(tag, language)}` : ""}
          {q ? ` · “${q}”` : ""}
        </p>
      ) : null}
      {result.items.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <h2 className="text-xl font-semibold text-brand-900">{t("emptyTitle")}</h2>
          <p className="mt-2 text-muted">{t("emptyText")}</p>
          <LocalizedLink to={basePath} className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t("clearSearch")}
          </LocalizedLink>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.items.map((article) => (
            <ArticleCard key={article.slug} article={article} basePath={basePath} headingLevel={2} />
          ))}
        </div>
      )}
      <Pagination page={result.page} totalPages={result.totalPages} search={new URLSearchParams(location.search)} />
    </div>
  );
}
