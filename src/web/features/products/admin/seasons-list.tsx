import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { MULTIPLIER_ONE } from "#shared/bookings/season";
import type { AdminProduct, AdminSeason } from "#shared/products/catalogue-admin-answers";
import { Button, EmptyState } from "#web/components/admin/admin-ui";
import { formatDate, formatNumber } from "#web/lib/format";
import { useTranslation } from "#web/lib/i18n/texts";
import { CatalogueRow } from "./catalogue-row";
import { EditDialog } from "./edit-dialog";
import { SeasonForm } from "./season-form";

export function SeasonsList({
  seasons,
  products,
  canWrite,
  language,
}: {
  seasons: AdminSeason[];
  products: AdminProduct[];
  canWrite: boolean;
  language: Language;
}) {
  const { t } = useTranslation("admin-products");
  const [editing, setEditing] = useState<AdminSeason | "new" | null>(null);
  const productName = (id: number | null) => {
    const product = id === null ? undefined : products.find((p) => p.id === id);
    return product ? pickText(product.name, language) : t("fields.allProducts");
  };
  return (
    <>
      {canWrite ? (
        <div className="mb-3 flex justify-end">
          <Button onClick={() => setEditing("new")}>{t("actions.addSeason")}</Button>
        </div>
      ) : null}
      {seasons.length === 0 ? <EmptyState>{t("empty")}</EmptyState> : null}
      <ul className="divide-y divide-stone-200">
        {seasons.map((season) => (
          <CatalogueRow
            key={season.id}
            title={pickText(season.name, language)}
            details={
              <>
                {t("dates", { start: formatDate(`${season.startDate}T12:00:00Z`, language), end: formatDate(`${season.endDate}T12:00:00Z`, language) })} ·{" "}
                {t("multiplierShown", { value: formatNumber(season.multiplierBasisPoints / MULTIPLIER_ONE, language, 2) })} · {productName(season.productId)}
              </>
            }
            canWrite={canWrite}
            onEdit={() => setEditing(season)}
            deletePath={`/api/admin/seasons/${season.id}`}
          />
        ))}
      </ul>
      <EditDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("actions.addSeason") : editing ? pickText(editing.name, language) : ""}
      >
        {editing !== null ? (
          <SeasonForm season={editing === "new" ? null : editing} products={products} language={language} onDone={() => setEditing(null)} />
        ) : null}
      </EditDialog>
    </>
  );
}
