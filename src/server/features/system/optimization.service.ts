import type { Language } from "#shared/i18n/languages";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { DatabasePerformance } from "#shared/system/database-performance";
import type {
  OptimizationAction,
  OptimizationActionAnswer,
  OptimizationAnswer,
  OptimizationCheck,
  Recommendation,
  SkippedCheck,
} from "#shared/system/optimization";
import { FIRST_LOAD_BUDGET_BYTES, type PageWeight } from "./first-load-estimate";
import type { OptimizationRepository } from "./optimization.repository";

const DAY = 24 * 60 * 60_000;
/** A table read whole this often, with this many rows, is worth an index (PostgreSQL statistics). */
export const HOT_SEQ_SCANS = 1_000;
export const HOT_TABLE_ROWS = 1_000;
/** Outbox messages waiting longer than this are a backlog (the worker sends every 5 s). */
export const OUTBOX_BACKLOG_MINUTES = 15;
export const STALE_ERROR_DAYS = 7;

/** One check's outcome: findings, or the reason it could not run here. */
type CheckOutcome = Recommendation[] | { skipped: string };
type Check = { check: OptimizationCheck; run: () => Promise<CheckOutcome> };

export interface OptimizationDeps {
  repository: OptimizationRepository;
  audit: AuditLog;
  database: () => Promise<DatabasePerformance>;
  /** Public pages' first-load JavaScript from the build, or why it cannot be told (no build in this process). */
  firstLoad: () => Promise<PageWeight[] | { unavailable: string }>;
  /** The public site's languages (/admin/configurations): missing Arabic matters only while Arabic is shown. */
  shownLanguages: () => Promise<readonly Language[]>;
  now?: () => Date;
}

/**
 * /admin/optimization: each check is independent (one failing or not applying here is listed as
 * skipped with its reason, the others still answer), and the only action is one that removes
 * nothing anyone can use again (expired sessions), audited in its own transaction.
 */
