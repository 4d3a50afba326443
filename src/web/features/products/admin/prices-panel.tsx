import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";
import { EmptyState } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { SelectField } from "#web/components/forms/select-field";
import { RoutesGrid } from "./routes-grid";

/** One product at a time: the routes it serves, each with its price per vehicle class (and a tour's stops). */
export function PricesPanel({ catalogue, canWrite, language }: { catalogue: AdminCatalogue; canWrite: boolean; language: Language }) {
  const { t } = useTranslation("admin-products");
  const [productId, setProductId] = useState<number | null>(catalogue.products[0]?.id ?? null);
  const product = catalogue.products.find((candidate) => candidate.id === productId);
  if (!product) return <EmptyState>{t("empty")}</EmptyState>;
  // Re-mounted per product and whenever what is stored changes, so the grid starts from the stored rows.
  const stored = JSON.stringify([
    catalogue.routes.filter((r) => r.productId === product.id),
    catalogue.prices.filter((p) => p.productId === product.id),
    product.stops,
  ]);
  return (
    <>
      <div className="max-w-md">
        <SelectField id="prices-product" label={t("pricesFor")} value={product.id} onChange={(event) => setProductId(Number(event.target.value))}>
          {catalogue.products.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {pickText(candidate.name, language)}
            </option>
          ))}
        </SelectField>
      </div>
      <RoutesGrid key={`${product.id}:${stored}`} catalogue={catalogue} product={product} canWrite={canWrite} language={language} />
    </>
  );
}
