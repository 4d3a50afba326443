import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "#shared/pagination/page";
import type { EditTestimonial, TestimonialCounts, TestimonialFilter, TestimonialRow } from "#shared/testimonials/testimonial-moderation.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

const KEY = ["admin-testimonials"] as const;
export type TestimonialQueue = Page<TestimonialRow> & { counts: TestimonialCounts };

/** GET /api/admin/testimonials?status=&page= */
export const fetchTestimonialQueue = (status: TestimonialFilter, page: number) =>
  adminFetch<TestimonialQueue>(`/api/admin/testimonials?${new URLSearchParams({ status, page: String(page) })}`);
export const testimonialQueueQuery = (status: TestimonialFilter, page: number) =>
  queryOptions({ queryKey: [...KEY, status, page], queryFn: () => fetchTestimonialQueue(status, page), placeholderData: keepPreviousData });
export const useTestimonialQueue = (status: TestimonialFilter, page: number) => useQuery(testimonialQueueQuery(status, page));

export type ModerationCall =
  | { action: "approve" }
  | { action: "reject"; reason: string }
  | { action: "feature"; featured: boolean }
  | { action: "edit"; fields: EditTestimonial }
  | { action: "reply"; reply: string };

const send = (id: number, call: ModerationCall) => {
  const path = `/api/admin/testimonials/${id}`;
  switch (call.action) {
    case "approve":
      return adminFetch<TestimonialRow>(`${path}/approve`, { body: {} });
    case "reject":
      return adminFetch<TestimonialRow>(`${path}/reject`, { body: { reason: call.reason } });
    case "feature":
      return adminFetch<TestimonialRow>(`${path}/feature`, { body: { featured: call.featured } });
    case "edit":
      return adminFetch<TestimonialRow>(path, { method: "PATCH", body: call.fields });
    case "reply":
      return adminFetch<TestimonialRow>(`${path}/reply`, { body: { reply: call.reply } });
  }
};

/** Every moderation action of one review; the queue (and its counts) is read again after. */
export function useModerateTestimonial(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, "moderate", id],
    mutationFn: (call: ModerationCall) => send(id, call),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ["dashboard"] })]),
  });
}
