import type { OnlinePaymentStatus } from "#shared/payments/payment-lifecycle";

/** The badge colour of a payment's status: money in green, a failure red, money going back amber. */
export const paymentTone = (status: OnlinePaymentStatus): "good" | "bad" | "warn" | "neutral" =>
  status === "paid" ? "good" : status === "failed" ? "bad" : status === "initiated" ? "neutral" : "warn";
