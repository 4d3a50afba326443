/*
 * One payment's lifecycle (ARCHITECTURE rule 5): the server is the only place that applies it,
 * to every answer from the provider (webhook, fetch, reconciliation), so a late or repeated
 * answer never moves a payment backwards.
 *
 *   initiated → paid | failed
 *   paid → partially_refunded | refunded | voided
 *   partially_refunded → partially_refunded (another part) | refunded
 */
export const ONLINE_PAYMENT_STATUSES = ["initiated", "paid", "failed", "partially_refunded", "refunded", "voided"] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

export const PAYMENT_TRANSITIONS: Record<OnlinePaymentStatus, readonly OnlinePaymentStatus[]> = {
  initiated: ["paid", "failed"],
  paid: ["partially_refunded", "refunded", "voided"],
  partially_refunded: ["partially_refunded", "refunded"],
  failed: [],
  refunded: [],
  voided: [],
};

export function canMovePayment(from: OnlinePaymentStatus, to: OnlinePaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export function isOnlinePaymentStatus(value: unknown): value is OnlinePaymentStatus {
  return typeof value === "string" && (ONLINE_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Money was taken (and may since have been partly returned). */
export const CAPTURED_STATUSES: readonly OnlinePaymentStatus[] = ["paid", "partially_refunded", "refunded"];
/** Nothing more will happen to it. */
export const FINAL_STATUSES: readonly OnlinePaymentStatus[] = ["failed", "refunded", "voided"];

/**
 * Moyasar's payment statuses as ours. `authorized`/`captured` belong to manual capture, which we
 * never ask for; they count as paid. Anything unknown is no news (null): it never moves a payment.
 */
export function fromProviderStatus(status: string, refundedHalalas: number, amountHalalas: number): OnlinePaymentStatus | null {
  switch (status) {
    case "initiated":
      return "initiated";
    case "paid":
    case "captured":
    case "authorized":
      return refundedHalalas > 0 ? (refundedHalalas >= amountHalalas ? "refunded" : "partially_refunded") : "paid";
    case "failed":
      return "failed";
    case "refunded":
      return refundedHalalas > 0 && refundedHalalas < amountHalalas ? "partially_refunded" : "refunded";
    case "voided":
      return "voided";
    default:
      return null;
  }
}
