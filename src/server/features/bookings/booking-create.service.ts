import { sha256Hex } from "#server/platform/auth/tokens";
import type { CaptchaVerdict } from "#server/platform/captcha/captcha";
import type { BookedTrip, BookingCreatedResponse, PriceChangedResponse } from "#shared/bookings/api-contract";
import { confirmationPromise } from "#shared/bookings/confirmation-promise";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { BookingStatus } from "#shared/bookings/booking-lifecycle";
import type { BookingSource } from "#shared/bookings/booking-kinds";
import { formatBookingReference } from "#shared/bookings/booking-reference";
import type { BookingSubmission } from "#shared/bookings/booking.schema";
import type { PriceBreakdown } from "#shared/bookings/pricing";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import type { Language } from "#shared/i18n/languages";
import { localizePath } from "#shared/i18n/localized-path";
import type { BookingCreateRepository, StoredIdempotentBooking } from "./booking-create.repository";
import type { Messaging } from "#server/platform/messaging/messaging";
import { customerMessages } from "./customer-messages";
import { refuse, type Refusal } from "./booking-refusal";
import { BOOKING_LINK_DAYS_AFTER_LAST_PICKUP, type BookingSettings } from "./booking-settings";
import { canonicalJson, sha256Base64url, type QuoteTokens } from "./quote-token";
import { tripOf } from "./quote.service";
import type { SigningKey } from "./signing-key";
import { newLinkToken } from "./token-links.service";
import type { BookingEvents } from "./booking-events";
import type { TripPricing } from "./trip-pricing.service";

const IDEMPOTENT_WAIT_ATTEMPTS = 30;
const IDEMPOTENT_WAIT_STEP_MS = 100;

/** What a booking is made of: the public form's submission without its captcha. */
export type BookingInput = Omit<BookingSubmission, "captcha">;

export interface CreateBookingOptions {
  source: BookingSource;
  /** The public form's Idempotency-Key header; staff-entered bookings have none. */
  idempotencyKey?: string;
  /** Checked only for a request that will really store a booking (a retry's captcha is already spent). */
  checkCaptcha?: () => Promise<CaptchaVerdict>;
  /** Staff who entered it (admin), for the timeline. */
  createdByUserId?: string | null;
  now?: Date;
}

export type CreateBookingResult =
  | { ok: true; replayed: boolean; bookingId: number; token: string; value: BookingCreatedResponse }
  | Refusal
  | { ok: false; status: 409; key: PriceChangedResponse["code"]; breakdown: PriceBreakdown; quoteToken: string };

/** What the confirmation screen repeats: the request itself, with the chosen names when the catalogue was read. */
function bookedTrip(input: BookingInput, names: { product: LocalizedText; vehicle: LocalizedText } | null): BookedTrip {
  return {
    productName: names?.product ?? null,
    vehicleName: names?.vehicle ?? null,
    legs: input.legs.map((leg) => ({
      pickupAt: leg.pickupAt,
      from: leg.from,
      to: leg.to ?? null,
      flightNumber: leg.flightNumber ?? null,
      hours: leg.hours ?? null,
    })),
    adults: input.adults,
    children: input.children,
    infants: input.infants,
    bags: input.bags,
    notes: input.contact.notes?.trim() ? input.contact.notes : null,
  };
}

const firstPickupOf = (input: BookingInput) => new Date(Math.min(...input.legs.map((leg) => Date.parse(leg.pickupAt))));

export const bookingPathFor = (token: string, language: Language) => localizePath(`/booking-info/${token}`, language);

/**
 * Creating a booking (issue 11, DESIGN flow step 1): the price computed again (never taken from the
 * client), 409 when it differs from what the quote token vouched for, and one transaction for
 * everything it causes. The Idempotency-Key makes retries safe: the same key with the same body
 * answers the booking already stored (and the same link), another body is refused (422).
 */