export function createOptimizationService(deps: OptimizationDeps) {
  const now = deps.now ?? (() => new Date());

  const checks: Check[] = [
    {
      check: "missing-index",
      run: async () => {
        const db = await deps.database();
        if (db.kind === "pglite") return { skipped: "PGlite collects no scan statistics: this check runs on PostgreSQL." };
        return db.tables
          .filter((t) => (t.seqScans ?? 0) >= HOT_SEQ_SCANS && t.rows >= HOT_TABLE_ROWS && (t.seqScans ?? 0) > 10 * (t.indexScans ?? 0))
          .map((t) => {
            const statement = db.slowStatements?.find((s) => new RegExp(`\\b(from|join|update)\\s+"?${t.name}"?\\b`, "i").test(s.query))?.query;
            return {
              id: `missing-index:${t.name}`,
              check: "missing-index" as const,
              severity: "medium" as const,
              subject: t.name,
              figures: { seqScans: t.seqScans ?? 0, indexScans: t.indexScans ?? 0, rows: t.rows },
              // Shown to read; an index is never created from the page (it locks writes on a busy table).
              ...(statement ? { statement } : {}),
              link: "/admin/database-performance",
            };
          });
      },
    },
    {
      check: "images-without-variants",
      run: async () => {
        const missing = await deps.repository.imagesWithoutVariants();
        if (missing.count === 0) return [];
        return [
          {
            id: "images-without-variants",
            check: "images-without-variants",
            severity: "medium",
            subject: "files",
            figures: { images: missing.count, originalBytes: missing.bytes },
            // Variants are made at upload: uploading the image again makes them.
            link: "/admin/file-repository",
          },
        ];
      },
    },
    {
      check: "javascript-budget",
      run: async () => {
        const pages = await deps.firstLoad();
        if ("unavailable" in pages) return { skipped: pages.unavailable };
        return pages
          .filter((page) => page.gzipBytes > FIRST_LOAD_BUDGET_BYTES)
          .map((page) => ({
            id: `javascript-budget:${page.route}`,
            check: "javascript-budget" as const,
            severity: "medium" as const,
            subject: page.route,
            figures: { gzipBytes: page.gzipBytes, budgetBytes: FIRST_LOAD_BUDGET_BYTES },
          }));
      },
    },
    {
      check: "outbox-backlog",
      run: async () => {
        const backlog = await deps.repository.outboxWaiting(new Date(now().getTime() - OUTBOX_BACKLOG_MINUTES * 60_000));
        if (backlog.waiting + backlog.failed === 0) return [];
        const ageHours = backlog.oldest ? Math.floor((now().getTime() - backlog.oldest.getTime()) / 3_600_000) : 0;
        return [
          {
            id: "outbox-backlog",
            check: "outbox-backlog",
            severity: backlog.failed > 0 ? "high" : "medium",
            subject: "outbox_messages",
            figures: { waiting: backlog.waiting, failed: backlog.failed, ageHours },
            link: "/admin/configurations",
          },
        ];
      },
    },
    {
      check: "expired-sessions",
      run: async () => {
        const expired = await deps.repository.expiredSessions(now());
        return expired === 0
          ? []
          : [
              {
                id: "expired-sessions",
                check: "expired-sessions",
                severity: "low",
                subject: "staff_sessions",
                figures: { expired },
                action: "purge-expired-sessions",
              },
            ];
      },
    },
    {
      check: "stale-errors",
      run: async () => {
        const stale = await deps.repository.staleErrors(new Date(now().getTime() - STALE_ERROR_DAYS * DAY));
        return stale.groups === 0
          ? []
          : [
              {
                id: "stale-errors",
                check: "stale-errors",
                severity: "high",
                subject: "error_logs",
                figures: { groups: stale.groups, occurrences: stale.occurrences, days: STALE_ERROR_DAYS },
                link: "/admin/error-logs",
              },
            ];
      },
    },
    {
      check: "content-without-arabic",
      run: async () =>
        !(await deps.shownLanguages()).includes("ar")
          ? { skipped: "Arabic is not shown on the public site (/admin/configurations): this check runs while it is." }
          : (await deps.repository.articleGaps())
              .filter((gap) => gap.missingArabic)
              .map((gap) => ({
                id: `content-without-arabic:${gap.kind}:${gap.slug}`,
                check: "content-without-arabic",
                severity: "medium",
                subject: `${gap.kind}/${gap.slug}`,
                figures: {},
              })),
    },
    {
      check: "content-without-seo",
      run: async () =>
        (await deps.repository.articleGaps())
          .filter((gap) => gap.missingSeo)
          .map((gap) => ({
            id: `content-without-seo:${gap.kind}:${gap.slug}`,
            check: "content-without-seo",
            severity: "low",
            subject: `${gap.kind}/${gap.slug}`,
            figures: {},
          })),
    },
  ];

  const ORDER = { high: 0, medium: 1, low: 2 } as const;

  return {
    async recommendations(): Promise<OptimizationAnswer> {
      const outcomes = await Promise.all(
        checks.map(async ({ check, run }) => {
          try {
            return { check, outcome: await run() };
          } catch (error) {
            return { check, outcome: { skipped: `The check failed: ${error instanceof Error ? error.message : String(error)}` } };
          }
        }),
      );
      const recommendations: Recommendation[] = [];
      const skipped: SkippedCheck[] = [];
      for (const { check, outcome } of outcomes) {
        if ("skipped" in outcome) skipped.push({ check, reason: outcome.skipped });
        else recommendations.push(...outcome);
      }
      recommendations.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
      return { checkedAt: now().toISOString(), recommendations, skipped };
    },

    async run(actor: Actor, action: OptimizationAction): Promise<OptimizationActionAnswer> {
      const at = now();
      const affected = await deps.audit.transaction(async (tx) => {
        const removed = await deps.repository.deleteExpiredSessions(tx, at);
        await deps.audit.record(tx, actor, {
          action: "optimization.purge_expired_sessions",
          entity: "staff_sessions",
          entityId: "expired",
          after: { removed, expiredBefore: at.toISOString() },
        });
        return removed;
      });
      return { action, affected };
    },
  };
}
export type OptimizationService = ReturnType<typeof createOptimizationService>;
