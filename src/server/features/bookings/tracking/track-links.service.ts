import { createHmac } from "node:crypto";
import type { Database, Transaction } from "#server/db/client";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { randomHex, sha256Hex } from "#server/platform/auth/tokens";
import { isJobStatus, isJobTerminal, type JobStatus } from "#shared/bookings/job-lifecycle";
import { isLanguage } from "#shared/i18n/languages";
import type { TrackLinkIssued, TrackLinkState } from "#shared/tracking/tracking-api";
import { TRACK_LINK_HOURS_AFTER_END, TRACK_LINK_HOURS_WHILE_OPEN } from "#shared/tracking/tracking-constants";
import type { LockedJob } from "../dispatch/job-moves.repository";
import { isLinkTokenShape } from "../token-links.service";
import { trackLinkMessages } from "./track-link-message";
import type { TrackLinkRow, TrackLinksRepository } from "./track-links.repository";

type Executor = Database | Transaction;

const HOUR_MS = 3_600_000;
const ENDED_GRACE_MS = TRACK_LINK_HOURS_AFTER_END * HOUR_MS;

/** The path of the customer's page for a track token. */
export const trackPath = (token: string) => `/track/${token}`;

/**
 * The customer's track link of a leg (DESIGN "Token links", purpose `track`): one per leg, issued
 * when the leg starts, working until 2 h after it ends, revocable and reissuable by staff.
 *
 * Only the hash is stored, yet the workflow rule `job.started` (and staff) need the link again
 * after it was issued: the token is derived from the server's signing key, the leg and the
 * link's place among the leg's track links (the n-th issued), so it can be derived again and
 * checked against the stored hash. A reissue is the next n: a different token.
 */
