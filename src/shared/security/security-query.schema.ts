import { z } from "zod";
import { pageNumberSchema } from "#shared/pagination/page-query.schema";
import { safeText } from "#shared/validation/safe-text";

/** Filters of the security page's lists (query strings); unknown values are refused with a 400. */
export const ADMIN_PAGE_SIZE = 20;
const optionalText = safeText({ max: 100, messages: { forbidden: "Filters cannot contain control characters." } })
  .optional()
  .transform((value) => value || undefined);

export const signInQuerySchema = z.object({
  page: pageNumberSchema,
  outcome: z.enum(["success", "failure", "refused", "ended"], "Unknown outcome.").optional(),
  kind: z.enum(["sign_in", "mfa", "session", "password", "mfa_setup"], "Unknown kind.").optional(),
  email: optionalText,
});

export const auditQuerySchema = z.object({
  page: pageNumberSchema,
  actor: optionalText,
  action: optionalText,
  entity: optionalText,
});

export const outboxQuerySchema = z.object({ page: pageNumberSchema });
