import { Link, useLocation } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { formatNumber } from "#web/lib/format";
import { useLanguage } from "#web/lib/language";

/**
 * Previous/next links and "Page X of Y" for a paged list. The links keep the other query
 * parameters (?q, ?tag) and are plain links, so paging works before JavaScript has loaded.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  const linkClass =
    "inline-flex min-h-11 items-center gap-1 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
      <div className="justify-self-start">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
            {/* The arrow points to the start of the line: left in English, right in Arabic. */}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>
            {t("pagination.previous")}
          </Link>
        ) : null}
      </div>
      <p className="text-center text-sm text-muted">
        {t("pagination.pageOf", { page: formatNumber(page, language), total: formatNumber(totalPages, language) })}
      </p>
      <div className="justify-self-end">
        {page < totalPages ? (
          <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
            {t("pagination.next")}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
