import { Form, Link } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { tagLabel } from "#shared/content/article-tags";
import { useLanguage } from "#web/lib/language";

interface Props {
  /** The list's own path in the current language ("/ar/blog"). */
  action: string;
  q: string;
  tag: string;
  tags: string[];
  texts: { label: string; placeholder: string; clear: string; topics: string; all: string };
}

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * A search box and topic filters for a list. A plain GET form and plain links: searching and
 * filtering work before JavaScript has loaded, and every result has its own address.
 */
export function ArticleSearch({ action, q, tag, tags, texts }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chip = (active: boolean) =>
    `inline-block rounded-full border px-3 py-1.5 text-sm font-medium ${focusRing} ${active ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-brand-800 hover:bg-stone-100"}`;
  const hrefFor = (next: { q: string; tag: string }) => {
    const params = new URLSearchParams();
    if (next.q) params.set("q", next.q);
    if (next.tag) params.set("tag", next.tag);
    const query = params.toString();
    return query ? `${action}?${query}` : action;
  };
  return (
    <div className="mt-6 space-y-4">
      <Form method="get" action={action} role="search" className="max-w-xl">
        <label htmlFor="article-search" className="block text-sm font-medium text-ink">
          {texts.label}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="article-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={texts.placeholder}
            className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-ink placeholder:text-stone-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
          />
          {tag ? <input type="hidden" name="tag" value={tag} /> : null}
          <button type="submit" className={`rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 ${focusRing}`}>
            {t("actions.search")}
          </button>
        </div>
        {q ? (
          <Link to={hrefFor({ q: "", tag })} className={`mt-2 inline-block text-sm font-semibold text-brand-700 underline ${focusRing}`}>
            {texts.clear}
          </Link>
        ) : null}
      </Form>
      {tags.length > 0 ? (
        <nav aria-label={texts.topics}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={hrefFor({ q, tag: "" })} className={chip(!tag)} aria-current={!tag ? "page" : undefined}>
                {texts.all}
              </Link>
            </li>
            {tags.map((value) => (
              <li key={value}>
                <Link to={hrefFor({ q, tag: value })} className={chip(tag === value)} aria-current={tag === value ? "page" : undefined}>
                  {tagLabel(value, language)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
