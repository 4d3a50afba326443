import { createContext, useContext, type ComponentType } from "react";
import type { Language } from "#shared/i18n/languages";

/**
 * Sections other features add under a product's form (its online payment deposit), handed in
 * by the route: the products feature never imports another feature's insides.
 */
export interface ProductFormExtras {
  deposit?: ComponentType<{ productId: number; language: Language }>;
}

export const ProductFormExtrasContext = createContext<ProductFormExtras>({});
export const useProductFormExtras = () => useContext(ProductFormExtrasContext);
