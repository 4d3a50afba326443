import type { Database } from "#server/db/client";
import { createSecurityLogRepository } from "./security-log.repository";

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
  const repository = createSecurityLogRepository(db);
  return {
    async record(event: SecurityEvent): Promise<void> {
      await repository.insert({ ...event, userAgent: event.userAgent?.slice(0, 500) ?? null });
    },
    /** Every failed sign-in from anyone is a row: they are kept for a limited time (a scheduled purge). */
    purgeBefore: (at: Date) => repository.deleteBefore(at),
    page: (filter: { kind?: string; outcome?: string; email?: string }, page: number, pageSize: number) => repository.page(filter, page, pageSize),
  };
}
export type SecurityLog = ReturnType<typeof createSecurityLog>;
