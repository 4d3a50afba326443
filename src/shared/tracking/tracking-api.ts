import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { Language } from "#shared/i18n/languages";
import type { LocalizedText } from "#shared/i18n/localized-text";

/*
 * The live-tracking contract (issue 23). The write side (tracking-server lane) stores and
 * publishes; the customer's /track page and the staff map (tracking-web lane) read this.
 *
 * HTTP (all JSON; refusals are #shared/api/api-error ApiErrorBody, sentences from
 * tracking-messages.ts in the visitor's / staff member's language):
 *
 *   POST /api/op/positions/:startToken          PositionBatch → IngestResult
 *        Only the job's `operator_start` token; 404 for an unknown / wrong-purpose / expired /
 *        revoked token, 409 "tracking.notSharing" once the leg is not started / arrived / on board
 *        (the script stops), 400 for junk (nothing stored), 429 when rate-limited.
 *   GET  /api/track/:trackToken                 → TrackView   (404 for a wrong link; no-store, noindex)
 *   GET  /api/admin/tracking/live               → LiveMap     (dashboard.read)
 *   GET  /api/admin/jobs/:jobId/track           → JobTrack    (dashboard.read)
 *   GET  /api/admin/jobs/:jobId/track-link      → TrackLinkState (operations.write)
 *   POST /api/admin/jobs/:jobId/track-link      {} → TrackLinkIssued (reissue: revokes the old one; audited)
 *   DELETE /api/admin/jobs/:jobId/track-link    → TrackLinkState (revoke; audited)
 *
 * Server-rendered pages read the same view without HTTP: the page context's
 * `api.tracking?.view(token)` (PublicReadApi key `tracking`, optional like `operatorPages`).
 *
 * Realtime (src/server/platform/realtime): the customer's page joins channel `track`
 * (TRACK_CHANNEL) with its track token in the join message; staff join `tracking`
 * (STAFF_TRACKING_CHANNEL, permission dashboard.read). Both receive RealtimeEvent
 * `{ type: "position", ...PositionEvent }` after each accepted fix is committed, and
 * `job.changed` when the leg moves (refetch the view then).
 */

/** A stored fix as the readers see it. */
export interface TrackPosition {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
  /** m/s, null when unknown. */
  speed: number | null;
  /** Degrees from true north, null when unknown. */
  heading: number | null;
  /** When the phone took it (ISO). */
  recordedAt: string;
}

/** The realtime event of one accepted fix (the event's `type` is "position"). */
export interface PositionEvent extends TrackPosition {
  jobId: number;
}

export interface TrackPlace {
  /** The place's name or the address as the customer typed it. */
  label: LocalizedText;
  /** Null when the address has no coordinates: the map shows no marker, the estimate waits. */
  lat: number | null;
  lng: number | null;
}

/** One step of the leg's timeline (job events from confirmed on). */
export interface TrackTimelineStep {
  status: JobStatus;
  at: string;
}

/** What the customer's /track/{token} page shows. */
export interface TrackView {
  jobId: number;
  reference: string;
  legIndex: number;
  /** The customer's language (the page may switch). */
  language: Language;
  status: JobStatus;
  /** Pickup time (ISO); the page shows it in Makkah time. */
  pickupAt: string;
  pickup: TrackPlace;
  /** Null for a tour or an hourly hire. */
  dropOff: TrackPlace | null;
  driver: { name: string } | null;
  vehicle: { model: string; colour: string | null; plate: string } | null;
  /** The number to call and to WhatsApp (the driver's, else the operator's), E.164; null when none. */
  contactPhone: string | null;
  /** The newest fix, null before the first. Null as well once `ended`. */
  lastPosition: TrackPosition | null;
  /** The last RECENT_POSITIONS fixes, oldest first (for smoothing and the estimate); empty once `ended`. */
  recentPositions: TrackPosition[];
  timeline: TrackTimelineStep[];
  /** The leg has ended (completed / no-show / cancelled): "this trip has ended", no position. */
  ended: boolean;
  /** The server's clock when it answered (ISO): ages are computed against it. */
  now: string;
}

/** What server-rendered pages call (context.api.tracking). */
export interface TrackingReadApi {
  /** Null for an unknown, revoked or expired track link (the friendly 404). */
  view(token: string): Promise<TrackView | null>;
}

/** Answer to a position batch. */
export interface IngestResult {
  /** Fixes stored now. */
  accepted: number;
  /** Already stored (same sequence or same time) or older than the newest stored: ignored, fine. */
  ignored: number;
  /** Refused fixes (outside Saudi bounds, impossible jump, in the future): the script drops them. */
  rejected: { sequence: number; reason: PositionRejection }[];
  /** False once the leg is no longer started / arrived / on board: the script stops sharing. */
  sharing: boolean;
  status: JobStatus;
}
export const POSITION_REJECTIONS = ["out_of_bounds", "impossible_jump", "future"] as const;
export type PositionRejection = (typeof POSITION_REJECTIONS)[number];

/** One started leg on the staff live map. */
export interface LiveLeg {
  jobId: number;
  bookingId: number;
  reference: string;
  legIndex: number;
  status: JobStatus;
  pickupAt: string;
  operatorName: string | null;
  driverName: string | null;
  plate: string | null;
  /** Null until the driver's first fix. */
  lastPosition: TrackPosition | null;
  /** When the server last received a fix from this leg (ISO), null before the first. */
  lastHeardAt: string | null;
}

export interface LiveMap {
  legs: LiveLeg[];
  now: string;
}

/** A job's track on its staff page (oldest first; at most MAX_JOB_TRACK_POINTS, thinned evenly). */
export interface JobTrack {
  jobId: number;
  status: JobStatus;
  positions: TrackPosition[];
  lastPosition: TrackPosition | null;
  lastHeardAt: string | null;
}
export const MAX_JOB_TRACK_POINTS = 2_000;

/** The leg's customer track link as staff see it (the token itself is shown only when issued). */
export interface TrackLinkState {
  jobId: number;
  /** Whether a live (unrevoked, unexpired) link exists. */
  active: boolean;
  expiresAt: string | null;
  issuedAt: string | null;
}

export interface TrackLinkIssued extends TrackLinkState {
  /** The full link, e.g. https://…/track/{token}; shown once to copy/send. */
  url: string;
}
