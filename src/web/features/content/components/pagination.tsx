import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatNumber } from "#web/lib/format";
import { useLanguage } from "#web/lib/language";

/** Previous/next links that keep the other query parameters (?q, ?tag). */
export function Pagination({ page, totalPages, search }: { page: number; totalPages: number; search: URLSearchParams }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  const linkClass = "rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-stone-100";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          {t("pagination.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted" aria-current="page">
        {t("pagination.pageOf", { page: formatNumber(page, language), total: formatNumber(totalPages, language) })}
      </p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          {t("pagination.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
