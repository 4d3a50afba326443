import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProductDepositSettingsPayload } from "#shared/payments/payment.schema";
import type { PaymentSettingsView, ProductDepositSettings } from "#shared/payments/payments-api";
import { adminFetch } from "#web/lib/staff-session/admin-api";

export const PAYMENT_SETTINGS_KEY = ["admin-products", "payment-settings"] as const;

/** GET /api/admin/payments/settings: whether online payment is on, and each product's deposit rule. */
export const paymentSettingsQuery = () =>
  queryOptions({ queryKey: PAYMENT_SETTINGS_KEY, queryFn: () => adminFetch<PaymentSettingsView>("/api/admin/payments/settings") });
export const usePaymentSettings = () => useQuery(paymentSettingsQuery());

/** PATCH /api/admin/payments/settings/products/:productId with the version the form was loaded with (0: none stored yet). */
export function useSaveDepositSettings(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductDepositSettingsPayload) =>
      adminFetch<ProductDepositSettings>(`/api/admin/payments/settings/products/${productId}`, { method: "PATCH", body }),
    onSettled: () => client.invalidateQueries({ queryKey: PAYMENT_SETTINGS_KEY }),
  });
}
