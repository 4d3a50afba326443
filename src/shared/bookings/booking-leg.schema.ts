import { z } from "zod";
import { safeText } from "#shared/validation/safe-text";
import { EXTRA_KINDS, EXTRA_MAX_QUANTITY } from "./extras";
import { isAirportPlace, PLACE_IDS } from "./places";
import { MAX_PLAN_LENGTH } from "./leg-limits";
import { isCalendarDate } from "./riyadh-time";
import { ADDRESS_ZONES } from "./zones";
import { objectErrors } from "./schema-errors";

/*
 * One leg of a booking as the visitor sends it. Messages are keys from booking-messages.ts; the
 * count a message needs is the issue's minimum/maximum or its params.count (booking-issues.ts).
 * Rules that need "now" or settings (past pickups, lead time) are checked by the service with
 * pickupRefusal(); the schema checks shape only.
 */
export const MAX_LEG_HOURS = 24;

const placeEndpoint = z.strictObject(
  { type: z.literal("place"), placeId: z.enum(PLACE_IDS, { error: "booking.place.invalid" }) },
  objectErrors("booking.place.invalid"),
);
const addressEndpoint = z.strictObject(
  {
    type: z.literal("address"),
    address: safeText({
      min: 5,
      max: 300,
      messages: {
        required: "booking.address.required",
        tooShort: "booking.address.tooShort",
        tooLong: "booking.address.tooLong",
        forbidden: "booking.text.forbidden",
      },
    }),
    /** The city the address is in, chosen by the customer: the zone its leg is priced by (zones.ts). */
    zone: z.enum(ADDRESS_ZONES, { error: "booking.address.zone" }),
    lat: z.number({ error: "booking.address.coordinates" }).min(-90, "booking.address.coordinates").max(90, "booking.address.coordinates").optional(),
    lng: z.number({ error: "booking.address.coordinates" }).min(-180, "booking.address.coordinates").max(180, "booking.address.coordinates").optional(),
  },
  objectErrors("booking.place.invalid"),
);
export const legEndpointSchema = z.discriminatedUnion("type", [placeEndpoint, addressEndpoint], { error: "booking.place.invalid" });

/*
 * "2026-03-01T14:30+03:00", "…T14:30:00Z", "…T14:30:00.000+03:00": an instant the visitor chose,
 * always with its offset (a time without one is ambiguous), seconds optional because the browser's
 * date-time input gives minutes, on a real calendar day and clock time.
 */
const ISO_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
export const pickupAtSchema = z
  .string({ error: "booking.pickup.invalid" })
  .max(40, "booking.pickup.invalid")
  .refine((value) => ISO_WITH_OFFSET.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), {
    message: "booking.pickup.invalid",
  });

/** IATA flight designator: airline code (two characters, not both digits) + 1–4 digits + optional suffix; "sv 123" → "SV123". */
export const flightNumberSchema = z
  .string({ error: "booking.flight.invalid" })
  .max(12, "booking.flight.invalid")
  .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
  .refine((value) => value === "" || /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/.test(value), { message: "booking.flight.invalid" })
  .transform((value) => (value === "" ? undefined : value));

const extraSchema = z.strictObject(
  {
    kind: z.enum(EXTRA_KINDS, { error: "booking.extras.invalid" }),
    quantity: z.int({ error: "booking.extras.quantity" }).min(1, "booking.extras.quantity").max(99, "booking.extras.quantity"),
  },
  objectErrors("booking.extras.invalid"),
);

export const bookingLegSchema = z
  .strictObject(
    {
      from: legEndpointSchema,
      /** Transfers only: a tour or an hourly hire has a start place and no destination (the service checks the product's kind). */
      to: legEndpointSchema.optional(),
      pickupAt: pickupAtSchema,
      flightNumber: flightNumberSchema.optional(),
      /** Hourly products only; the service requires it there (absent = the minimum). */
      hours: z.int({ error: "booking.hours.invalid" }).min(1, "booking.hours.invalid").max(MAX_LEG_HOURS, "booking.hours.invalid").optional(),
      /** Hourly hire only: what the customer plans to do with the driver, free text. */
      plan: safeText({
        max: MAX_PLAN_LENGTH,
        multiline: true,
        messages: { required: "booking.invalid", tooLong: "booking.plan.tooLong", forbidden: "booking.text.forbidden" },
      }).optional(),
      extras: z.array(extraSchema, { error: "booking.extras.invalid" }).max(EXTRA_KINDS.length, "booking.extras.duplicate").default([]),
    },
    objectErrors(),
  )
  .superRefine((leg, ctx) => {
    if (leg.from.type === "place" && isAirportPlace(leg.from.placeId) && !leg.flightNumber) {
      ctx.addIssue({ code: "custom", path: ["flightNumber"], message: "booking.flight.required" });
    }
    const seen = new Set<string>();
    leg.extras.forEach((extra, index) => {
      if (seen.has(extra.kind)) ctx.addIssue({ code: "custom", path: ["extras", index, "kind"], message: "booking.extras.duplicate" });
      seen.add(extra.kind);
      const max = EXTRA_MAX_QUANTITY[extra.kind];
      if (extra.quantity > max)
        ctx.addIssue({ code: "custom", path: ["extras", index, "quantity"], message: "booking.extras.tooMany", params: { count: max } });
    });
  });

export type LegEndpoint = z.infer<typeof legEndpointSchema>;
export type BookingLeg = z.infer<typeof bookingLegSchema>;
export type BookingLegInput = z.input<typeof bookingLegSchema>;
