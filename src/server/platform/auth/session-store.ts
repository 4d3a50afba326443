import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/client";
import { staffSessions } from "#server/db/schema/staff-auth";
import { users } from "#server/db/schema/users";
import type { FingerprintComponents } from "#shared/auth/fingerprint";
import type { IssuedCsrf } from "./csrf";
import { sha256Hex } from "./tokens";

export type SessionStage = "mfa" | "full";

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/** How long the half-signed-in session between password and TOTP code may wait. */
export const MFA_STAGE_LIFETIME_MS = 5 * 60_000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionWithUser {
  id: string;
  stage: SessionStage;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  fingerprint: FingerprintComponents | null;
  csrfHash: string | null;
  csrfIssuedAt: Date | null;
  csrfExpiresAt: Date | null;
  user: { id: string; email: string; name: string; role: string; banned: boolean; twoFactorEnabled: boolean };
}

/**
 * Staff sessions in the database: 256-bit random tokens in the cookie, their SHA-256 as the key,
 * an idle timeout and an absolute lifetime. Every sign-in and every MFA step creates a new row
 * (the old one is deleted), so a token known before sign-in is worthless after it.
 */
export function createSessionStore(db: Database, now: () => Date = () => new Date()) {
  return {
    async create(input: {
      userId: string;
      stage: SessionStage;
      ip: string;
      userAgent: string;
      fingerprint: FingerprintComponents | null;
      lifetimes: SessionLifetimes;
      csrf?: IssuedCsrf | null;
    }) {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const lifetime = input.stage === "mfa" ? MFA_STAGE_LIFETIME_MS : input.lifetimes.absoluteMs;
      const expiresAt = new Date(at.getTime() + lifetime);
      await db.insert(staffSessions).values({
        id: sha256Hex(token),
        userId: input.userId,
        stage: input.stage,
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 500),
        fingerprint: input.fingerprint,
        csrfHash: input.csrf?.hash ?? null,
        csrfIssuedAt: input.csrf?.issuedAt ?? null,
        csrfExpiresAt: input.csrf?.expiresAt ?? null,
      });
      return { token, id: sha256Hex(token), expiresAt };
    },

    /** The live session for a cookie token, or null (unknown, expired, idle too long). */
    async find(token: string, lifetimes: SessionLifetimes): Promise<SessionWithUser | null> {
      const id = sha256Hex(token);
      const [row] = await db
        .select({
          session: staffSessions,
          user: { id: users.id, email: users.email, name: users.name, role: users.role, banned: users.banned, twoFactorEnabled: users.twoFactorEnabled },
        })
        .from(staffSessions)
        .innerJoin(users, eq(staffSessions.userId, users.id))
        .where(eq(staffSessions.id, id))
        .limit(1);
      if (!row) return null;
      const at = now().getTime();
      const idleLimit = row.session.stage === "mfa" ? MFA_STAGE_LIFETIME_MS : lifetimes.idleMs;
      const expired = at >= row.session.expiresAt.getTime() || at - row.session.lastSeenAt.getTime() > idleLimit;
      if (expired || row.user.banned) {
        await db.delete(staffSessions).where(eq(staffSessions.id, id));
        return null;
      }
      if (at - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(staffSessions.id, id));
      }
      return { ...row.session, stage: row.session.stage as SessionStage, user: row.user };
    },

    async setCsrf(id: string, csrf: IssuedCsrf): Promise<void> {
      await db.update(staffSessions).set({ csrfHash: csrf.hash, csrfIssuedAt: csrf.issuedAt, csrfExpiresAt: csrf.expiresAt }).where(eq(staffSessions.id, id));
    },

    async delete(id: string, executor: Pick<Database, "delete"> = db): Promise<void> {
      await executor.delete(staffSessions).where(eq(staffSessions.id, id));
    },

    /** Ends every session of a user, or every other one when `exceptId` is given. Returns how many. */
    async deleteForUser(userId: string, exceptId?: string): Promise<number> {
      const rows = await db
        .delete(staffSessions)
        .where(exceptId ? and(eq(staffSessions.userId, userId), ne(staffSessions.id, exceptId)) : eq(staffSessions.userId, userId))
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    /** Full sessions not yet expired, newest activity first; one person's when `userId` is given. */
    async listActive(userId?: string) {
      return db
        .select({
          id: staffSessions.id,
          userId: staffSessions.userId,
          email: users.email,
          name: users.name,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
          expiresAt: staffSessions.expiresAt,
          ip: staffSessions.ip,
          userAgent: staffSessions.userAgent,
        })
        .from(staffSessions)
        .innerJoin(users, eq(staffSessions.userId, users.id))
        .where(and(eq(staffSessions.stage, "full"), gt(staffSessions.expiresAt, now()), userId ? eq(staffSessions.userId, userId) : undefined))
        .orderBy(desc(staffSessions.lastSeenAt))
        .limit(500);
    },

    async findById(id: string) {
      const [row] = await db.select({ id: staffSessions.id, userId: staffSessions.userId }).from(staffSessions).where(eq(staffSessions.id, id)).limit(1);
      return row ?? null;
    },

    async purgeExpired(): Promise<void> {
      await db.delete(staffSessions).where(sql`${staffSessions.expiresAt} < ${now().toISOString()}::timestamptz`);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
