import { sha256Hex } from "#server/platform/auth/tokens";
import { isJobStatus, type JobStatus } from "#shared/bookings/job-lifecycle";
import { judgePings } from "#shared/tracking/position-checks";
import type { PositionBatch } from "#shared/tracking/position.schema";
import type { IngestResult, TrackPosition } from "#shared/tracking/tracking-api";
import { SHARING_STATUSES } from "#shared/tracking/tracking-constants";
import { isLinkTokenShape } from "../token-links.service";
import { toTrackPosition, type PositionsRepository, type StartLinkState } from "./positions.repository";

export type IngestOutcome =
  | { ok: true; result: IngestResult }
  /** Unknown, expired, revoked or other-purpose token, or an operator no longer on the leg. */
  | { ok: false; status: 404 }
  /** The leg is not under way (not started yet, or ended): the script stops. */
  | { ok: false; status: 409; leg: JobStatus };

type Attempt = IngestOutcome | { retry: true };

const isSharing = (status: string): status is (typeof SHARING_STATUSES)[number] => (SHARING_STATUSES as readonly string[]).includes(status);
/** Optimistic attempts before the batch waits for the start link's row lock instead (a driver's page posting from several tabs at once). */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * The driver's positions (issue 23): accepted only through the leg's live start link, only while
 * the leg is started, arrived or on board, judged against the newest stored fix (bounds,
 * 250 km/h, 2 min clock skew, duplicates and older fixes ignored), then published after the commit.
 *
 * Two database round trips per post (Speed and scale: ≥ 2,000 positions/s), not six: one read of
 * link + leg + newest fix, then one statement that stores the whole batch only if the link's row
 * did not change since the read (another batch of the same leg stored in between would have
 * changed it) and the leg is still the operator's and under way. Had it changed, the batch is
 * read and judged again; after a few such races it takes the start link's row lock and does the
 * same inside a transaction, so it cannot lose again.
 */
export function createPositionIngest(deps: {
  repository: PositionsRepository;
  /** After the commit: the accepted fixes go to the customer's page and the staff map. */
  published?: (jobId: number, positions: TrackPosition[]) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;

  /** Judges the batch against what `state` says and stores what passes (through `ex`). */
  async function attempt(
    ex: Parameters<PositionsRepository["append"]>[0],
    state: StartLinkState | null,
    batch: PositionBatch,
  ): Promise<Attempt & { stored?: TrackPosition[]; jobId?: number }> {
    const at = now();
    if (!state || state.purpose !== "operator_start" || state.revokedAt || state.expiresAt.getTime() <= at.getTime()) return { ok: false, status: 404 };
    const { jobId, operatorId, legStatus } = state;
    // A reassigned leg: the earlier operator's start link speaks for it no more.
    if (!jobId || !operatorId || state.legOperatorId !== operatorId || !legStatus || !isJobStatus(legStatus)) return { ok: false, status: 404 };
    if (!isSharing(legStatus)) return { ok: false, status: 409, leg: legStatus };
    const newest = state.newest;
    const verdicts = judgePings(
      newest ? { lat: newest.lat, lng: newest.lng, at: newest.recordedAt.getTime(), accuracy: newest.accuracy } : null,
      batch.pings,
      at.getTime(),
    );
    const accepted = verdicts.flatMap((verdict) => (verdict.kind === "accept" ? [{ ...verdict.ping, recordedAt: new Date(verdict.ping.recordedAt) }] : []));
    const rejected = verdicts.flatMap((verdict) => (verdict.kind === "reject" ? [{ sequence: verdict.ping.sequence, reason: verdict.reason }] : []));
    let stored: TrackPosition[] = [];
    if (accepted.length > 0) {
      const written = await repository.append(ex, { linkId: state.linkId, version: state.version, jobId, operatorId, receivedAt: at }, accepted);
      if (!written.swapped) return { retry: true };
      stored = written.stored.map(toTrackPosition);
    }
    return {
      ok: true,
      result: { accepted: stored.length, ignored: batch.pings.length - stored.length - rejected.length, rejected, sharing: true, status: legStatus },
      stored,
      jobId,
    };
  }

  return {
    async ingest(token: string, batch: PositionBatch): Promise<IngestOutcome> {
      if (!isLinkTokenShape(token)) return { ok: false, status: 404 };
      const tokenHash = sha256Hex(token);
      let outcome: Awaited<ReturnType<typeof attempt>> = { retry: true };
      for (let tries = 0; tries < OPTIMISTIC_ATTEMPTS && "retry" in outcome; tries++) {
        outcome = await attempt(repository.db, await repository.startLinkState(repository.db, tokenHash), batch);
      }
      if ("retry" in outcome) {
        outcome = await repository.transaction(async (tx) => {
          await repository.lockStartLink(tx, tokenHash);
          return attempt(tx, await repository.startLinkState(tx, tokenHash), batch);
        });
      }
      // Under the lock nothing else changes the link's row: the statement cannot miss.
      if ("retry" in outcome) throw new Error("positions: the start link changed under its own lock");
      if (!outcome.ok) return outcome;
      if (outcome.stored && outcome.stored.length > 0 && outcome.jobId) deps.published?.(outcome.jobId, outcome.stored);
      return { ok: true, result: outcome.result };
    },
  };
}
export type PositionIngest = ReturnType<typeof createPositionIngest>;
