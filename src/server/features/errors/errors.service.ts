import { createHash } from "node:crypto";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { redactPath } from "#server/platform/logger/logger";
import type { ClientError } from "#shared/errors/client-error.schema";
import { EXTENSION_ORIGIN } from "#shared/errors/extension-origin";
import type { ErrorGroupQuery, ErrorGroupView } from "#shared/errors/error-groups";
import { pageOf } from "#shared/pagination/page";
import { browserFamily } from "./browser-family";
import type { ErrorsRepository } from "./errors.repository";
import type { SourceMapper } from "./source-mapper";

export const ERROR_PAGE_SIZE = 20;

/** Groups by source, place and message with numbers and ids taken out, so repeats count up. */
export function fingerprintOf(source: string, where: string, message: string): string {
  const normalised = message
    .replace(/\b[0-9a-f]{8,}\b/gi, "#")
    .replace(/\d+/g, "#")
    .slice(0, 300);
  return createHash("sha256").update(`${source}|${where}|${normalised}`).digest("hex").slice(0, 32);
}

type Row = NonNullable<Awaited<ReturnType<ErrorsRepository["byId"]>>>;
const viewOf = async (row: Row, sourceMapper: SourceMapper | undefined): Promise<ErrorGroupView> => ({
  id: row.id,
  source: row.source === "server" ? "server" : "client",
  message: row.message,
  stack: row.stack,
  // Browser stacks only: the server's own are mapped by node when they are captured.
  mappedStack: row.stack && row.source === "client" && sourceMapper ? await sourceMapper.map(row.stack) : null,
  count: row.count,
  firstSeenAt: row.firstSeenAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  urls: row.urls,
  browsers: row.browsers,
  resolved: row.resolved,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  resolvedBy: row.resolvedBy,
  reopenedCount: row.reopenedCount,
});

export function createErrorsService(repository: ErrorsRepository, audit: AuditLog, sourceMapper?: SourceMapper) {
  return {
    /** Returns false when the error is not ours to record (a browser extension's). */
    async recordClientError(error: ClientError, userAgent?: string): Promise<boolean> {
      if (EXTENSION_ORIGIN.test(`${error.message}\n${error.stack ?? ""}`)) return false;
      await repository.record({
        fingerprint: fingerprintOf("client", error.where, error.message),
        source: "client",
        message: error.message,
        stack: error.stack,
        url: redactPath(error.url),
        browser: browserFamily(userAgent),
      });
      return true;
    },
    async recordServerError(error: unknown, path: string): Promise<void> {
      const message = error instanceof Error ? error.message : String(error);
      await repository.record({
        fingerprint: fingerprintOf("server", redactPath(path), message),
        source: "server",
        message: message.slice(0, 2000),
        stack: error instanceof Error ? error.stack?.slice(0, 4000) : undefined,
        url: redactPath(path),
        browser: "server",
      });
    },
    async groups(query: ErrorGroupQuery) {
      const filter = {
        status: query.status === "all" ? undefined : query.status,
        source: query.source === "all" ? undefined : query.source,
        q: query.q || undefined,
      };
      const { items, total } = await repository.page(filter, query.page, ERROR_PAGE_SIZE);
      return pageOf(await Promise.all(items.map((row) => viewOf(row, sourceMapper))), total, query.page, ERROR_PAGE_SIZE);
    },
    openCount: () => repository.openCount(),
    /** Marks a group resolved (or open again); a resolved group that recurs reopens by itself. */
    async setResolved(actor: Actor, id: number, resolved: boolean): Promise<ErrorGroupView | null> {
      return repository.transaction(async (tx) => {
        const row = await repository.setResolved(tx, id, resolved, actor.email);
        if (row)
          await audit.record(tx, actor, {
            action: resolved ? "error_group.resolve" : "error_group.reopen",
            entity: "error_group",
            entityId: String(id),
            before: { resolved: !resolved },
            after: { resolved },
          });
        return row ? viewOf(row, sourceMapper) : null;
      });
    },
  };
}
export type ErrorsService = ReturnType<typeof createErrorsService>;
