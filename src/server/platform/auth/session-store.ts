import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/client";
import type { FingerprintComponents, FingerprintRecord } from "#shared/auth/fingerprint";
import { fingerprintRecord, storedFingerprint } from "./fingerprint-record";
import type { IssuedCsrf } from "./csrf";
import { createSessionRepository } from "./session.repository";
import { sha256Hex } from "./tokens";

export type SessionStage = "mfa" | "full";

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/** How long the half-signed-in session between password and TOTP code may wait. */
export const MFA_STAGE_LIFETIME_MS = 5 * 60_000;
/** Sessions one staff account may hold at once; a new sign-in ends the oldest beyond it. */
export const MAX_SESSIONS_PER_ACCOUNT = 10;
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
  fingerprint: FingerprintRecord | null;
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
  const repository = createSessionRepository(db);
  return {
    async create(input: {
      userId: string;
      stage: SessionStage;
      ip: string;
      userAgent: string;
      /** The browser's components at sign-in, or the record of the session this one follows (MFA step). */
      fingerprint: FingerprintComponents | FingerprintRecord | null;
      lifetimes: SessionLifetimes;
      csrf?: IssuedCsrf | null;
    }) {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const lifetime = input.stage === "mfa" ? MFA_STAGE_LIFETIME_MS : input.lifetimes.absoluteMs;
      const expiresAt = new Date(at.getTime() + lifetime);
      await repository.insert({
        id: sha256Hex(token),
        userId: input.userId,
        stage: input.stage,
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 500),
        fingerprint: !input.fingerprint ? null : "hash" in input.fingerprint ? input.fingerprint : fingerprintRecord(input.fingerprint, at),
        csrfHash: input.csrf?.hash ?? null,
        csrfIssuedAt: input.csrf?.issuedAt ?? null,
        csrfExpiresAt: input.csrf?.expiresAt ?? null,
      });
      await repository.deleteOldestBeyond(input.userId, MAX_SESSIONS_PER_ACCOUNT);
      return { token, id: sha256Hex(token), expiresAt };
    },

    /** The live session for a cookie token, or null (unknown, expired, idle too long). */
    async find(token: string, lifetimes: SessionLifetimes): Promise<SessionWithUser | null> {
      const id = sha256Hex(token);
      const row = await repository.findWithUser(id);
      if (!row) return null;
      const at = now().getTime();
      const idleLimit = row.session.stage === "mfa" ? MFA_STAGE_LIFETIME_MS : lifetimes.idleMs;
      const expired = at >= row.session.expiresAt.getTime() || at - row.session.lastSeenAt.getTime() > idleLimit;
      if (expired || row.user.banned) {
        await repository.delete(id);
        return null;
      }
      if (at - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repository.update(id, { lastSeenAt: new Date(at) });
      return { ...row.session, stage: row.session.stage as SessionStage, fingerprint: storedFingerprint(row.session.fingerprint), user: row.user };
    },

    /**
     * The live session by id, read without extending it (the realtime sweep asks every 25 s: an
     * open socket must not keep an idle session alive), or null.
     */
    async peek(id: string, lifetimes: SessionLifetimes): Promise<SessionWithUser | null> {
      const row = await repository.findWithUser(id);
      if (!row || row.user.banned) return null;
      const at = now().getTime();
      const idleLimit = row.session.stage === "mfa" ? MFA_STAGE_LIFETIME_MS : lifetimes.idleMs;
      if (at >= row.session.expiresAt.getTime() || at - row.session.lastSeenAt.getTime() > idleLimit) return null;
      return { ...row.session, stage: row.session.stage as SessionStage, fingerprint: storedFingerprint(row.session.fingerprint), user: row.user };
    },

    async setCsrf(id: string, csrf: IssuedCsrf): Promise<void> {
      await repository.update(id, { csrfHash: csrf.hash, csrfIssuedAt: csrf.issuedAt, csrfExpiresAt: csrf.expiresAt });
    },

    /** Deletes one session, inside the caller's transaction when one is given. */
    delete: (id: string, executor?: Pick<Database, "delete">) => repository.delete(id, executor),

    /** Ends every session of a user, or every other one when `exceptId` is given. Returns how many. */
    deleteForUser: (userId: string, exceptId?: string) => repository.deleteForUser(userId, exceptId),

    /** Full sessions not yet expired, newest activity first; one person's when `userId` is given. */
    listActive: (userId?: string) => repository.listActive(now(), userId),

    findById: (id: string) => repository.findById(id),

    /** Removes sessions past their absolute lifetime (nobody will present them again); returns how many. */
    purgeExpired: () => repository.deleteExpiredBefore(now()),
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
