import { z } from "zod";

/** What the browser sends to the error log when a page fails to render. */
export const clientErrorSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(4000).optional(),
  where: z.string().max(50),
  url: z.string().max(500).regex(/^\//, "url must be a path"),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

/** Spec §8: errors whose message mentions a browser-extension origin are not reported. */
export const EXTENSION_ORIGIN = /(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;
