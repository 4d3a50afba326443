import type { Context } from "hono";
import type { z } from "zod";
import type { ApiErrorBody } from "#shared/api/api-error";
import { isLanguage } from "#shared/i18n/languages";
import { pageOf } from "#shared/pagination/page";
import {
  editTestimonialSchema,
  featureTestimonialSchema,
  rejectTestimonialSchema,
  replyTestimonialSchema,
  TESTIMONIAL_QUEUE_PAGE_SIZE,
  testimonialQueueQuerySchema,
  type TestimonialRow,
  type TestimonialStatus,
} from "#shared/testimonials/testimonial-moderation.schema";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { StaffContext } from "#server/platform/auth/staff-guard";
import { parseJsonBody, parseQuery } from "#server/platform/http/validation";
import type { ModerationAction, TestimonialModeration } from "./testimonial-moderation.service";
import type { StoredTestimonial, TestimonialsAdminRepository } from "./testimonials-admin.repository";

/** DESIGN "Roles": testimonials are content; admins and the content team moderate them. */
export const TESTIMONIALS_PERMISSION = "content.write";

const rowOf = (row: StoredTestimonial): TestimonialRow => ({
  id: row.id,
  name: row.name,
  country: row.country,
  rating: row.rating,
  text: row.text,
  language: isLanguage(row.language) ? row.language : "en",
  status: (["pending", "approved", "rejected"].includes(row.status) ? row.status : "pending") as TestimonialStatus,
  featured: row.featured,
  verified: row.verified,
  bookingId: row.bookingId,
  rejectReason: row.rejectReason,
  reply: row.reply,
  example: row.demo,
  createdAt: row.createdAt.toISOString(),
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
  moderatedByName: row.moderatedByName,
});

// Review ids are serial numbers; any other id-shaped text is simply not one of them.
const reviewId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
const notFound = { error: "This review does not exist." } satisfies ApiErrorBody;

/** The moderation queue: list by status, one review, and each action (audited by the service). */
export function testimonialsAdminRoutes(deps: { repository: TestimonialsAdminRepository; moderation: TestimonialModeration }): AdminRoute[] {
  const act =
    <S extends z.ZodType>(schema: S | null, toAction: (data: z.infer<S>) => ModerationAction) =>
    async (c: Context, staff: StaffContext) => {
      const id = reviewId(idParam(c));
      if (id === null) return c.json<ApiErrorBody>(notFound, 404);
      let data: z.infer<S> = {} as z.infer<S>;
      if (schema) {
        const parsed = await parseJsonBody(c, schema);
        if (!parsed.ok) return parsed.response;
        data = parsed.data;
      }
      const result = await deps.moderation.apply(id, toAction(data), staff.actor);
      if (!result.ok) return c.json<ApiErrorBody>({ error: result.error }, result.status);
      const row = await deps.repository.findById(id);
      return row ? c.json(rowOf(row)) : c.json<ApiErrorBody>(notFound, 404);
    };

  return [
    adminRoute("GET", "/api/admin/testimonials", TESTIMONIALS_PERMISSION, async (c) => {
      const parsed = parseQuery(c, testimonialQueueQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { status, page } = parsed.data;
      const [result, counts] = await Promise.all([deps.repository.page(status, page, TESTIMONIAL_QUEUE_PAGE_SIZE), deps.repository.counts()]);
      return c.json({ ...pageOf(result.items.map(rowOf), result.total, page, TESTIMONIAL_QUEUE_PAGE_SIZE), counts });
    }),
    adminRoute("GET", "/api/admin/testimonials/:id", TESTIMONIALS_PERMISSION, async (c) => {
      const id = reviewId(idParam(c));
      const row = id === null ? null : await deps.repository.findById(id);
      return row ? c.json(rowOf(row)) : c.json<ApiErrorBody>(notFound, 404);
    }),
    adminRoute(
      "POST",
      "/api/admin/testimonials/:id/approve",
      TESTIMONIALS_PERMISSION,
      act(null, () => ({ kind: "approve" })),
    ),
    adminRoute(
      "POST",
      "/api/admin/testimonials/:id/reject",
      TESTIMONIALS_PERMISSION,
      act(rejectTestimonialSchema, (d) => ({ kind: "reject", reason: d.reason })),
    ),
    adminRoute(
      "POST",
      "/api/admin/testimonials/:id/feature",
      TESTIMONIALS_PERMISSION,
      act(featureTestimonialSchema, (d) => ({ kind: "feature", featured: d.featured })),
    ),
    adminRoute(
      "PATCH",
      "/api/admin/testimonials/:id",
      TESTIMONIALS_PERMISSION,
      act(editTestimonialSchema, (d) => ({ kind: "edit", fields: d })),
    ),
    adminRoute(
      "POST",
      "/api/admin/testimonials/:id/reply",
      TESTIMONIALS_PERMISSION,
      act(replyTestimonialSchema, (d) => ({ kind: "reply", reply: d.reply })),
    ),
  ];
}
