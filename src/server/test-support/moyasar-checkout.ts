/*
 * What a customer does on the provider's hosted invoice page (the stand-in's), for API tests: the
 * page's own forms, posted as a browser posts them, and the provider's own redirects followed
 * (3-D Secure, back to the page) until the browser would leave the provider for our site.
 */

/** A card form on the hosted page, with one of the provider's published test card numbers. */
export const testCard = (number: string) => ({
  method: "creditcard",
  name: "Amina Yusuf",
  number,
  month: "12",
  year: String((new Date().getUTCFullYear() + 3) % 100),
  cvc: "123",
});
export const applePay = (outcome: "approved" | "insufficient" | "declined") => ({ method: "applepay", outcome });
export const stcPay = (otp: string, mobile = "0501234567") => ({ method: "stcpay", mobile, otp });

export interface HostedPageResult {
  /** Where the browser goes off the provider (our success_url); null when it stays on the page (refused, or expired). */
  landed: URL | null;
  /** The page's HTML when it stayed. */
  html: string;
  status: number;
  /** The provider's payment made by this attempt, when one was. */
  paymentId: string | null;
}

export async function payOnHostedPage(checkoutUrl: string, fields: Record<string, string>): Promise<HostedPageResult> {
  const page = new URL(checkoutUrl);
  let res = await fetch(new URL(`${page.pathname}/pay`, page.origin), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  let paymentId: string | null = null;
  for (let hops = 0; hops < 5 && res.status === 302; hops++) {
    const next = new URL(res.headers.get("location")!, page.origin);
    await res.body?.cancel();
    if (next.origin !== page.origin) return { landed: next, html: "", status: 302, paymentId };
    paymentId = /\/3ds\/([0-9a-f-]{36})$/.exec(next.pathname)?.[1] ?? next.searchParams.get("id") ?? paymentId;
    res = await fetch(next, { redirect: "manual" });
  }
  return { landed: null, html: await res.text(), status: res.status, paymentId };
}
