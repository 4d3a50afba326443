import type { MetaDescriptor } from "react-router";

/**
 * The booking pages are one customer's own: never kept by any cache (the page cache skips them
 * too), never indexed, and the token in the address never sent on as a Referer. The server's
 * security headers keep a page's own Referrer-Policy.
 */
export const BOOKING_PAGE_HEADERS: [string, string][] = [
  ["Cache-Control", "no-store"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Robots-Tag", "noindex, nofollow"],
];

/** Title and noindex only: no canonical, Open Graph or alternate links, which would repeat the token. */
export function bookingPageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

/** Shape of a link token (URL-safe, ≥ 128 bits): anything else is a wrong link without asking the database. */
export const isTokenShape = (token: string | undefined): token is string => typeof token === "string" && /^[A-Za-z0-9_-]{20,200}$/.test(token);
