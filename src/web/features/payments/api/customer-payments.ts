import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "#shared/i18n/languages";
import type { PaymentKind } from "#shared/payments/payment-kinds";
import type { BookingPaymentSummary, CheckoutStart, PaymentsAvailability, RefundPreview } from "#shared/payments/payments-api";
import { apiFetch } from "#web/lib/api-client";

/*
 * The customer's payment calls, all under the booking link's token (no-store on the server). The
 * page's language goes as Accept-Language, so refusals come back in the customer's words.
 */
const base = (token: string) => `/api/booking-info/${encodeURIComponent(token)}`;
const inLanguage = (language: Language) => ({ "Accept-Language": language });

/** Every payment read of one booking lives under this key; the booking page's live channel marks it stale. */
export const paymentsKey = (token: string) => ["payments", "booking", token] as const;

/** GET /api/booking-info/:token/payments */
export const paymentSummaryQuery = (token: string, language: Language) =>
  queryOptions({
    queryKey: [...paymentsKey(token), "summary"],
    queryFn: ({ signal }) => apiFetch<BookingPaymentSummary>(`${base(token)}/payments`, { signal, headers: inLanguage(language) }),
    // A payment under way is asked about again until the provider has answered (the server asks it).
    refetchInterval: (query) => (query.state.data?.pending ? 3_000 : false),
  });
export const usePaymentSummary = (token: string, language: Language) => useQuery(paymentSummaryQuery(token, language));

/** GET /api/booking-info/:token/refund-preview: what a cancel now would give back, read when the dialog opens. */
export const refundPreviewQuery = (token: string, language: Language) =>
  queryOptions({
    queryKey: [...paymentsKey(token), "refund-preview"],
    queryFn: ({ signal }) => apiFetch<RefundPreview>(`${base(token)}/refund-preview`, { signal, headers: inLanguage(language) }),
    staleTime: 0,
  });
export const useRefundPreview = (token: string, language: Language, enabled: boolean) => useQuery({ ...refundPreviewQuery(token, language), enabled });

export interface StartPaymentInput {
  token: string;
  language: Language;
  kind: PaymentKind;
  /** One per press of the button: a retry of the same press never starts a second payment. */
  idempotencyKey: string;
}

/** POST /api/booking-info/:token/payments: the server creates the payment (its own amount) and answers where to pay. */
export const startPayment = ({ token, language, kind, idempotencyKey }: StartPaymentInput) =>
  apiFetch<CheckoutStart>(`${base(token)}/payments`, { body: { kind }, headers: { ...inLanguage(language), "Idempotency-Key": idempotencyKey } });

export const startPaymentMutation = () => mutationOptions({ mutationKey: ["payments", "start"], mutationFn: startPayment });

export function useStartPayment() {
  const client = useQueryClient();
  return useMutation({ ...startPaymentMutation(), onError: (_error, { token }) => client.invalidateQueries({ queryKey: paymentsKey(token) }) });
}

/**
 * GET /api/payments/availability?product=<slug>: whether online payment is on and, for /book's
 * review, that product's deposit rule and the refund share before the free-cancellation cut-off;
 * without a rule the review keeps "Nothing is paid now".
 */
export type ReviewAvailability = PaymentsAvailability;
export const availabilityQuery = (productSlug: string) =>
  queryOptions({
    queryKey: ["payments", "availability", productSlug],
    queryFn: ({ signal }) => apiFetch<ReviewAvailability>(`/api/payments/availability?product=${encodeURIComponent(productSlug)}`, { signal }),
    staleTime: 5 * 60_000,
  });
export const useAvailability = (productSlug: string) => useQuery({ ...availabilityQuery(productSlug), enabled: productSlug !== "" });