export function createBookingCreateService(deps: {
  repository: BookingCreateRepository;
  pricing: TripPricing;
  quoteTokens: QuoteTokens;
  signingKey: SigningKey;
  settings: BookingSettings;
  siteUrl: string;
  /** The customer's messages (the workflow rules' booking.created), in the booking's transaction. */
  messaging: Pick<Messaging, "deliver">;
  /** Told after the booking is committed (a replayed retry is not news). */
  events?: BookingEvents;
}) {
  /** A retried submission must get the same link back, yet only its hash is stored: derive it from the key. */
  const linkTokenFor = async (idempotencyKey: string, requestHash: string) =>
    (await deps.signingKey.hmac("booking-link", `${idempotencyKey}|${requestHash}`)).toString("base64url");

  /** The promise for a booking made now: the setting, capped by the time left before its first pickup. */
  const promiseFor = async (input: BookingInput, now: Date) => confirmationPromise(await deps.settings.confirmWithinHours(), firstPickupOf(input), now);

  /** A stored booking answered again: the same body was sent (the request hash says so), so the trip is the input's. */
  async function replay(
    stored: StoredIdempotentBooking,
    requestHash: string,
    idempotencyKey: string,
    input: BookingInput,
    now: Date,
  ): Promise<CreateBookingResult> {
    if (stored.requestHash !== requestHash) return refuse(422, "booking.idempotencyKey.reused");
    const token = await linkTokenFor(idempotencyKey, requestHash);
    const confirmation = await promiseFor(input, now);
    return {
      ok: true,
      replayed: true,
      bookingId: stored.id,
      token,
      value: {
        reference: stored.reference,
        status: stored.status as BookingStatus,
        bookingPath: bookingPathFor(token, stored.language as Language),
        breakdown: stored.priceBreakdown,
        confirmWithinHours: confirmation.withinHours,
        confirmation,
        trip: bookedTrip(input, await deps.pricing.names(input.productSlug, input.vehicleClassSlug)),
      },
    };
  }

  /** The booking stored under `key`, looked for every 100 ms for up to 3 s (a concurrent first attempt commits within that). */
  async function waitForIdempotentBooking(key: string): Promise<StoredIdempotentBooking | null> {
    for (let attempt = 0; attempt < IDEMPOTENT_WAIT_ATTEMPTS; attempt++) {
      const stored = await deps.repository.findByIdempotencyKey(key);
      if (stored) return stored;
      await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_WAIT_STEP_MS));
    }
    return deps.repository.findByIdempotencyKey(key);
  }

  const requestHashOf = (input: BookingInput) => {
    const { quoteToken: _quoteToken, ...booked } = input;
    return sha256Base64url(canonicalJson(booked));
  };

  return {
    /**
     * The answer already given to this key, or null when the key is new. The public route asks
     * before its limits and the captcha: a retry of something acknowledged is never refused for
     * them (a family's eleventh booking from the hotel's address must not cost the first its
     * reference). The same body gets its booking, another body the 422.
     */
    async answerKnownKey(input: BookingInput, idempotencyKey: string): Promise<CreateBookingResult | null> {
      const stored = await deps.repository.findByIdempotencyKey(idempotencyKey);
      return stored ? replay(stored, requestHashOf(input), idempotencyKey, input, new Date()) : null;
    },

    async create(input: BookingInput, options: CreateBookingOptions): Promise<CreateBookingResult> {
      const now = options.now ?? new Date();
      const { quoteToken } = input;
      const requestHash = requestHashOf(input);
      const key = options.idempotencyKey;
      // No lookup of the key up front (it was a third of a booking's database work): a retry is
      // recognised by the insert itself (ON CONFLICT on the key) and answered from there. Only
      // the rare paths that end before the insert look for a stored booking first.
      const storedOr = async (refusal: CreateBookingResult): Promise<CreateBookingResult> => {
        const stored = key ? await deps.repository.findByIdempotencyKey(key) : null;
        return stored ? replay(stored, requestHash, key!, input, now) : refusal;
      };
      const captcha = options.checkCaptcha ? await options.checkCaptcha() : "passed";
      if (captcha !== "passed") {
        // A spent captcha is a retry whose first attempt is storing the booking now (one that
        // was stored is answered before the captcha): wait for it (bounded) and answer the same
        // booking. A wrong or expired one is answered at once.
        const stored = key && captcha === "spent" ? await waitForIdempotentBooking(key) : null;
        return stored ? replay(stored, requestHash, key!, input, now) : refuse(400, "booking.captcha.required", "captcha");
      }

      // A retry re-prices too: if the price or the rules changed since its first attempt was
      // stored, it still answers that booking rather than the refusal.
      const trip = tripOf(input);
      const loaded = await deps.pricing.load(trip, now);
      if (!loaded.ok) return storedOr(loaded);
      const vehicle = deps.pricing.chosenClass(loaded.value, input.vehicleClassSlug);
      if (!vehicle.ok) return storedOr(vehicle);
      const priced = deps.pricing.price(trip, loaded.value, vehicle.value);
      if (!priced.ok) return storedOr(priced);
      const breakdown = priced.value;
      if (quoteToken !== undefined) {
        const quotedTrip = { ...trip, vehicleClassSlug: input.vehicleClassSlug };
        const quoted = await deps.quoteTokens.check(quoteToken, quotedTrip);
        if (typeof quoted !== "object" || quoted.total !== breakdown.totalHalalas) {
          // A token we never made (or made for another trip) is not a price that changed: the
          // customer is told to get a new price, with it attached, rather than that it moved.
          return storedOr({
            ok: false,
            status: 409,
            key: quoted === "invalid" ? "booking.quote.invalid" : "booking.price.changed",
            breakdown,
            quoteToken: await deps.quoteTokens.issue(quotedTrip, breakdown.totalHalalas),
          });
        }
      }

      const { contact } = input;
      const language = contact.language;
      const token = key ? await linkTokenFor(key, requestHash) : newLinkToken();
      const bookingPath = bookingPathFor(token, language);
      const confirmation = await promiseFor(input, now);
      // The messages keep their sentence ("within N hours"); a pickup sooner than the promise gets at least 1.
      const confirmWithinHours = Math.max(1, confirmation.withinHours);
      const lastPickup = Math.max(...input.legs.map((leg) => Date.parse(leg.pickupAt)));
      const stored = await deps.repository.insert({
        customer: { name: contact.name, phone: contact.phone, whatsapp: contact.whatsapp, email: contact.email ?? null, country: contact.country, language },
        booking: {
          productId: loaded.value.product.id,
          vehicleClassId: vehicle.value.id,
          adults: input.adults,
          children: input.children,
          infants: input.infants,
          bags: input.bags,
          notes: contact.notes ?? null,
          priceBreakdown: breakdown,
          totalHalalas: breakdown.totalHalalas,
          source: options.source,
          language,
          createdByUserId: options.createdByUserId ?? null,
          idempotencyKey: key ?? null,
          requestHash: key ? requestHash : null,
        },
        legs: input.legs.map((leg, index) => ({
          pickupAt: new Date(leg.pickupAt),
          pickup: leg.from,
          // A tour or an hourly hire has no destination: it ends where it starts (the driver brings the party back).
          dropoff: leg.to ?? leg.from,
          flightNumber: leg.flightNumber ?? null,
          hours: leg.hours ?? null,
          plan: leg.plan || null,
          extras: leg.extras,
          priceHalalas: breakdown.legs[index]?.totalHalalas ?? 0,
        })),
        eventSource: options.source === "web" ? "web" : options.source,
        actor: options.source === "web" ? "customer" : "staff",
        link: { tokenHash: sha256Hex(token), expiresAt: new Date(lastPickup + BOOKING_LINK_DAYS_AFTER_LAST_PICKUP * 86_400_000) },
        referencePrefix: formatBookingReference(Number(riyadhDate(now).slice(0, 4)), 1).slice(0, -6),
        afterInsert: (tx, booking) =>
          deps.messaging.deliver(
            tx,
            customerMessages(
              "booking.created",
              { phone: contact.phone, whatsapp: contact.whatsapp, email: contact.email ?? null },
              {
                name: contact.name,
                reference: booking.reference,
                link: `${deps.siteUrl}${bookingPath}`,
                language,
                confirmWithinHours,
                pickups: input.legs.map((leg) => new Date(leg.pickupAt)),
                country: contact.country,
              },
              `booking:${booking.id}`,
            ),
          ),
      });
      if (stored === "key-taken") {
        const winner = key ? await deps.repository.findByIdempotencyKey(key) : null;
        if (!winner) throw new Error("Idempotency-Key conflict without a stored booking");
        return replay(winner, requestHash, key!, input, now);
      }
      deps.events?.changed(stored.id, 1);
      return {
        ok: true,
        replayed: false,
        bookingId: stored.id,
        token,
        value: {
          reference: stored.reference,
          status: "pending",
          bookingPath,
          breakdown,
          confirmWithinHours: confirmation.withinHours,
          confirmation,
          trip: bookedTrip(input, { product: loaded.value.product.name, vehicle: vehicle.value.name }),
        },
      };
    },
  };
}
export type BookingCreateService = ReturnType<typeof createBookingCreateService>;
