import { z } from "zod";
import type { JOIN_REFUSALS, REALTIME_ERROR_KINDS } from "./realtime-constants";

/**
 * What travels on the realtime socket. Events carry ids and versions only, never personal data:
 * the browser fetches what changed through the API, where the usual permissions apply.
 */
const channelName = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
const ref = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const id = z.number().int().positive().max(2_147_483_647);

export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("booking.changed"), bookingId: id, version: z.number().int().nonnegative().max(2_147_483_647) }),
  z.strictObject({ type: z.literal("job.changed"), bookingId: id, jobId: id, version: z.number().int().nonnegative().max(2_147_483_647) }),
  // A WhatsApp message arrived in (or left) this conversation: the inbox refetches it.
  z.strictObject({ type: z.literal("whatsapp.message"), conversationId: id }),
  // Live tracking (issue 23): one accepted fix of a leg under way, on the `track` channel (the
  // customer's track token) and the staff `tracking` channel only; the shape is PositionEvent of
  // #shared/tracking/tracking-api.
  z.strictObject({
    type: z.literal("position"),
    jobId: id,
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    accuracy: z.number().nonnegative(),
    speed: z.number().nonnegative().nullable(),
    heading: z.number().min(0).max(360).nullable(),
    recordedAt: z.string().max(40),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

export const clientMessageSchema = z.discriminatedUnion("type", [
  // A token page sends its link token here, never in the address.
  z.strictObject({
    type: z.literal("join"),
    ref,
    channel: channelName,
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/)
      .optional(),
  }),
  z.strictObject({ type: z.literal("leave"), ref, channel: channelName }),
  z.strictObject({ type: z.literal("heartbeat"), ref }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { type: "reply"; ref: number; status: "ok" }
  | { type: "reply"; ref: number | null; status: "error"; kind: (typeof REALTIME_ERROR_KINDS)[number]; reason: (typeof JOIN_REFUSALS)[number] }
  | { type: "event"; channel: string; event: RealtimeEvent };
