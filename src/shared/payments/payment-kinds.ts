/*
 * Online payments (issue 25): the words every side uses. Money is integer halalas, SAR only
 * (Moyasar settles SAR; the price is VAT-inclusive like every price here).
 */
export const PAYMENT_CURRENCY = "SAR" as const;

/** What a payment is for: a deposit or the whole price at booking, the balance later. */
export const PAYMENT_KINDS = ["deposit", "full", "balance"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How it was paid (Moyasar's source types; mada is a creditcard whose company is mada). */
export const PAYMENT_METHODS = ["mada", "visa", "mastercard", "amex", "applepay", "stcpay", "creditcard"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The source types the customer may choose on the provider's form. */
export const PAYMENT_SOURCES = ["creditcard", "applepay", "stcpay"] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** A refund's own life: asked of the provider, then confirmed by its answer (webhook + fetch) or refused. */
export const REFUND_STATUSES = ["pending", "refunded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Who asked for a refund. */
/** Who asked for a refund; `paid_after_cancel`: money taken on a payment page still open when the booking was cancelled. */
export const REFUND_ORIGINS = ["customer_cancel", "staff", "paid_after_cancel"] as const;
export type RefundOrigin = (typeof REFUND_ORIGINS)[number];

/** Per product: no deposit (pay later, the default), a percentage of the price, or a fixed amount. */
export const DEPOSIT_MODES = ["none", "percent", "fixed"] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

/** The balance falls due this many hours before the first pickup unless the product says otherwise. */
export const DEFAULT_BALANCE_DUE_HOURS = 48;
/** A started payment left unfinished this long is asked about and, if the provider never saw it, failed. */
export const ABANDONED_PAYMENT_MINUTES = 60;
