import { and, desc, eq, type SQL } from "drizzle-orm";
import { containsText, countAll, withTotal } from "#server/db/paged-rows";
import type { Database } from "#server/db/client";
import { securityEvents } from "#server/db/schema/staff-auth";

export type SecurityEventKind = "sign_in" | "mfa" | "session" | "password" | "mfa_setup";

export interface SecurityEvent {
  kind: SecurityEventKind;
  outcome: "success" | "failure" | "refused" | "ended";
  reason?: string | null;
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

/** The security log: sign-in history and session refusals (fingerprint reasons), newest first. */
export function createSecurityLog(db: Database) {
  return {
    async record(event: SecurityEvent): Promise<void> {
      await db.insert(securityEvents).values({ ...event, userAgent: event.userAgent?.slice(0, 500) ?? null });
    },
    async page(filter: { kind?: string; outcome?: string; email?: string }, page: number, pageSize: number) {
      const conditions: SQL[] = [];
      if (filter.kind) conditions.push(eq(securityEvents.kind, filter.kind));
      if (filter.outcome) conditions.push(eq(securityEvents.outcome, filter.outcome));
      if (filter.email) conditions.push(containsText(securityEvents.email, filter.email));
      const where = conditions.length ? and(...conditions) : undefined;
      return withTotal(
        db
          .select()
          .from(securityEvents)
          .where(where)
          .orderBy(desc(securityEvents.at), desc(securityEvents.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: countAll }).from(securityEvents).where(where),
      );
    },
  };
}
export type SecurityLog = ReturnType<typeof createSecurityLog>;
