import { APPLE_PAY_OUTCOMES } from "./test-cards";

/**
 * The stand-in's version of Moyasar's hosted invoice page (the invoice's `url`): plain HTML with
 * the methods the real page offers (mada, Visa/Mastercard, Apple Pay, STC Pay). Card data is
 * posted to the stand-in only, as on the real page it goes to Moyasar only. No script.
 */
export interface HostedPageView {
  invoiceId: string;
  description: string;
  amountFormat: string;
  status: string;
  backUrl: string | null;
  successUrl: string | null;
  /** Why the last attempt failed, in the provider's words. */
  problem: string | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:0 auto;padding:1rem}
h1{font-size:1.25rem;margin:.25rem 0}.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
section{background:#fff;border:1px solid #d4d4d8;border-radius:.75rem;padding:1rem;margin-bottom:1rem}
h2{font-size:1.05rem;margin:0 0 .5rem}label{display:block;font-size:.9rem;margin:.5rem 0 .2rem}
input,select{box-sizing:border-box;width:100%;min-height:2.75rem;font-size:1rem;padding:.4rem .6rem;border:1px solid #a1a1aa;border-radius:.5rem}
.row{display:flex;gap:.5rem}.row>div{flex:1}
button{width:100%;min-height:3rem;margin-top:.75rem;font-size:1rem;font-weight:600;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff}
button.dark{background:#000}button.stc{background:#4f008c}
.problem{background:#fee2e2;color:#991b1b;border-radius:.5rem;padding:.75rem;font-weight:600}
.note{font-size:.85rem;color:#52525b}a{color:#1d4ed8}`;

export function hostedPageHtml(view: HostedPageView): string {
  const action = `/checkout/invoices/${view.invoiceId}/pay`;
  const closed =
    view.status === "paid"
      ? `<section><h2>Paid</h2><p>This invoice is paid.</p>${view.successUrl ? `<p><a href="${escape(view.successUrl)}">Return to the merchant</a></p>` : ""}</section>`
      : view.status !== "initiated"
        ? `<section data-invoice-closed="${escape(view.status)}"><h2>This invoice has ${view.status === "expired" ? "expired" : escape(view.status)}</h2><p>No payment can be made on it.</p></section>`
        : null;
  const methods = `
<section aria-labelledby="card-title">
  <h2 id="card-title">Card: mada, Visa, Mastercard</h2>
  <form method="post" action="${action}">
    <input type="hidden" name="method" value="creditcard">
    <label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required>
    <label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" dir="ltr" required>
    <div class="row">
      <div><label for="month">Month (MM)</label><input id="month" name="month" inputmode="numeric" dir="ltr" required></div>
      <div><label for="year">Year (YY)</label><input id="year" name="year" inputmode="numeric" dir="ltr" required></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" dir="ltr" required></div>
    </div>
    <button type="submit">Pay ${escape(view.amountFormat)}</button>
  </form>
</section>
<section aria-labelledby="applepay-title">
  <h2 id="applepay-title">Apple Pay</h2>
  <form method="post" action="${action}">
    <input type="hidden" name="method" value="applepay">
    <label for="applepay-outcome">Test wallet card</label>
    <select id="applepay-outcome" name="outcome">${Object.entries(APPLE_PAY_OUTCOMES)
      .map(([key, value]) => `<option value="${key}">${value.status === "paid" ? "Approved" : escape(value.message)}</option>`)
      .join("")}</select>
    <button type="submit" class="dark">Pay with Apple Pay</button>
  </form>
</section>
<section aria-labelledby="stcpay-title">
  <h2 id="stcpay-title">STC Pay</h2>
  <form method="post" action="${action}">
    <input type="hidden" name="method" value="stcpay">
    <label for="mobile">Mobile number</label><input id="mobile" name="mobile" inputmode="tel" dir="ltr" required>
    <label for="otp">One-time code (OTP)</label><input id="otp" name="otp" inputmode="numeric" dir="ltr" required>
    <button type="submit" class="stc">Pay with STC Pay</button>
  </form>
</section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay ${escape(view.amountFormat)} — Moyasar (stand-in)</title><style>${STYLE}</style></head>
<body><main data-hosted-invoice="${escape(view.invoiceId)}">
<p class="note">Moyasar test checkout (stand-in)</p>
<h1>${escape(view.description)}</h1>
<p class="amount" data-amount>${escape(view.amountFormat)}</p>
${view.problem ? `<p class="problem" role="alert" data-problem>${escape(view.problem)}</p>` : ""}
${closed ?? methods}
${view.backUrl ? `<p><a href="${escape(view.backUrl)}" data-back>Back to the merchant</a></p>` : ""}
</main></body></html>`;
}
