import type { ImageProps } from "#shared/files/image-url";
import { useLocation } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
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
  result: Page<ArticleSummary & { picture: ImageProps }>;
  tags: string[];
  q: string;
  tag: string;
}

/** The blog and guides lists: heading, search, topic filters, cards, empty state, pages. */
export function ArticleListPage({ kind, result, tags, q, tag }: Props) {
  const { t } = useTranslation(kind);
  const { t: content } = useTranslation("content");
  const language = useLanguage();
  const location = useLocation();
  const basePath = `/${kind}`;
  const filters = [tag ? tagLabel(tag, language) : "", q ? content("quoted", { text: q }) : ""].filter(Boolean).join(" · ");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("intro")}</p>
      <ArticleSearch
        action={location.pathname}
        q={q}
        tag={tag}
        tags={tags}
        texts={{ label: t("searchLabel"), placeholder: t("searchPlaceholder"), clear: t("clearQuery"), topics: t("topicsLabel"), all: t("all") }}
      />
      {filters && result.total > 0 ? (
        <p className="mt-6 text-sm text-muted" role="status">
          {t("resultCount", { count: result.total })} · {filters}
        </p>
      ) : null}
      {result.items.length === 0 ? (
        <div role="status" className="mt-10 rounded-2xl border border-dashed border-stone-400 bg-white p-8 text-center sm:p-10">
          <h2 className="text-xl font-semibold text-brand-900">{q ? t("emptyQuery", { q }) : t("emptyTitle")}</h2>
          <p className="mt-2 text-muted">{t("emptyText")}</p>
          <LocalizedLink
            to={basePath}
            className="mt-4 inline-block font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t("clearSearch")}
          </LocalizedLink>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.items.map((article) => (
            <li key={article.slug} className="grid">
              <ArticleCard article={article} basePath={basePath} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} totalPages={result.totalPages} />
    </div>
  );
}
