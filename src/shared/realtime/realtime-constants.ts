/**
 * The specification's realtime figures (§ defaults): the client sends a heartbeat every 25 s, a
 * push without a reply after 10 s has timed out, a lost connection is tried again after 1 s, 2 s,
 * 5 s, then every 10 s, and at most 100 pushes wait while the socket is down.
 */
export const REALTIME_PATH = "/api/realtime";
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const REALTIME_PUSH_BUFFER = 100;

/** A channel's states, as the specification lists them. */
export const CHANNEL_STATES = ["closed", "errored", "joined", "joining", "leaving"] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

/** The realtime error kinds of the specification: timed out, channel error, closed. */
export const REALTIME_ERROR_KINDS = ["timed_out", "channel_error", "closed"] as const;
export type RealtimeErrorKind = (typeof REALTIME_ERROR_KINDS)[number];

/** Why a join was refused (the reply's reason); the client reacts to some (a new ticket, a sign-in). */
export const JOIN_REFUSALS = ["unauthenticated", "forbidden", "unknown_channel", "bad_token", "bad_message", "too_many"] as const;
export type JoinRefusal = (typeof JOIN_REFUSALS)[number];

/** The connection as the admin header shows it. */
export type ConnectionState = "connecting" | "open" | "closed";

/** WebSocket close codes the server uses (4000–4999 are the application's). */
export const CLOSE_SESSION_ENDED = 4001;
export const CLOSE_HEARTBEAT_MISSED = 4008;
export const CLOSE_TOO_MANY_FAILURES = 4009;
/** How long a staff connection ticket is good for (it is bound to the session cookie as well). */
export const REALTIME_TICKET_MS = 30_000;
