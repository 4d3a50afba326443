import { randomBytes } from "node:crypto";
import type { Database, Transaction } from "#server/db/client";
import { sha256Hex } from "#server/platform/auth/tokens";
import type { StoredTokenLink, TokenLinksRepository } from "./token-links.repository";

/** DESIGN "Token links": one purpose each. */
export const TOKEN_PURPOSES = ["booking", "track", "operator_confirm", "operator_availability", "operator_start", "testimonial"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** 32 random bytes (256 bits), base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isLinkTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export interface LinkTarget {
  purpose: TokenPurpose;
  bookingId?: number;
  jobId?: number;
  /** Operator links: whose link it is (revoking with it ends only that operator's links of the job). */
  operatorId?: number;
}

type Executor = Database | Transaction;

/**
 * Capability links for customers and operators: the token goes into the link (and the outbox
 * message), only its SHA-256 is stored, each has one purpose, an expiry and a revocation. Used by
 * bookings now and by dispatch later (operator links). verify() answers null for anything wrong,
 * expired, revoked or of another purpose, so callers show one friendly page for all of them.
 */
export function createTokenLinks(repository: TokenLinksRepository, now: () => Date = () => new Date()) {
  return {
    /** Stores a link inside the caller's transaction; `token` when the caller derived it (a retried booking). */
    async issue(tx: Executor, target: LinkTarget, expiresAt: Date, token: string = newLinkToken()): Promise<string> {
      await repository.insert(tx, {
        purpose: target.purpose,
        tokenHash: sha256Hex(token),
        bookingId: target.bookingId,
        jobId: target.jobId,
        operatorId: target.operatorId,
        expiresAt,
      });
      return token;
    },

    async verify(token: string, purpose: TokenPurpose): Promise<StoredTokenLink | null> {
      if (!isLinkTokenShape(token)) return null;
      const link = await repository.findByHash(sha256Hex(token));
      if (!link || link.purpose !== purpose || link.revokedAt || link.expiresAt.getTime() <= now().getTime()) return null;
      return link;
    },

    /** Records that the link was just used for an action, inside the action's transaction. */
    markUsed: (tx: Executor, linkId: number) => repository.markUsed(tx, linkId, now()),

    /** Revokes every live link of the purpose for the booking or job. */
    revoke: (target: LinkTarget, tx?: Executor) => repository.revoke(target, now(), tx),

    /** A new link that replaces the previous ones of the same purpose (they stop working at once). */
    async reissue(target: LinkTarget, expiresAt: Date): Promise<string> {
      const token = newLinkToken();
      await repository.reissue(
        target,
        { purpose: target.purpose, tokenHash: sha256Hex(token), bookingId: target.bookingId, jobId: target.jobId, operatorId: target.operatorId, expiresAt },
        now(),
      );
      return token;
    },
  };
}
export type TokenLinks = ReturnType<typeof createTokenLinks>;
