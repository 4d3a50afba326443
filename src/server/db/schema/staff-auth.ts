import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { FingerprintComponents, FingerprintRecord } from "#shared/auth/fingerprint";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Staff sessions. The cookie carries a random token; only its SHA-256 is stored (`id`), so a
 * copy of the database cannot be replayed as cookies. `stage` is "mfa" between the password and
 * the TOTP step (a short-lived session that opens nothing) and "full" afterwards.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    // The spec's record (hash, components, createdAt); rows from before held the components alone.
    fingerprint: jsonb("fingerprint").$type<FingerprintRecord | FingerprintComponents>(),
    csrfHash: text("csrf_hash"),
    csrfIssuedAt: timestamp("csrf_issued_at", { withTimezone: true }),
    csrfExpiresAt: timestamp("csrf_expires_at", { withTimezone: true }),
  },
  (table) => [index("staff_sessions_user_idx").on(table.userId)],
);

/** One TOTP enrolment per user; the secret is encrypted, backup codes are salted scrypt hashes. */
export const twoFactors = pgTable("two_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  verified: boolean("verified").notNull().default(false),
  backupCodeHashes: jsonb("backup_code_hashes").$type<string[]>().notNull().default([]),
  /** The last 30-second step accepted: a code for this step or an earlier one is refused (single use). */
  lastUsedStep: integer("last_used_step").notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use links sent by email: password resets and staff invitations. Only hashes are kept. */
export const authTokens = pgTable("auth_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  kind: text("kind").notNull(),
  email: text("email").notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  role: text("role"),
  createdBy: text("created_by"),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Sign-ins (successes and failures) and session events such as fingerprint refusals. */
export const securityEvents = pgTable(
  "security_events",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    outcome: text("outcome").notNull(),
    reason: text("reason"),
    userId: text("user_id"),
    email: text("email"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("security_events_at_idx").on(table.at)],
);

/** Every staff write: who, what, before and after, when, from where. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);
