import type { CheckoutStart } from "#shared/payments/payments-api";

/**
 * What the provider's form does in the browser, for API tests: creates the payment at the
 * provider (the stand-in) with the publishable key and the checkout our server answered.
 * `overrides` lets a test send what a tampered form would (another amount, currency, metadata).
 */
export async function payAtProvider(checkout: CheckoutStart, card: string, overrides: Record<string, unknown> = {}) {
  const res = await fetch(`${checkout.apiUrl}/payments`, {
    method: "POST",
    headers: { Authorization: `Basic ${Buffer.from(`${checkout.publishableKey}:`).toString("base64")}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      amount: checkout.amountHalalas,
      currency: checkout.currency,
      description: checkout.description,
      callback_url: checkout.callbackUrl,
      metadata: checkout.metadata,
      source: { type: "creditcard", name: "Amina Yusuf", number: card, month: 12, year: new Date().getUTCFullYear() + 3, cvc: "123" },
      ...overrides,
    }),
  });
  if (res.status !== 201) throw new Error(`stand-in refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; status: string; source: { transaction_url: string } };
}

/** The bank's 3-D Secure step: the transaction_url redirects to our callback_url with the outcome in the query. */
export async function followThreeDs(transactionUrl: string): Promise<URL> {
  const res = await fetch(transactionUrl, { redirect: "manual" });
  if (res.status !== 302) throw new Error(`3-D Secure page answered ${res.status}`);
  return new URL(res.headers.get("location")!);
}
