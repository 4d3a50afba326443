import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { serveHostedPage } from "./hosted-page-route";
import { invoiceStatus, newInvoice, publicInvoice, type StandInInvoice } from "./invoices";
import { APPLE_PAY_OUTCOMES, cardOutcome, luhnValid, maskedCard, STC_PAY_MOBILES, stcPayOutcome, TEST_CARDS, type CardOutcome } from "./test-cards";

/**
 * A stateful stand-in for Moyasar's payments API at the HTTP boundary (issue 25): create (with
 * the publishable key from the browser's form, or the secret key), fetch, list by metadata,
 * refund (partial too), void; a `transaction_url` 3-D Secure page that settles the payment by the
 * published test cards and redirects to `callback_url?id=…&status=…&message=…`; and webhooks
 * carrying `secret_token`. Tests reach into `payments` and `sendWebhook` to make the provider
 * say things out of order, twice, or while our server is "down".
 *
 * Invoices (the hosted payment page): create and fetch with the secret key; their `url` is a
 * plain page offering a card (mada, Visa, Mastercard: the test cards above, through the 3-D
 * Secure page), Apple Pay and STC Pay (their sandbox outcomes). A payment made there carries the
 * invoice's id and metadata; once the invoice is paid the browser is sent to its `success_url`,
 * its `callback_url` gets the invoice (POST), and the account webhook goes out as for any payment.
 */
export interface StandInPayment {
  id: string;
  status: "initiated" | "paid" | "failed" | "refunded" | "voided";
  amount: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  description: string;
  callback_url: string;
  metadata: Record<string, string>;
  /** Set for a payment made on an invoice's hosted page. */
  invoice_id: string | null;
  created_at: string;
  updated_at: string;
  source: Record<string, unknown> & { type: string; message: string | null; transaction_url: string | null };
  /** What 3-D Secure will settle it to. */
  outcome: CardOutcome | null;
}

export interface WebhookDelivery {
  id: string;
  type: string;
  paymentId: string;
  status: number | "error";
}

export interface MoyasarStandIn {
  url: string;
  payments: Map<string, StandInPayment>;
  invoices: Map<string, StandInInvoice>;
  /** POSTs of a paid invoice to its callback_url (the answer's status, or "error"). */
  invoiceCallbacks: { invoiceId: string; status: number | "error" }[];
  /** Every webhook attempted. */
  webhooks: WebhookDelivery[];
  /** Refund calls that changed something (a retried refund must add nothing here). */
  refundCalls: { paymentId: string; amount: number }[];
  /** "down": every API call answers 503; "hang": none answers (clients time out). */
  mode: "ok" | "down" | "hang";
  /** Where webhooks go and with which secret_token; null: none are sent. */
  webhook: { url: string; secretToken: string } | null;
  /** Sends (again) the webhook of a payment as it is now, or with another type; answers the event. */
  sendWebhook(paymentId: string, type?: string, eventId?: string): Promise<WebhookDelivery>;
  /** Completes the 3-D Secure step without a browser, as the redirect would. */
  complete(paymentId: string): Promise<StandInPayment>;
  close(): Promise<void>;
}

export const STAND_IN_SECRET_KEY = "sk_test_standin";
export const STAND_IN_PUBLISHABLE_KEY = "pk_test_standin";

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "Authorization, Content-Type",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
};

function keyOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? "";
  if (!header.startsWith("Basic ")) return null;
  return Buffer.from(header.slice(6), "base64").toString("utf8").replace(/:$/, "");
}

function publicPayment(payment: StandInPayment): Omit<StandInPayment, "outcome"> & { amount_format: string; fee: number } {
  const { outcome: _outcome, ...rest } = payment;
  return { ...rest, fee: 0, amount_format: `${(payment.amount / 100).toFixed(2)} ${payment.currency}` };
}

const invalid = (message: string, errors: Record<string, string[]> = {}) => ({ type: "invalid_request_error", message, errors });

