import { isJobStatus, type JobStatus } from "#shared/bookings/job-lifecycle";
import { judgePings } from "#shared/tracking/position-checks";
import type { PositionBatch } from "#shared/tracking/position.schema";
import type { IngestResult, TrackPosition } from "#shared/tracking/tracking-api";
import { SHARING_STATUSES } from "#shared/tracking/tracking-constants";
import type { TokenLinks } from "../token-links.service";
import { toTrackPosition, type PositionsRepository } from "./positions.repository";

export type IngestOutcome =
  | { ok: true; result: IngestResult }
  /** Unknown, expired, revoked or other-purpose token, or an operator no longer on the leg. */
  | { ok: false; status: 404 }
  /** The leg is not under way (not started yet, or ended): the script stops. */
  | { ok: false; status: 409; leg: JobStatus };

const isSharing = (status: string): status is (typeof SHARING_STATUSES)[number] => (SHARING_STATUSES as readonly string[]).includes(status);

/**
 * The driver's positions (issue 23): accepted only through the leg's live start link, only while
 * the leg is started, arrived or on board, judged against the newest stored fix under the leg's
 * lock (bounds, 250 km/h, duplicates and older fixes ignored), then published after the commit.
 */
export function createPositionIngest(deps: {
  repository: PositionsRepository;
  tokenLinks: TokenLinks;
  /** After the commit: the accepted fixes go to the customer's page and the staff map. */
  published?: (jobId: number, positions: TrackPosition[]) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async ingest(token: string, batch: PositionBatch): Promise<IngestOutcome> {
      const link = await deps.tokenLinks.verify(token, "operator_start");
      if (!link?.jobId || !link.operatorId) return { ok: false, status: 404 };
      const { jobId, operatorId } = link;
      const outcome = await deps.repository.transaction(async (tx): Promise<IngestOutcome & { stored?: TrackPosition[] }> => {
        const leg = await deps.repository.lockLeg(tx, jobId);
        // A reassigned leg: the earlier operator's start link speaks for it no more.
        if (!leg || leg.operatorId !== operatorId || !isJobStatus(leg.status)) return { ok: false, status: 404 };
        if (!isSharing(leg.status)) return { ok: false, status: 409, leg: leg.status };
        const newest = await deps.repository.newest(tx, jobId);
        const at = now();
        const verdicts = judgePings(
          newest ? { lat: newest.lat, lng: newest.lng, at: newest.recordedAt.getTime(), accuracy: newest.accuracy } : null,
          batch.pings,
          at.getTime(),
        );
        const accepted = verdicts.flatMap((verdict) => (verdict.kind === "accept" ? [verdict.ping] : []));
        const stored = await deps.repository.insert(
          tx,
          jobId,
          accepted.map((ping) => ({ ...ping, recordedAt: new Date(ping.recordedAt) })),
          at,
        );
        const rejected = verdicts.flatMap((verdict) => (verdict.kind === "reject" ? [{ sequence: verdict.ping.sequence, reason: verdict.reason }] : []));
        return {
          ok: true,
          result: { accepted: stored.length, ignored: batch.pings.length - stored.length - rejected.length, rejected, sharing: true, status: leg.status },
          stored: stored.map(toTrackPosition),
        };
      });
      if (!outcome.ok) return outcome;
      if (outcome.stored && outcome.stored.length > 0) deps.published?.(jobId, outcome.stored);
      return { ok: true, result: outcome.result };
    },
  };
}
export type PositionIngest = ReturnType<typeof createPositionIngest>;
