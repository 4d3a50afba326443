import { useCallback } from "react";
import { useFilterOptions } from "./tracker-queries";

/** Whether a product is priced per hour only (its legs then ask for hours), from the tracker's catalogue. */
export function useIsHourly(): (productSlug: string) => boolean {
  const catalogue = useFilterOptions();
  return useCallback(
    (slug: string) => {
      const product = catalogue.data?.products.find((candidate) => candidate.slug === slug);
      const prices = catalogue.data?.prices.filter((price) => price.productId === product?.id) ?? [];
      return prices.length > 0 && prices.every((price) => price.unit === "hour");
    },
    [catalogue.data],
  );
}
