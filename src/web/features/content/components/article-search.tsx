import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { tagLabel } from "#shared/content/article-tags";
import { useLanguage } from "#web/lib/language";

interface Props {
  /** The list's own path in the current language ("/ar/blog"). */
  action: string;
  q: string;
  tag: string;
  tags: string[];
  label: string;
  placeholder: string;
  allLabel: string;
}

/** A search box and tag filters for a list; a plain GET form, so it works without JavaScript. */
export function ArticleSearch({ action, q, tag, tags, label, placeholder, allLabel }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm font-medium ${active ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-brand-800 hover:bg-stone-100"}`;
  const withTag = (value: string) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (value) params.set("tag", value);
    const query = params.toString();
    return query ? `${action}?${query}` : action;
  };
  return (
    <div className="mt-6 space-y-4">
      <Form method="get" action={action} role="search" className="flex max-w-xl gap-2">
        <label htmlFor="article-search" className="sr-only">
          {label}
        </label>
        <input
          id="article-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={placeholder}
          className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 focus:outline-2 focus:outline-brand-700"
        />
        {tag ? <input type="hidden" name="tag" value={tag} /> : null}
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t("actions.search")}
        </button>
      </Form>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          <li>
            <Link to={withTag("")} className={chip(!tag)} aria-current={!tag ? "true" : undefined}>
              {allLabel}
            </Link>
          </li>
          {tags.map((value) => (
            <li key={value}>
              <Link to={withTag(value)} className={chip(tag === value)} aria-current={tag === value ? "true" : undefined}>
                {tagLabel(value, language)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
