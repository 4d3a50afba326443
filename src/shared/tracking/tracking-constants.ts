/*
 * Live tracking (issue 23, DESIGN "Location ping", flow step 4): the fixed values the driver's
 * sharing script, the ingest, the customer's /track page and the staff map share.
 */

/** The driver's phone sends a fix at most this often… */
export const MIN_PING_INTERVAL_MS = 5_000;
/** …and only when it moved more than this since the last fix it kept (metres). */
export const MIN_PING_MOVE_M = 20;

/**
 * Saudi Arabia's bounding box with a margin (the country spans about 16.3–32.2 °N and
 * 34.5–55.7 °E). A fix outside it is refused: "far outside Saudi Arabia's bounds".
 */
export const SAUDI_BOUNDS = { minLat: 15.5, maxLat: 33, minLng: 34, maxLng: 56 } as const;

/** A fix implying a faster move than this from the last accepted fix is an impossible jump. */
export const MAX_SPEED_KMH = 250;
export const MAX_SPEED_MPS = (MAX_SPEED_KMH * 1000) / 3600;

/** The customer's track link works until this long after the leg ends (completed, no-show, cancelled). */
export const TRACK_LINK_HOURS_AFTER_END = 2;
/** Before the leg ends the track link's expiry is this far ahead of the start (moved to end + 2 h when it ends). */
export const TRACK_LINK_HOURS_WHILE_OPEN = 24;

/** Positions are kept this long, then purged (privacy). */
export const POSITION_RETENTION_DAYS = 30;

/** With no fix for this long the customer's page says "connection lost" (and staff see it greyed). */
export const CONNECTION_LOST_AFTER_MS = 60_000;

/** At most this many pings in one POST (a queue drained after an hour offline sends several batches). */
export const MAX_PINGS_PER_BATCH = 50;
/** The client keeps at most this many unsent pings (the oldest are dropped first beyond it: 1 h at 5 s). */
export const MAX_QUEUED_PINGS = 720;
/** A fix older than this when it arrives is still stored (a queue drained late), a fix from the future is not. */
export const MAX_FUTURE_SKEW_MS = 2 * 60_000;

/** The recent positions the track view carries for the smoothing and the estimate (5 min at 5 s). */
export const RECENT_POSITIONS = 60;

/** The job statuses during which the driver shares and the ingest accepts fixes. */
export const SHARING_STATUSES = ["started", "arrived", "on_board"] as const;
export type SharingStatus = (typeof SHARING_STATUSES)[number];

/** Realtime channels: the customer's page joins `track` with its track token; staff join `tracking`. */
export const TRACK_CHANNEL = "track";
export const STAFF_TRACKING_CHANNEL = "tracking";

/** The driver's sharing script's localStorage key prefix (one queue per start token hash prefix). */
export const PING_QUEUE_STORAGE_KEY = "rihla.ping-queue";
