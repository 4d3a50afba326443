import { z } from "zod";
import { noteServiceCall } from "#server/platform/outside-services/service-health";

/** Moyasar's live API; MOYASAR_API_URL (or the integration's apiUrl) replaces it with a stand-in. */
export const DEFAULT_MOYASAR_API_URL = "https://api.moyasar.com/v1";
const SERVICE = "moyasar";
/** A customer waits on the return page for this answer; a refund or a reconciliation can wait a little longer. */
const DEFAULT_TIMEOUT_MS = 8_000;

/**
 * The part of Moyasar's payment object we read. Unknown fields are ignored; amounts are in
 * halalas. `source` never carries a full card number (Moyasar masks it: "4201-32XX-XXXX-1010").
 */
export const moyasarPaymentSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.string().max(40),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(3),
  refunded: z.number().int().nonnegative().default(0),
  refunded_at: z.string().nullish(),
  description: z.string().nullish(),
  callback_url: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  /** Set when the payment was made on an invoice's hosted page. */
  invoice_id: z.string().max(100).nullish(),
  source: z
    .object({
      type: z.string().max(40),
      company: z.string().max(40).nullish(),
      number: z.string().max(40).nullish(),
      message: z.string().max(500).nullish(),
      transaction_url: z.string().max(2000).nullish(),
      reference_number: z.string().max(100).nullish(),
      gateway_id: z.string().max(100).nullish(),
    })
    .passthrough()
    .nullish(),
});
export type MoyasarPayment = z.infer<typeof moyasarPaymentSchema>;

/**
 * The part of Moyasar's invoice object we read (docs.moyasar.com, Invoices: "Create Invoice",
 * "Fetch Invoice"): `url` is its hosted payment page (mada, Visa/Mastercard, Apple Pay, STC Pay);
 * `payments` are the attempts made on it. Status: initiated, paid, failed, refunded, canceled,
 * on_hold, expired, voided.
 */
export const moyasarInvoiceSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.string().max(40),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(3),
  description: z.string().nullish(),
  url: z.string().min(1).max(2000),
  callback_url: z.string().nullish(),
  success_url: z.string().nullish(),
  back_url: z.string().nullish(),
  expired_at: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  payments: z.array(moyasarPaymentSchema).nullish(),
});
export type MoyasarInvoice = z.infer<typeof moyasarInvoiceSchema>;

export interface CreateInvoiceInput {
  amount: number;
  currency: string;
  description: string;
  /** Where the provider POSTs the invoice when it is paid (a hint: we always fetch it ourselves). */
  callbackUrl: string;
  /** Where the payer's browser goes once the invoice is paid. */
  successUrl: string;
  /** Where the hosted page's back button goes. */
  backUrl: string;
  /** No payment attempt after this (ISO 8601). */
  expiredAt: string;
  metadata: Record<string, string>;
}

const paymentListSchema = z.object({ payments: z.array(moyasarPaymentSchema), meta: z.record(z.string(), z.unknown()).nullish() });

/** Why the provider gave nothing usable: logged by the caller (never the key), never shown raw to a customer. */
export class MoyasarError extends Error {
  constructor(
    readonly reason: "timeout" | "network" | "status" | "body",
    /** HTTP status for `status`. */
    readonly status: number | null,
    /** Moyasar's error `type`/`message` when it sent one (e.g. invalid_request_error). */
    readonly providerMessage: string | null,
  ) {
    super(`moyasar: ${reason}${status ? ` ${status}` : ""}${providerMessage ? ` (${providerMessage})` : ""}`);
  }
  /** Moyasar says the payment does not exist (a wrong id, or another account's). */
  get notFound(): boolean {
    return this.reason === "status" && this.status === 404;
  }
}

export interface MoyasarSettings {
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
}

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string;
  metadata: Record<string, string>;
  /** A source as Moyasar takes it (creditcard with card fields, token, applepay, stcpay). */
  source: Record<string, unknown>;
}

/**
 * A thin typed client for Moyasar's REST API (ARCHITECTURE: the npm package lacks refunds):
 * HTTP Basic auth with the secret key as the user name, JSON bodies, a timeout on every call.
 * The browser never talks to this, and never sees card data of ours: it is sent to the invoice's
 * hosted page, the provider's own.
 */
export function createMoyasarApi(settings: MoyasarSettings) {
  const base = settings.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString("base64")}`;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<S extends z.ZodType>(method: "GET" | "POST" | "PUT", path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    const started = performance.now();
    try {
      const value = await callOnce(method, path, schema, body);
      noteServiceCall(SERVICE, { ok: true, ms: performance.now() - started });
      return value;
    } catch (error) {
      noteServiceCall(SERVICE, { ok: false, ms: performance.now() - started, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  async function callOnce<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: authorization, Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new MoyasarError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "network", null, null);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new MoyasarError(response.ok ? "body" : "status", response.ok ? null : response.status, null);
    }
    if (!response.ok) {
      const message = json && typeof json === "object" && "message" in json ? String((json as { message: unknown }).message).slice(0, 200) : null;
      throw new MoyasarError("status", response.status, message);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new MoyasarError("body", null, parsed.error.issues[0]?.message ?? null);
    return parsed.data;
  }

  const id = (value: string) => encodeURIComponent(value);
  return {
    /** POST /payments (server-side sources only: tokens, or the stand-in's tests). */
    createPayment: (input: CreatePaymentInput) =>
      call("POST", "/payments", moyasarPaymentSchema, {
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
        source: input.source,
      }),
    /** POST /invoices: the provider's hosted payment page for one payment of ours. */
    createInvoice: (input: CreateInvoiceInput) =>
      call("POST", "/invoices", moyasarInvoiceSchema, {
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        callback_url: input.callbackUrl,
        success_url: input.successUrl,
        back_url: input.backUrl,
        expired_at: input.expiredAt,
        metadata: input.metadata,
      }),
    fetchInvoice: (invoiceId: string) => call("GET", `/invoices/${id(invoiceId)}`, moyasarInvoiceSchema),
    fetchPayment: (paymentId: string) => call("GET", `/payments/${id(paymentId)}`, moyasarPaymentSchema),
    /** A partial refund when `amount` is less than what is left; Moyasar answers the payment after it. */
    refundPayment: (paymentId: string, amount: number) => call("POST", `/payments/${id(paymentId)}/refund`, moyasarPaymentSchema, { amount }),
    voidPayment: (paymentId: string) => call("POST", `/payments/${id(paymentId)}/void`, moyasarPaymentSchema),
    /** Payments carrying one metadata value (our payment id): finds one whose id we never stored. */
    listByMetadata: async (key: string, value: string) =>
      (await call("GET", `/payments?metadata[${encodeURIComponent(key)}]=${encodeURIComponent(value)}`, paymentListSchema)).payments,
  };
}
export type MoyasarApi = ReturnType<typeof createMoyasarApi>;
