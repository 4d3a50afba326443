import { z } from "zod";

/**
 * GET /api/admin/optimization: recommendations computed from the database's own figures and the
 * product's data. Each names its check (the page words it in the reader's language from `check`
 * and `figures`), why it matters, and an action when one is safe to run from the page.
 */
export const OPTIMIZATION_CHECKS = [
  "missing-index",
  "images-without-variants",
  "javascript-budget",
  "outbox-backlog",
  "expired-sessions",
  "stale-errors",
  "content-without-arabic",
  "content-without-seo",
] as const;
export type OptimizationCheck = (typeof OPTIMIZATION_CHECKS)[number];

/** The actions the page may run; only ones that cannot lose data someone still needs. */
export const OPTIMIZATION_ACTIONS = ["purge-expired-sessions"] as const;
export type OptimizationAction = (typeof OPTIMIZATION_ACTIONS)[number];
export const optimizationActionSchema = z.object({ action: z.enum(OPTIMIZATION_ACTIONS, { error: "Unknown action." }) }).strict();

export interface Recommendation {
  /** Stable per finding (check plus subject), for list keys and tests. */
  id: string;
  check: OptimizationCheck;
  severity: "high" | "medium" | "low";
  /** The subject (a table, a page, an article slug…), shown as is. */
  subject: string;
  /** Figures the sentence uses (counts, sizes in bytes, ages in days). */
  figures: Record<string, number>;
  /** A statement to read (the slow query on a table scanned sequentially), never run by the page. */
  statement?: string;
  action?: OptimizationAction;
  /** Where to act by hand (an admin page), when there is no safe action. */
  link?: string;
}

export interface SkippedCheck {
  check: OptimizationCheck;
  /** Why the check could not run here, in plain English (e.g. PGlite collects no scan statistics). */
  reason: string;
}

export interface OptimizationAnswer {
  checkedAt: string;
  recommendations: Recommendation[];
  skipped: SkippedCheck[];
}

export interface OptimizationActionAnswer {
  action: OptimizationAction;
  /** How many rows the action removed or changed. */
  affected: number;
}