export function createTrackLinks(deps: { repository: TrackLinksRepository; authSecret?: string; siteUrl: string; audit?: AuditLog; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;
  // The bookings signing key's "track-link" key (the derivation of signing-key.ts), its material
  // read through the caller's transaction (a move's): kept once it is known to be stored.
  let key: Buffer | null = null;
  async function keyOf(tx: Executor): Promise<Buffer> {
    if (key) return key;
    const { material, stored } = deps.authSecret ? { material: deps.authSecret, stored: true } : await repository.signingMaterial(tx, randomHex(32));
    const derived = createHmac("sha256", "rihla-bookings:track-link").update(material).digest();
    if (stored) key = derived;
    return derived;
  }
  const derive = async (tx: Executor, jobId: number, n: number) =>
    createHmac("sha256", await keyOf(tx))
      .update(`${jobId}|${n}`)
      .digest()
      .toString("base64url");
  const urlOf = (token: string) => `${deps.siteUrl}${trackPath(token)}`;

  const liveOf = (links: TrackLinkRow[], at: Date) => {
    const index = links.findLastIndex((link) => !link.revokedAt && link.expiresAt > at);
    return index < 0 ? null : { link: links[index]!, n: index };
  };

  /** Revokes the leg's track links and stores the next one; answers its token. */
  async function issue(tx: Transaction, job: { id: number; bookingId: number; hours: number | null }, at: Date): Promise<{ token: string; expiresAt: Date }> {
    const links = await repository.links(tx, job.id);
    await repository.revoke(tx, job.id, at);
    const token = await derive(tx, job.id, links.length);
    // Open-ended until the leg ends (then 2 h): a day, and an hourly hire's hours on top.
    const expiresAt = new Date(at.getTime() + (TRACK_LINK_HOURS_WHILE_OPEN + (job.hours ?? 0)) * HOUR_MS);
    await repository.insert(tx, { jobId: job.id, bookingId: job.bookingId, tokenHash: sha256Hex(token), expiresAt });
    return { token, expiresAt };
  }

  async function sendToCustomer(tx: Transaction, job: LockedJob, token: string): Promise<void> {
    const customer = await repository.customerOf(tx, job.bookingId);
    if (!customer) return;
    const vehicle = job.vehicle ? [job.vehicle.colour, job.vehicle.model, job.vehicle.plate].filter(Boolean).join(" ") : null;
    const messages = trackLinkMessages(customer, {
      name: customer.name,
      reference: customer.reference,
      legNumber: job.legIndex + 1,
      link: urlOf(token),
      driverName: job.driver?.name ?? null,
      vehicle,
      language: isLanguage(customer.language) ? customer.language : "ar",
    });
    await repository.queueMessages(tx, messages);
  }

  async function stateOf(jobId: number): Promise<TrackLinkState> {
    const live = liveOf(await repository.links(repository.db, jobId), now());
    return { jobId, active: live !== null, expiresAt: live?.link.expiresAt.toISOString() ?? null, issuedAt: live?.link.createdAt.toISOString() ?? null };
  }

  return {
    /**
     * The job-move primitive's follower (inside the move's transaction): the leg started → a new
     * track link, sent to the customer with the built-in text (until the workflow lane's
     * `job.started` rule sends it: then pass `send: false`); the leg ended → its link ends 2 h later.
     */
    async legMoved(tx: Transaction, job: LockedJob, outcome: { from: JobStatus; to: JobStatus; at: Date }, options: { send?: boolean } = {}): Promise<void> {
      if (outcome.to === "started") {
        const { token } = await issue(tx, job, outcome.at);
        if (options.send !== false) await sendToCustomer(tx, job, token);
      } else if (isJobTerminal(outcome.to)) {
        await repository.endBy(tx, job.id, new Date(outcome.at.getTime() + ENDED_GRACE_MS));
      }
    },

    /** The leg's live track link (full URL), derived again; null when it has none. */
    async trackingLinkFor(jobId: number, tx?: Transaction): Promise<string | null> {
      const executor = tx ?? repository.db;
      const live = liveOf(await repository.links(executor, jobId), now());
      if (!live) return null;
      const token = await derive(executor, jobId, live.n);
      return sha256Hex(token) === live.link.tokenHash ? urlOf(token) : null;
    },

    /** The leg of a working track link, or null: unknown, revoked, expired, or 2 h past the leg's end. */
    async verify(token: string): Promise<{ jobId: number; status: JobStatus; ended: boolean } | null> {
      if (!isLinkTokenShape(token)) return null;
      const link = await repository.byHash(sha256Hex(token));
      const at = now();
      if (!link?.jobId || link.revokedAt || link.expiresAt <= at) return null;
      const leg = await repository.leg(repository.db, link.jobId);
      if (!leg || !isJobStatus(leg.status)) return null;
      const ended = isJobTerminal(leg.status);
      // A leg cancelled with its booking ended without a move through the primitive: its end is the last event (or the row's change).
      const endedAt = leg.endedAt ?? leg.updatedAt;
      if (ended && endedAt.getTime() + ENDED_GRACE_MS <= at.getTime()) return null;
      return { jobId: leg.id, status: leg.status, ended };
    },

    /** Staff: whether the leg has a working track link; null for an unknown leg. */
    async state(jobId: number): Promise<TrackLinkState | null> {
      return (await repository.leg(repository.db, jobId)) ? stateOf(jobId) : null;
    },

    /** Staff: a new link for a started (or ended, within 2 h) leg, the old one dead at once; audited; not sent. */
    async reissue(jobId: number, actor: Actor): Promise<TrackLinkIssued | "not_found" | "not_started"> {
      const at = now();
      const issued = await repository.transaction(async (tx) => {
        const leg = await repository.leg(tx, jobId);
        if (!leg) return "not_found" as const;
        if (!isJobStatus(leg.status) || !["started", "arrived", "on_board", "completed", "no_show", "cancelled"].includes(leg.status))
          return "not_started" as const;
        if ((await repository.links(tx, jobId)).length === 0) return "not_started" as const;
        const { token, expiresAt } = await issue(tx, leg, at);
        if (isJobTerminal(leg.status)) await repository.endBy(tx, jobId, new Date((leg.endedAt ?? leg.updatedAt).getTime() + ENDED_GRACE_MS));
        await deps.audit?.record(tx, actor, {
          action: "track-link.reissue",
          entity: "job",
          entityId: String(jobId),
          after: { expiresAt: expiresAt.toISOString() },
        });
        return token;
      });
      if (issued === "not_found" || issued === "not_started") return issued;
      return { ...(await stateOf(jobId)), url: urlOf(issued) };
    },

    /** Staff: the leg's track link stops working at once; audited. */
    async revoke(jobId: number, actor: Actor): Promise<TrackLinkState | "not_found"> {
      const at = now();
      const done = await repository.transaction(async (tx) => {
        if (!(await repository.leg(tx, jobId))) return false;
        const count = await repository.revoke(tx, jobId, at);
        await deps.audit?.record(tx, actor, { action: "track-link.revoke", entity: "job", entityId: String(jobId), after: { revoked: count } });
        return true;
      });
      return done ? stateOf(jobId) : "not_found";
    },
  };
}
export type TrackLinks = ReturnType<typeof createTrackLinks>;
