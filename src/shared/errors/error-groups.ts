import { z } from "zod";
import { pageNumberSchema, searchTextSchema } from "../pagination/page-query.schema";

/** ?status=&source=&q=&page= of /api/admin/error-logs; an unknown value is no filter. */
export const errorGroupQuerySchema = z.object({
  status: z.enum(["open", "resolved", "all"]).catch("open").default("open"),
  source: z.enum(["client", "server", "all"]).catch("all").default("all"),
  q: searchTextSchema.optional(),
  page: pageNumberSchema.default(1),
});
export type ErrorGroupQuery = z.infer<typeof errorGroupQuerySchema>;

/** One error group as the error-logs page shows it. */
export interface ErrorGroupView {
  id: number;
  source: "client" | "server";
  message: string;
  stack: string | null;
  /** The stack with its frames in the build's scripts rewritten to source files and lines, when the server has their maps. */
  mappedStack: string | null;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  urls: string[];
  browsers: Record<string, number>;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: string | null;
  reopenedCount: number;
}
