import { tagLabel } from "#shared/content/article-tags";
import type { Language } from "#shared/i18n/languages";
import { formatNumber } from "#web/lib/format";
import { i18nFor } from "#web/lib/i18n";

// Used by `meta`, which also runs in the browser: no zod here (see ./article-list-loader).

/** The query kept in a list's canonical address: the topic and the page, never the search text. */
export function canonicalSearch({ page, tag }: { page: number; tag: string }): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** "Guides — Umrah — Page 2 of 3": each filtered or later page gets a title of its own. */
export function listTitle(title: string, language: Language, { page, tag, totalPages }: { page: number; tag: string; totalPages: number }): string {
  const t = i18nFor(language).getFixedT(language);
  const pageOf = page > 1 ? t("pagination.pageOf", { page: formatNumber(page, language), total: formatNumber(totalPages, language) }) : "";
  return [title, tag ? tagLabel(tag, language) : "", pageOf].filter(Boolean).join(" — ");
}
