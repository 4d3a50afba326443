import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";
import { Card } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { ExtraRowForm } from "./extra-row-form";
import { PricesPanel } from "./prices-panel";
import { ProductsList } from "./products-list";
import { SeasonsList } from "./seasons-list";
import { VehicleClassesList } from "./vehicle-classes-list";

const TABS = ["products", "vehicleClasses", "prices", "seasons", "extras"] as const;
type Tab = (typeof TABS)[number];

/** The five parts of admin products as tabs (a scrollable row on phones). */
export function CatalogueTabs({ catalogue, canWrite, language }: { catalogue: AdminCatalogue; canWrite: boolean; language: Language }) {
  const { t } = useTranslation("admin-products");
  const [tab, setTab] = useState<Tab>("products");
  return (
    <>
      <div role="tablist" aria-label={t("admin:pages.products")} className="mb-4 flex gap-1 overflow-x-auto rounded-xl bg-stone-100 p-1">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`min-h-10 shrink-0 rounded-lg px-3 text-sm font-semibold whitespace-nowrap ${tab === name ? "bg-white text-brand-900 shadow-sm" : "text-stone-700 hover:bg-white/60"}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Card>
          {tab === "products" ? <ProductsList products={catalogue.products} canWrite={canWrite} language={language} /> : null}
          {tab === "vehicleClasses" ? <VehicleClassesList vehicleClasses={catalogue.vehicleClasses} canWrite={canWrite} language={language} /> : null}
          {tab === "prices" ? <PricesPanel catalogue={catalogue} canWrite={canWrite} language={language} /> : null}
          {tab === "seasons" ? <SeasonsList seasons={catalogue.seasons} products={catalogue.products} canWrite={canWrite} language={language} /> : null}
          {tab === "extras" ? (
            <ul className="divide-y divide-stone-200">
              {catalogue.extras.map((extra) => (
                <ExtraRowForm key={`${extra.kind}-${extra.priceHalalas}-${extra.active}`} extra={extra} canWrite={canWrite} language={language} />
              ))}
            </ul>
          ) : null}
        </Card>
      </div>
    </>
  );
}
