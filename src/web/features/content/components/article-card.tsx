import { useTranslation } from "#web/lib/i18n/texts";
import type { ArticleSummary } from "#shared/content/public-read-api";
import type { ImageProps } from "#shared/files/image-url";
import { tagLabel } from "#shared/content/article-tags";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { useLanguage } from "#web/lib/language";
import { formatDate } from "#web/lib/format";

/** A post or guide in a list; `basePath` is "/blog" or "/guides". */
export function ArticleCard({
  article,
  basePath,
  headingLevel = 3,
}: {
  article: ArticleSummary & { picture: ImageProps };
  basePath: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="link-card flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {article.coverImage ? (
        <img {...article.picture} alt="" loading="lazy" className="aspect-video w-full bg-stone-100 object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-brand-50" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-sand-600">{article.tags.map((tag) => tagLabel(tag, language)).join(" · ")}</p>
        <Heading className="mt-2 text-lg font-semibold text-brand-900">
          <LocalizedLink to={`${basePath}/${article.slug}`} className="card-link">
            {article.title}
          </LocalizedLink>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-muted">{article.excerpt}</p>
        {/* A search's matching passage: text segments (React escapes them), the matches in <mark>. */}
        {article.passage ? (
          <p className="search-passage">{article.passage.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</p>
        ) : null}
        <p className="mt-4 text-xs text-muted">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
          {" · "}
          {t("content:readingTime", { count: article.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
