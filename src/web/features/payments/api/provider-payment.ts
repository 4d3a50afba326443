import type { Language } from "#shared/i18n/languages";
import type { AttachAnswer, CheckoutStart } from "#shared/payments/payments-api";
import { apiFetch } from "#web/lib/api-client";

/** What the customer typed on the provider's card form: sent to the provider only, never kept, never sent to our server. */
export interface CardEntry {
  name: string;
  number: string;
  month: string;
  year: string;
  cvc: string;
}

interface ProviderPayment {
  id: string;
  status: string;
  source?: { transaction_url?: string | null; message?: string | null } | null;
}

/** A refusal of the provider's API (a wrong card number, an expired card), in its own words. */
export class ProviderRefusal extends Error {
  constructor(
    message: string,
    readonly fields: string[],
  ) {
    super(message);
  }
}

/** "28" → 2028: the card shows two digits, the provider takes the year. */
const fullYear = (typed: string) => (Number(typed) < 100 ? 2000 + Number(typed) : Number(typed));

/**
 * The provider's form, as its payments API takes it from a browser: the card goes from this
 * page straight to the provider (`checkout.apiUrl`, with the publishable key only), with the
 * amount, callback and metadata our server chose. Our server sees only the provider's id.
 */
export async function createProviderPayment(checkout: CheckoutStart, card: CardEntry): Promise<ProviderPayment> {
  let response: Response;
  try {
    response = await fetch(`${checkout.apiUrl.replace(/\/+$/, "")}/payments`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Basic ${btoa(`${checkout.publishableKey}:`)}` },
      body: JSON.stringify({
        amount: checkout.amountHalalas,
        currency: checkout.currency,
        description: checkout.description,
        callback_url: checkout.callbackUrl,
        metadata: checkout.metadata,
        source: {
          type: "creditcard",
          name: card.name.trim(),
          number: card.number.replace(/\D/g, ""),
          month: Number(card.month),
          year: fullYear(card.year),
          cvc: card.cvc,
        },
      }),
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
  } catch {
    throw new ProviderRefusal("", []);
  }
  const body = (await response.json().catch(() => null)) as (ProviderPayment & { message?: string; errors?: Record<string, string[]> }) | null;
  if (!response.ok || !body?.id) throw new ProviderRefusal(body?.message ?? "", Object.keys(body?.errors ?? {}));
  return body;
}

/** POST /api/booking-info/:token/payments/:id/provider: our record learns the provider's id before the bank's step. */
export const attachProvider = (token: string, language: Language, paymentId: number, providerId: string) =>
  apiFetch<AttachAnswer>(`/api/booking-info/${encodeURIComponent(token)}/payments/${paymentId}/provider`, {
    body: { providerId },
    headers: { "Accept-Language": language },
  });
