import type { IncomingMessage, ServerResponse } from "node:http";
import { hostedPageHtml } from "./hosted-page";
import { invoiceStatus, type StandInInvoice } from "./invoices";
import { APPLE_PAY_OUTCOMES } from "./test-cards";

/** What the hosted page needs of the stand-in's state (its payments as far as the page reads them). */
interface HostedPayment {
  id: string;
  status: string;
  invoice_id: string | null;
  source: { message: string | null; transaction_url: string | null };
}
export interface HostedPageState {
  url: string;
  invoices: Map<string, StandInInvoice>;
  payments: Map<string, HostedPayment>;
  /** The stand-in's payment creation (POST /payments), for a payment on this invoice. */
  create(body: Record<string, unknown>, publishable: boolean, invoice: StandInInvoice): { status: number; body: unknown };
  /** Settles a payment without a 3-D Secure step (wallets), as its page would. */
  settle(payment: HostedPayment): void;
}
export interface HostedPageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  raw: string;
}

/**
 * The hosted page: GET shows it (after a payment attempt, `?id=` names it: a paid invoice goes
 * on to its success_url, a failure is shown); POST takes one attempt (form fields as a browser
 * sends them) and redirects: a card to its 3-D Secure page, a wallet straight back here.
 */
export function serveHostedPage(state: HostedPageState, http: HostedPageRequest, invoiceId: string, pay: boolean): void {
  const { req, res, url, raw } = http;
  const invoice = state.invoices.get(invoiceId);
  const html = (status: number, problem: string | null) =>
    void res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(
      hostedPageHtml({
        invoiceId,
        description: invoice!.description,
        amountFormat: `${(invoice!.amount / 100).toFixed(2)} ${invoice!.currency}`,
        status: invoiceStatus(invoice!),
        backUrl: invoice!.back_url,
        successUrl: invoice!.success_url,
        problem,
      }),
    );
  if (!invoice) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("Unknown invoice");
  const self = `${state.url}/checkout/invoices/${invoice.id}`;
  if (!pay && req.method === "GET") {
    const attempt = state.payments.get(url.searchParams.get("id") ?? "");
    if (invoiceStatus(invoice) === "paid" && invoice.success_url && attempt?.invoice_id === invoice.id)
      return void res.writeHead(302, { Location: invoice.success_url }).end();
    return html(200, attempt?.invoice_id === invoice.id && attempt.status === "failed" ? attempt.source.message : null);
  }
  if (!pay || req.method !== "POST") return void res.writeHead(405, { "Content-Type": "text/plain" }).end("Method not allowed");
  if (invoiceStatus(invoice) !== "initiated") return html(400, `This invoice is ${invoice.status}.`);
  const form = Object.fromEntries(new URLSearchParams(raw));
  const method = form.method;
  const source =
    method === "creditcard"
      ? { type: "creditcard", name: form.name, number: form.number, month: form.month, year: form.year, cvc: form.cvc }
      : method === "applepay" && (form.outcome ?? "") in APPLE_PAY_OUTCOMES
        ? { type: "applepay", outcome: form.outcome }
        : method === "stcpay" && /^05\d{8}$/.test(form.mobile ?? "")
          ? { type: "stcpay", mobile: form.mobile, otp: form.otp }
          : null;
  if (!source) return html(400, "Choose a payment method and fill in its fields.");
  const created = state.create(
    { amount: invoice.amount, currency: invoice.currency, description: invoice.description, callback_url: self, metadata: invoice.metadata, source },
    false,
    invoice,
  );
  if (created.status !== 201) {
    const errors = Object.keys((created.body as { errors?: Record<string, string[]> }).errors ?? {}).join(", ");
    return html(400, `Validation Failed: ${errors.replace(/source\./g, "")}`);
  }
  const payment = state.payments.get((created.body as { id: string }).id)!;
  if (payment.source.transaction_url) return void res.writeHead(302, { Location: payment.source.transaction_url }).end();
  state.settle(payment);
  const back = new URL(self);
  back.searchParams.set("id", payment.id);
  back.searchParams.set("status", payment.status);
  back.searchParams.set("message", payment.source.message ?? "");
  return void res.writeHead(302, { Location: back.toString() }).end();
}
