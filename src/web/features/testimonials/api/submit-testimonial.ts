import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { TestimonialFields, TestimonialSubmission } from "#shared/testimonials/testimonial-submission.schema";
import { apiFetch } from "#web/lib/api-client";

type Submitted = { id: number; status: "pending" };

/** POST /api/testimonials: a visitor's review, stored as pending once the captcha and the limits agree. */
export const submitTestimonial = (submission: TestimonialSubmission) => apiFetch<Submitted>("/api/testimonials", { body: submission });

/** POST /api/testimonials/thank-you/:token: the review of a completed booking (verified, once only). */
export const submitVerifiedTestimonial = (token: string, review: TestimonialFields) =>
  apiFetch<Submitted & { verified: true }>(`/api/testimonials/thank-you/${encodeURIComponent(token)}`, { body: review });

export const submitTestimonialMutation = () => mutationOptions({ mutationKey: ["testimonials", "submit"], mutationFn: submitTestimonial });
export const useSubmitTestimonial = () => useMutation(submitTestimonialMutation());

export const useSubmitVerifiedTestimonial = (token: string) =>
  useMutation({ mutationKey: ["testimonials", "submit-verified"], mutationFn: (review: TestimonialFields) => submitVerifiedTestimonial(token, review) });
