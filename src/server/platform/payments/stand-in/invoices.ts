import { randomUUID } from "node:crypto";

/**
 * The stand-in's invoices (docs.moyasar.com, Invoices): created with the secret key, fetched with
 * their payments, paid on their hosted page (`url`). An invoice still `initiated` after its
 * `expired_at` reads as `expired`, and no payment can be made on it.
 */
export interface StandInInvoice {
  id: string;
  status: "initiated" | "paid" | "expired" | "canceled";
  amount: number;
  currency: string;
  description: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string>;
  /** Ids of the payments made on its page, oldest first. */
  paymentIds: string[];
}

const url = (value: unknown) => typeof value === "string" && /^https?:\/\/\S+$/.test(value);

/** A new invoice from POST /invoices's body, or the provider's validation errors. */
export function newInvoice(body: Record<string, unknown>, base: string): { invoice: StandInInvoice } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const amount = body.amount;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) errors.amount = ["must be an integer of at least 100"];
  if (body.currency !== undefined && (typeof body.currency !== "string" || !/^[A-Z]{3}$/.test(body.currency))) errors.currency = ["is invalid"];
  if (typeof body.description !== "string" || body.description.trim() === "") errors.description = ["can't be blank"];
  for (const key of ["callback_url", "success_url", "back_url"] as const) if (body[key] != null && !url(body[key])) errors[key] = ["is invalid"];
  if (body.expired_at != null && (typeof body.expired_at !== "string" || Number.isNaN(Date.parse(body.expired_at)))) errors.expired_at = ["is invalid"];
  if (Object.keys(errors).length) return { errors };
  const id = randomUUID();
  const now = new Date().toISOString();
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    invoice: {
      id,
      status: "initiated",
      amount: amount as number,
      currency: typeof body.currency === "string" ? body.currency : "SAR",
      description: String(body.description),
      url: `${base}/checkout/invoices/${id}?lang=en`,
      callback_url: text(body.callback_url),
      success_url: text(body.success_url),
      back_url: text(body.back_url),
      expired_at: body.expired_at == null ? null : new Date(String(body.expired_at)).toISOString(),
      created_at: now,
      updated_at: now,
      metadata: Object.fromEntries(Object.entries((body.metadata ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])),
      paymentIds: [],
    },
  };
}

/** The status as the provider answers it now (an unpaid invoice past its expiry is expired). */
export function invoiceStatus(invoice: StandInInvoice, now = Date.now()): StandInInvoice["status"] {
  if (invoice.status === "initiated" && invoice.expired_at && Date.parse(invoice.expired_at) <= now) {
    invoice.status = "expired";
    invoice.updated_at = new Date(now).toISOString();
  }
  return invoice.status;
}

export function publicInvoice(invoice: StandInInvoice, payments: unknown[]) {
  const { paymentIds: _ids, ...rest } = invoice;
  invoiceStatus(invoice);
  return { ...rest, status: invoice.status, logo_url: null, amount_format: `${(invoice.amount / 100).toFixed(2)} ${invoice.currency}`, payments };
}
