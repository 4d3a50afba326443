import type { ImageProps } from "#shared/files/image-url";
import { useTranslation } from "#web/lib/i18n/texts";
import { richText } from "#web/lib/i18n/rich-text";
import type { ArticleSummary, ArticleView } from "#shared/content/public-read-api";
import { tagLabel } from "#shared/content/article-tags";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { formatDate } from "#web/lib/format";
import { useLanguage } from "#web/lib/language";
import { ArticleCard } from "./article-card";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** One post or guide: title, meta line, cover, sanitised body, and a few more to read. */
export function ArticlePage({
  kind,
  article,
  related,
}: {
  kind: "blog" | "guides";
  article: ArticleView & { picture: ImageProps };
  related: (ArticleSummary & { picture: ImageProps })[];
}) {
  const { t } = useTranslation(kind);
  const { t: content } = useTranslation("content");
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <p>
        <LocalizedLink to={`/${kind}`} className={`inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline ${focusRing}`}>
          {/* Points to the start of the line: left in English, right in Arabic. */}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>
          {t("backToList")}
        </LocalizedLink>
      </p>
      <article className="mt-6">
        <header>
          {article.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t("topicsLabel")}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <LocalizedLink
                    to={`/${kind}?tag=${encodeURIComponent(tag)}`}
                    className={`inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:underline ${focusRing}`}
                  >
                    {tagLabel(tag, language)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-3 text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-3 text-sm text-muted">
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {content("readingTime", { count: article.readingMinutes })}
            {article.author ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {richText(content, "byAuthor", { author: <bdi className="whitespace-nowrap">{article.author}</bdi> })}
              </>
            ) : null}
          </p>
        </header>
        {article.coverImage ? (
          <img {...article.picture} alt="" fetchPriority="high" className="mt-6 aspect-video w-full rounded-2xl bg-stone-100 object-cover" />
        ) : null}
        {/* The body is Markdown rendered and sanitised on the server (no scripts, no handlers). */}
        <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="related-heading" className="mt-14 border-t border-stone-300 pt-8">
          <h2 id="related-heading" className="text-xl font-semibold text-brand-900">
            {t("related")}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {related.map((item) => (
              <li key={item.slug} className="grid">
                <ArticleCard article={item} basePath={`/${kind}`} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