export async function startMoyasarStandIn(
  options: { port?: number; host?: string; secretKey?: string; publishableKey?: string; webhook?: { url: string; secretToken: string } | null } = {},
): Promise<MoyasarStandIn> {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const publishableKey = options.publishableKey ?? STAND_IN_PUBLISHABLE_KEY;
  const state = {
    url: "",
    payments: new Map<string, StandInPayment>(),
    invoices: new Map<string, StandInInvoice>(),
    invoiceCallbacks: [] as { invoiceId: string; status: number | "error" }[],
    webhooks: [] as WebhookDelivery[],
    refundCalls: [] as { paymentId: string; amount: number }[],
    mode: "ok" as MoyasarStandIn["mode"],
    webhook: options.webhook ?? null,
  };

  const touch = (payment: StandInPayment) => (payment.updated_at = new Date().toISOString());

  async function sendWebhook(paymentId: string, type?: string, eventId: string = randomUUID()): Promise<WebhookDelivery> {
    const payment = state.payments.get(paymentId);
    if (!payment) throw new Error(`stand-in: no payment ${paymentId}`);
    const eventType = type ?? `payment_${payment.status}`;
    const delivery: WebhookDelivery = { id: eventId, type: eventType, paymentId, status: "error" };
    state.webhooks.push(delivery);
    if (!state.webhook) return delivery;
    const body = {
      id: eventId,
      type: eventType,
      created_at: new Date().toISOString(),
      secret_token: state.webhook.secretToken,
      account_name: "Rihla (stand-in)",
      live: false,
      data: publicPayment(payment),
    };
    try {
      const res = await fetch(state.webhook.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
      await res.body?.cancel().catch(() => {});
      delivery.status = res.status;
    } catch {
      delivery.status = "error";
    }
    return delivery;
  }

  /** Webhooks go out after the answer, as the provider's do (never awaited by the API call). */
  const notify = (payment: StandInPayment) => void sendWebhook(payment.id).catch(() => {});

  function settle(payment: StandInPayment): void {
    if (payment.status !== "initiated" || !payment.outcome) return;
    payment.status = payment.outcome.status;
    payment.source.message = payment.outcome.message;
    touch(payment);
    notify(payment);
    const invoice = payment.invoice_id ? state.invoices.get(payment.invoice_id) : undefined;
    if (invoice && payment.status === "paid" && invoiceStatus(invoice) === "initiated") {
      invoice.status = "paid";
      invoice.updated_at = new Date().toISOString();
      if (invoice.callback_url) void notifyInvoice(invoice);
    }
  }

  /** The invoice's callback_url gets the invoice when it is paid (no secret: the receiver must fetch it). */
  async function notifyInvoice(invoice: StandInInvoice): Promise<void> {
    const record = { invoiceId: invoice.id, status: "error" as number | "error" };
    state.invoiceCallbacks.push(record);
    try {
      const res = await fetch(invoice.callback_url!, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(invoiceBody(invoice)),
        signal: AbortSignal.timeout(5_000),
      });
      await res.body?.cancel().catch(() => {});
      record.status = res.status;
    } catch {
      record.status = "error";
    }
  }

  const invoiceBody = (invoice: StandInInvoice) =>
    publicInvoice(
      invoice,
      invoice.paymentIds.flatMap((id) => {
        const payment = state.payments.get(id);
        return payment ? [publicPayment(payment)] : [];
      }),
    );

  function create(body: Record<string, unknown>, publishable: boolean, invoice?: StandInInvoice): { status: number; body: unknown } {
    const amount = body.amount;
    const source = (body.source ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) errors.amount = ["must be an integer of at least 100"];
    if (body.currency !== undefined && typeof body.currency !== "string") errors.currency = ["is invalid"];
    if (typeof body.callback_url !== "string" || !/^https?:\/\//.test(body.callback_url)) errors.callback_url = ["is invalid"];
    if (!["creditcard", "applepay", "stcpay", "token"].includes(String(source.type))) errors["source.type"] = ["is not supported"];
    if (publishable && source.type === "token") errors["source.type"] = ["needs the secret key"];
    const number = String(source.number ?? "").replace(/\s|-/g, "");
    if (source.type === "creditcard") {
      if (!/^\d{12,19}$/.test(number) || !(number in TEST_CARDS || luhnValid(number))) errors["source.number"] = ["is invalid"];
      if (
        String(source.name ?? "")
          .trim()
          .split(/\s+/).length < 2
      )
        errors["source.name"] = ["must be at least two words"];
      if (!/^\d{3,4}$/.test(String(source.cvc ?? ""))) errors["source.cvc"] = ["is invalid"];
      const month = Number(source.month);
      const year = Number(source.year) < 100 ? 2000 + Number(source.year) : Number(source.year);
      const now = new Date();
      if (!(month >= 1 && month <= 12) || year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
        errors["source.month"] = ["card is expired or invalid"];
    }
    if (Object.keys(errors).length) return { status: 400, body: invalid("Validation Failed", errors) };
    const id = randomUUID();
    const now = new Date().toISOString();
    const metadata = Object.fromEntries(Object.entries((body.metadata ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    let outcome: CardOutcome | null;
    let paymentSource: StandInPayment["source"];
    if (source.type === "creditcard") {
      outcome = cardOutcome(number);
      paymentSource = {
        type: "creditcard",
        company: outcome.company,
        name: String(source.name),
        number: maskedCard(number),
        message: null,
        transaction_url: `${state.url}/3ds/${id}`,
        reference_number: null,
        gateway_id: `standin_${id.slice(0, 8)}`,
      };
    } else if (invoice && (source.type === "applepay" || source.type === "stcpay")) {
      // On the hosted page: the wallet's outcome, chosen by the test (Apple Pay) or by the OTP (STC Pay).
      const decided =
        source.type === "applepay"
          ? APPLE_PAY_OUTCOMES[source.outcome as keyof typeof APPLE_PAY_OUTCOMES]
          : STC_PAY_MOBILES[String(source.mobile)]
            ? { status: "failed" as const, message: STC_PAY_MOBILES[String(source.mobile)]! }
            : stcPayOutcome(String(source.otp ?? ""));
      outcome = { status: decided.status, message: decided.message, company: "mada" };
      paymentSource =
        source.type === "applepay"
          ? { type: "applepay", company: "mada", number: "4201-32XX-XXXX-1010", message: null, transaction_url: null, gateway_id: `standin_${id.slice(0, 8)}` }
          : {
              type: "stcpay",
              mobile: String(source.mobile),
              company: null,
              message: null,
              transaction_url: null,
              reference_number: `standin-${id.slice(0, 8)}`,
            };
    } else {
      // Apple Pay, STC Pay and saved tokens: settled by the stand-in's 3-D Secure page as paid.
      outcome = { status: "paid", message: "APPROVED", company: "mada" };
      paymentSource = {
        type: String(source.type),
        company: source.type === "stcpay" ? null : "mada",
        message: null,
        transaction_url: `${state.url}/3ds/${id}`,
      };
    }
    const payment: StandInPayment = {
      id,
      status: "initiated",
      amount: amount as number,
      currency: typeof body.currency === "string" ? body.currency : "SAR",
      refunded: 0,
      refunded_at: null,
      description: String(body.description ?? ""),
      callback_url: String(body.callback_url),
      metadata,
      invoice_id: invoice?.id ?? null,
      created_at: now,
      updated_at: now,
      source: paymentSource,
      outcome,
    };
    state.payments.set(id, payment);
    invoice?.paymentIds.push(id);
    return { status: 201, body: publicPayment(payment) };
  }

  function refund(payment: StandInPayment, body: Record<string, unknown>): { status: number; body: unknown } {
    if (payment.status !== "paid" && payment.status !== "refunded") return { status: 400, body: invalid("Payment cannot be refunded in its current status") };
    const left = payment.amount - payment.refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1 || amount > left)
      return { status: 400, body: invalid("Validation Failed", { amount: [`must be between 1 and ${left}`] }) };
    payment.refunded += amount;
    payment.status = "refunded";
    payment.refunded_at = new Date().toISOString();
    touch(payment);
    state.refundCalls.push({ paymentId: payment.id, amount });
    notify(payment);
    return { status: 200, body: publicPayment(payment) };
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const answer = (status: number, body: unknown) => void res.writeHead(status, { "Content-Type": "application/json", ...cors }).end(JSON.stringify(body));
    if (req.method === "OPTIONS") return void res.writeHead(204, cors).end();
    // The 3-D Secure page: the bank's step, settled by the test card, then back to the shop.
    const threeDs = /^\/3ds\/([0-9a-f-]{36})$/.exec(url.pathname);
    if (req.method === "GET" && threeDs) {
      const payment = state.payments.get(threeDs[1]!);
      if (!payment) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("Unknown payment");
      settle(payment);
      const back = new URL(payment.callback_url);
      back.searchParams.set("id", payment.id);
      back.searchParams.set("status", payment.status);
      back.searchParams.set("message", payment.source.message ?? "");
      return void res.writeHead(302, { Location: back.toString() }).end();
    }
    const hosted = /^\/checkout\/invoices\/([0-9a-f-]{36})(\/pay)?$/.exec(url.pathname);
    if (hosted) return serveHostedPage({ ...state, create, settle }, { req, res, url, raw }, hosted[1]!, Boolean(hosted[2]));
    if (state.mode === "hang") return;
    if (state.mode === "down") return answer(503, { type: "api_error", message: "Service unavailable (stand-in)" });
    const key = keyOf(req);
    const isSecret = key === secretKey;
    const isPublishable = key === publishableKey;
    if (!isSecret && !isPublishable) return answer(401, { type: "authentication_error", message: "Invalid authorization credentials" });
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return answer(400, invalid("Malformed JSON"));
      }
    }
    if (req.method === "POST" && url.pathname === "/payments") {
      const created = create(body, isPublishable);
      return answer(created.status, created.body);
    }
    if (!isSecret) return answer(401, { type: "authentication_error", message: "This call needs the secret key" });
    if (req.method === "POST" && url.pathname === "/invoices") {
      const made = newInvoice(body, state.url);
      if ("errors" in made) return answer(400, invalid("Validation Failed", made.errors));
      state.invoices.set(made.invoice.id, made.invoice);
      return answer(201, invoiceBody(made.invoice));
    }
    const invoiceMatch = /^\/invoices\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && invoiceMatch) {
      const invoice = state.invoices.get(decodeURIComponent(invoiceMatch[1]!));
      return invoice ? answer(200, invoiceBody(invoice)) : answer(404, { type: "record_not_found", message: "Object not found" });
    }
    if (req.method === "GET" && url.pathname === "/payments") {
      const filters = [...url.searchParams.entries()].flatMap(([k, v]) =>
        /^metadata\[(.+)\]$/.exec(k) ? [[/^metadata\[(.+)\]$/.exec(k)![1]!, v] as const] : [],
      );
      const found = [...state.payments.values()].filter((p) => filters.every(([k, v]) => p.metadata[k] === v));
      return answer(200, {
        payments: found.map(publicPayment),
        meta: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: found.length },
      });
    }
    const match = /^\/payments\/([^/]+)(?:\/(refund|void))?$/.exec(url.pathname);
    const payment = match ? state.payments.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !payment) return answer(404, { type: "record_not_found", message: "Object not found" });
    if (req.method === "GET" && !match[2]) return answer(200, publicPayment(payment));
    if (req.method === "POST" && match[2] === "refund") {
      const result = refund(payment, body);
      return answer(result.status, result.body);
    }
    if (req.method === "POST" && match[2] === "void") {
      if (payment.status !== "paid" || payment.refunded > 0) return answer(400, invalid("Payment cannot be voided in its current status"));
      payment.status = "voided";
      touch(payment);
      notify(payment);
      return answer(200, publicPayment(payment));
    }
    return answer(404, { type: "record_not_found", message: "Unknown path (stand-in)" });
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  state.url = `http://${options.host ?? "127.0.0.1"}:${address.port}`;
  return Object.assign(state, {
    sendWebhook,
    async complete(paymentId: string) {
      const payment = state.payments.get(paymentId);
      if (!payment) throw new Error(`stand-in: no payment ${paymentId}`);
      settle(payment);
      return payment;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
