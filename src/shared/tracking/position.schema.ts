import { z } from "zod";
import { MAX_PINGS_PER_BATCH } from "./tracking-constants";

/*
 * One location ping from the driver's phone (DESIGN "Location ping") and the batch the sharing
 * script posts. Messages are keys of tracking-messages.ts. Bounds and jumps are checked by the
 * service (they depend on the last accepted fix), not here: here only the shape.
 */
const finite = (min: number, max: number, message: string) => z.number({ error: message }).min(min, message).max(max, message);

export const positionPingSchema = z.strictObject(
  {
    lat: finite(-90, 90, "tracking.position.invalid"),
    lng: finite(-180, 180, "tracking.position.invalid"),
    /** Metres (the Geolocation API's accuracy, 95 % radius). */
    accuracy: finite(0, 100_000, "tracking.position.invalid"),
    /** Metres per second, null when the phone does not know. */
    speed: finite(0, 200, "tracking.position.invalid").nullable(),
    /** Degrees clockwise from true north, null when standing or unknown. */
    heading: finite(0, 360, "tracking.position.invalid").nullable(),
    /** When the phone took the fix (ISO 8601 with offset). */
    recordedAt: z.iso.datetime({ offset: true, error: "tracking.position.invalid" }),
    /** The page's own counter, increasing per start token; tells the order of fixes taken in the same millisecond. */
    sequence: z.int({ error: "tracking.position.invalid" }).min(0, "tracking.position.invalid").max(2_147_483_647, "tracking.position.invalid"),
  },
  { error: "tracking.position.invalid" },
);
export type PositionPing = z.infer<typeof positionPingSchema>;

export const positionBatchSchema = z.strictObject(
  {
    pings: z
      .array(positionPingSchema, { error: "tracking.batch.invalid" })
      .min(1, "tracking.batch.invalid")
      .max(MAX_PINGS_PER_BATCH, "tracking.batch.tooLarge"),
  },
  { error: "tracking.batch.invalid" },
);
export type PositionBatch = z.infer<typeof positionBatchSchema>;
