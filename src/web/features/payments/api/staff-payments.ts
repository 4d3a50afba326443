import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffRefund } from "#shared/payments/payment.schema";
import type { PaymentDailyTotals, StaffBookingPayments, StaffPaymentList, StaffRefundAnswer } from "#shared/payments/payments-api";
import { adminDownload, adminFetch } from "#web/lib/staff-session/admin-api";

/**
 * The staff's payment reads under one key, beside the tracker's: a booking or payment change on
 * the realtime socket marks them stale, and what is on screen reads again.
 */
export const STAFF_PAYMENTS_KEY = ["job-tracker", "payments"] as const;

export type StaffPaymentFilters = Partial<Record<"from" | "to" | "status" | "kind" | "method" | "q", string>> & { limit?: number; offset?: number };

export const paymentsQueryString = (filters: StaffPaymentFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
};

/** GET /api/admin/payments */
export const staffPaymentsQuery = (filters: StaffPaymentFilters) =>
  queryOptions({
    queryKey: [...STAFF_PAYMENTS_KEY, "list", filters],
    queryFn: () => adminFetch<StaffPaymentList>(`/api/admin/payments?${paymentsQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });
export const useStaffPayments = (filters: StaffPaymentFilters) => useQuery(staffPaymentsQuery(filters));

/** GET /api/admin/payments.csv with the list's filters (not its page): saved as a file. */
export const downloadPaymentsCsv = (filters: StaffPaymentFilters) => {
  const { limit: _limit, offset: _offset, ...rest } = filters;
  return adminDownload(`/api/admin/payments.csv?${paymentsQueryString(rest)}`, `payments-${new Date().toISOString().slice(0, 10)}.csv`);
};

/** GET /api/admin/bookings/:id/payments: the booking panel's section. */
export const bookingPaymentsQuery = (bookingId: number) =>
  queryOptions({
    queryKey: [...STAFF_PAYMENTS_KEY, "booking", bookingId],
    queryFn: () => adminFetch<StaffBookingPayments>(`/api/admin/bookings/${bookingId}/payments`),
  });
export const useBookingPayments = (bookingId: number) => useQuery(bookingPaymentsQuery(bookingId));

/** GET /api/admin/payments/daily: the dashboard's totals. */
export const paymentDailyQuery = (days = 14) =>
  queryOptions({ queryKey: [...STAFF_PAYMENTS_KEY, "daily", days], queryFn: () => adminFetch<PaymentDailyTotals>(`/api/admin/payments/daily?days=${days}`) });
export const usePaymentDaily = (enabled = true) => useQuery({ ...paymentDailyQuery(), enabled });

/** POST /api/admin/payments/:id/refund, one Idempotency-Key per confirmed dialog. */
export function useStaffRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body, idempotencyKey }: { paymentId: number; body: StaffRefund; idempotencyKey: string }) =>
      adminFetch<StaffRefundAnswer>(`/api/admin/payments/${paymentId}/refund`, { body, headers: { "Idempotency-Key": idempotencyKey } }),
    // The booking's payment status and timeline change too.
    onSettled: () => client.invalidateQueries({ queryKey: ["job-tracker"] }),
  });
}
