import { z } from "zod";
import { bookingContactSchema } from "./booking-contact.schema";
import { bookingLegSchema } from "./booking-leg.schema";
import { objectErrors } from "./schema-errors";

/*
 * The payloads of POST /api/quotes and POST /api/bookings (issue 11), one schema for the form and
 * the route. There is NO price field: the client never sends a price, and the objects are strict,
 * so a payload carrying "price" (or anything unknown) is refused rather than silently ignored.
 */
export const MAX_LEGS = 6;
export const MAX_ADULTS = 60;
export const MAX_CHILDREN = 30;
export const MAX_INFANTS = 15;
export const MAX_BAGS = 100;
/** The largest class (bus) seats 49; more than this is a group charter arranged by staff. */
export const MAX_PASSENGERS = 60;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (message: string) => z.string({ error: message }).max(80, message).regex(SLUG, message);
const count = (key: string, min: number, max: number) =>
  z
    .int({ error: `booking.${key}.invalid` })
    .min(min, `booking.${key}.min`)
    .max(max, `booking.${key}.max`);

const tripShape = {
  productSlug: slug("booking.product.invalid"),
  legs: z.array(bookingLegSchema, { error: "booking.legs.min" }).min(1, "booking.legs.min").max(MAX_LEGS, "booking.legs.max"),
  adults: count("adults", 1, MAX_ADULTS),
  children: count("children", 0, MAX_CHILDREN).default(0),
  infants: count("infants", 0, MAX_INFANTS).default(0),
  bags: count("bags", 0, MAX_BAGS).default(0),
};

type TripFields = { legs: { pickupAt: string }[]; adults: number; children: number; infants: number };

/** Legs in time order (a return leg cannot leave before the outbound one), and a party one booking can carry. */
function checkTrip(trip: TripFields, ctx: z.RefinementCtx): void {
  for (let index = 1; index < trip.legs.length; index++) {
    const previous = trip.legs[index - 1];
    const leg = trip.legs[index];
    if (previous && leg && Date.parse(leg.pickupAt) < Date.parse(previous.pickupAt)) {
      ctx.addIssue({ code: "custom", path: ["legs", index, "pickupAt"], message: "booking.legs.outOfOrder" });
    }
  }
  if (trip.adults + trip.children + trip.infants > MAX_PASSENGERS) {
    ctx.addIssue({ code: "custom", path: ["adults"], message: "booking.passengers.max", params: { count: MAX_PASSENGERS } });
  }
}

/** POST /api/quotes: without a vehicle class the answer prices every class that fits. No side effect. */
export const quoteRequestSchema = z
  .strictObject({ ...tripShape, vehicleClassSlug: slug("booking.vehicleClass.invalid").optional() }, objectErrors())
  .superRefine(checkTrip);

/** POST /api/bookings (with an Idempotency-Key header, see idempotencyKeySchema). */
export const bookingSubmissionSchema = z
  .strictObject(
    {
      ...tripShape,
      vehicleClassSlug: slug("booking.vehicleClass.invalid"),
      contact: bookingContactSchema,
      /**
       * The opaque token the quote answer carried, so the server can tell whether the price it
       * computes now differs from what the customer saw (409 with the new breakdown). It is
       * issued and verified by the server; it is not a price the client states.
       */
      quoteToken: z
        .string({ error: "booking.quote.invalid" })
        .max(2048, "booking.quote.invalid")
        .regex(/^[A-Za-z0-9._~-]+$/, "booking.quote.invalid")
        .optional(),
      captcha: z.string({ error: "booking.captcha.required" }).min(1, "booking.captcha.required").max(10_000, "booking.captcha.required"),
    },
    objectErrors(),
  )
  .superRefine(checkTrip);

/** The Idempotency-Key header of POST /api/bookings: 16–128 URL-safe characters (a UUID fits). */
export const idempotencyKeySchema = z.string({ error: "booking.idempotencyKey.invalid" }).regex(/^[A-Za-z0-9_-]{16,128}$/, "booking.idempotencyKey.invalid");

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type BookingSubmission = z.infer<typeof bookingSubmissionSchema>;
export type BookingSubmissionInput = z.input<typeof bookingSubmissionSchema>;
