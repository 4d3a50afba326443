import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/products: the whole catalogue, inactive rows included. */
export const fetchCatalogue = () => adminFetch<AdminCatalogue>("/api/admin/products");
export const CATALOGUE_KEY = ["admin-products"] as const;
export const catalogueQuery = () => queryOptions({ queryKey: CATALOGUE_KEY, queryFn: fetchCatalogue });
export const useCatalogue = () => useQuery(catalogueQuery());

export interface CatalogueWrite {
  method: "POST" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
}

/**
 * Every write of admin products (create, edit, delete of products, classes, prices, seasons,
 * extras): one mutation, and the catalogue is read again afterwards whether it worked or not.
 */
export function useCatalogueWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin-products", "write"],
    mutationFn: (write: CatalogueWrite) => adminFetch<{ ok: true; id: number | string | null }>(write.path, { method: write.method, body: write.body }),
    onSettled: () => client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
