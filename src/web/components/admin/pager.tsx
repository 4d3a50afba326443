import { useTranslation } from "#web/lib/i18n/texts";
import { Button } from "./admin-ui";

/** Previous / next for a paged admin list, with "page x of y". */
export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation("admin");
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("common.previous")}
      </Button>
      <span className="text-sm text-muted">{t("common.pageOf", { page, total: totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t("common.next")}
      </Button>
    </nav>
  );
}
