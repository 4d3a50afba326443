import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ThankYouLinkView } from "#shared/testimonials/testimonial-submission.schema";
import { apiFetch } from "#web/lib/api-client";

/** GET /api/testimonials/thank-you/:token — the name to pre-fill, or a 404 for a link that no longer works. */
export const fetchThankYouLink = (token: string) => apiFetch<ThankYouLinkView>(`/api/testimonials/thank-you/${encodeURIComponent(token)}`);
export const thankYouLinkQuery = (token: string) =>
  queryOptions({ queryKey: ["testimonials", "thank-you", token], queryFn: () => fetchThankYouLink(token), retry: false });
export const useThankYouLink = (token: string) => useQuery(thankYouLinkQuery(token));
