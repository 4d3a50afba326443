import { z } from "zod";
import { safeText } from "../validation/safe-text";

/** What the browser sends to the error log when a page fails to render. */
export const clientErrorSchema = z.object({
  message: safeText({ min: 1, max: 2000, multiline: true }),
  stack: safeText({ max: 4000, multiline: true }).optional(),
  where: safeText({ max: 50 }),
  url: safeText({ max: 500 }).pipe(z.string().regex(/^\//, "url must be a path")),
});
export type ClientError = z.infer<typeof clientErrorSchema>;
