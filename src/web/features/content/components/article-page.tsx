import { useTranslation } from "react-i18next";
import type { ArticleSummary, ArticleView } from "#shared/content/public-read-api";
import { tagLabel } from "#shared/content/article-tags";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { formatDate } from "#web/lib/format";
import { useLanguage } from "#web/lib/language";
import { ArticleCard } from "./article-card";

/** One post or guide: title, meta line, cover, sanitised body, and a few more to read. */
export function ArticlePage({ kind, article, related }: { kind: "blog" | "guides"; article: ArticleView; related: ArticleSummary[] }) {
  const { t } = useTranslation(kind);
  const { t: content } = useTranslation("content");
  const language = useLanguage();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <LocalizedLink to={`/${kind}`} className="text-sm font-semibold text-brand-700 hover:underline">
        {t("backToList")}
      </LocalizedLink>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wide text-sand-600">{article.tags.map((tag) => tagLabel(tag, language)).join(" · ")}</p>
      <h1 className="mt-2 text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-sm text-muted">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
        {" · "}
        {content("readingTime", { count: article.readingMinutes })}
        {article.author ? ` · ${content("byAuthor", { author: article.author })}` : ""}
      </p>
      <img src={article.coverImage} alt="" width={1200} height={675} className="mt-6 aspect-video w-full rounded-2xl bg-stone-100 object-cover" />
      {/* The body is Markdown rendered and sanitised on the server (no scripts, no handlers). */}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
      {related.length > 0 ? (
        <aside aria-labelledby="related-heading" className="mt-14 border-t border-stone-200 pt-8">
          <h2 id="related-heading" className="text-xl font-semibold text-brand-900">{t("related")}</h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            {related.map((item) => (
              <ArticleCard key={item.slug} article={item} basePath={`/${kind}`} />
            ))}
          </div>
        </aside>
      ) : null}
    </article>
  );
}
