import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import type { AdminProduct } from "#shared/products/catalogue-admin-answers";
import { pickText } from "#shared/i18n/localized-text";
import { Badge, Button, EmptyState } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { CatalogueRow } from "./catalogue-row";
import { EditDialog } from "./edit-dialog";
import { ProductForm } from "./product-form";
import { useProductFormExtras } from "./product-extras";

export function ProductsList({ products, canWrite, language }: { products: AdminProduct[]; canWrite: boolean; language: Language }) {
  const { t } = useTranslation("admin-products");
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  const { deposit: Deposit } = useProductFormExtras();
  return (
    <>
      {canWrite ? (
        <div className="mb-3 flex justify-end">
          <Button onClick={() => setEditing("new")}>{t("actions.addProduct")}</Button>
        </div>
      ) : null}
      {products.length === 0 ? <EmptyState>{t("empty")}</EmptyState> : null}
      <ul className="divide-y divide-stone-200">
        {products.map((product) => (
          <CatalogueRow
            key={product.id}
            testId={`product-${product.slug}`}
            title={pickText(product.name, language)}
            badge={<Badge tone={product.active ? "good" : "neutral"}>{t(product.active ? "status.active" : "status.inactive")}</Badge>}
            details={
              <>
                {t(`kinds.${product.kind}`)} · <span dir="ltr">/{product.slug}</span>
              </>
            }
            canWrite={canWrite}
            onEdit={() => setEditing(product)}
            deletePath={`/api/admin/products/${product.id}`}
          />
        ))}
      </ul>
      <EditDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("actions.addProduct") : editing ? pickText(editing.name, language) : ""}
      >
        {editing !== null ? <ProductForm product={editing === "new" ? null : editing} onDone={() => setEditing(null)} /> : null}
        {Deposit && editing !== null && editing !== "new" ? <Deposit productId={editing.id} language={language} /> : null}
      </EditDialog>
    </>
  );
}
