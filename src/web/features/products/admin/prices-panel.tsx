import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";
import { EmptyState } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { SelectField } from "#web/components/forms/select-field";
import { PriceRowForm } from "./price-row-form";

/** One product at a time: its price on every vehicle class. */
export function PricesPanel({ catalogue, canWrite, language }: { catalogue: AdminCatalogue; canWrite: boolean; language: Language }) {
  const { t } = useTranslation("admin-products");
  const [productId, setProductId] = useState<number | null>(catalogue.products[0]?.id ?? null);
  if (productId === null) return <EmptyState>{t("empty")}</EmptyState>;
  return (
    <>
      <div className="max-w-md">
        <SelectField id="prices-product" label={t("pricesFor")} value={productId} onChange={(event) => setProductId(Number(event.target.value))}>
          {catalogue.products.map((product) => (
            <option key={product.id} value={product.id}>
              {pickText(product.name, language)}
            </option>
          ))}
        </SelectField>
      </div>
      <ul className="mt-2 divide-y divide-stone-200">
        {catalogue.vehicleClasses.map((vehicleClass) => (
          <PriceRowForm
            // Re-mounted per product and per stored price, so the form always starts from what is stored.
            key={`${productId}-${vehicleClass.id}-${JSON.stringify(catalogue.prices.find((p) => p.productId === productId && p.vehicleClassId === vehicleClass.id) ?? null)}`}
            productId={productId}
            vehicleClass={vehicleClass}
            price={catalogue.prices.find((p) => p.productId === productId && p.vehicleClassId === vehicleClass.id)}
            canWrite={canWrite}
            language={language}
          />
        ))}
      </ul>
    </>
  );
}
