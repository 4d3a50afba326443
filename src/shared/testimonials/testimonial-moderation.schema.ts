import { z } from "zod";
import { pageNumberSchema } from "../pagination/page-query.schema";
import { safeText } from "../validation/safe-text";
import { testimonialFieldsSchema } from "./testimonial-submission.schema";

export const TESTIMONIAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];
export const TESTIMONIAL_FILTERS = [...TESTIMONIAL_STATUSES, "all"] as const;
export type TestimonialFilter = (typeof TESTIMONIAL_FILTERS)[number];
export const TESTIMONIAL_QUEUE_PAGE_SIZE = 20;

/** GET /api/admin/testimonials?status=&page= — the pending ones first (the queue). */
export const testimonialQueueQuerySchema = z.object({
  status: z.enum(TESTIMONIAL_FILTERS, "Unknown status: use pending, approved, rejected or all.").default("pending"),
  page: pageNumberSchema,
});

/** POST /api/admin/testimonials/:id/reject — why, for colleagues (never shown publicly). */
export const rejectTestimonialSchema = z.object({
  reason: safeText({
    min: 3,
    max: 500,
    multiline: true,
    messages: {
      required: "Please say why this review is rejected (at least 3 characters).",
      tooShort: "Please say why this review is rejected (at least 3 characters).",
      tooLong: "Please keep the reason to at most 500 characters.",
      forbidden: "The reason contains characters that are not allowed.",
    },
  }),
});

/** POST /api/admin/testimonials/:id/feature — featured reviews lead the public lists. */
export const featureTestimonialSchema = z.object({ featured: z.boolean({ error: "featured must be true or false." }) });

/** PATCH /api/admin/testimonials/:id — fixing typos; the words stay the customer's. */
export const editTestimonialSchema = testimonialFieldsSchema;

/** POST /api/admin/testimonials/:id/reply — the company's public answer; empty removes it. */
export const replyTestimonialSchema = z.object({
  reply: safeText({
    max: 1000,
    multiline: true,
    messages: { tooLong: "Please keep the reply to at most 1,000 characters.", forbidden: "The reply contains characters that are not allowed." },
  }),
});

export type RejectTestimonial = z.input<typeof rejectTestimonialSchema>;
export type EditTestimonial = z.input<typeof editTestimonialSchema>;
export type ReplyTestimonial = z.input<typeof replyTestimonialSchema>;

/** One review as staff see it. */
export interface TestimonialRow {
  id: number;
  name: string;
  country: string;
  rating: number;
  text: string;
  language: "en" | "ar";
  status: TestimonialStatus;
  featured: boolean;
  verified: boolean;
  bookingId: number | null;
  rejectReason: string | null;
  reply: string | null;
  example: boolean;
  createdAt: string;
  moderatedAt: string | null;
  moderatedByName: string | null;
}

export interface TestimonialCounts {
  pending: number;
  approved: number;
  rejected: number;
}
