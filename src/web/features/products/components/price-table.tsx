import { useTranslation } from "#web/lib/i18n/texts";
import type { ProductPriceView } from "#shared/content/public-read-api";
import { formatSar } from "#shared/products/money";
import { formatNumber } from "#web/lib/format";
import { useLanguage } from "#web/lib/language";

/** A product's prices by vehicle class, VAT included. */
export function PriceTable({ prices, caption }: { prices: ProductPriceView[]; caption: string }) {
  const { t } = useTranslation("services");
  const language = useLanguage();
  if (prices.length === 0) return <p className="text-muted">{t("priceOnRequest")}</p>;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-300 text-start">
          <th scope="col" className="py-2 text-start font-semibold">
            {t("vehicle")}
          </th>
          <th scope="col" className="py-2 text-start font-semibold">
            {t("passengers")}
          </th>
          <th scope="col" className="py-2 text-end font-semibold">
            {t("price")}
          </th>
        </tr>
      </thead>
      <tbody>
        {prices.map((price) => (
          <tr key={price.vehicleClassSlug} className="border-b border-stone-200">
            <th scope="row" className="py-2 text-start font-medium">
              {price.vehicleClassName}
            </th>
            <td className="py-2">{formatNumber(price.passengers, language)}</td>
            <td className="py-2 text-end font-semibold text-brand-800">
              {formatSar(price.amountHalalas, language)}
              {price.unit === "hour" ? (
                <span className="block text-xs font-normal text-muted">
                  {t("perHour", { count: price.minimumHours ?? 1, hours: formatNumber(price.minimumHours ?? 1, language) })}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
