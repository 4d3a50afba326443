import type { PublicBookingView, PublicLeg, TimelineEntry } from "#shared/bookings/api-contract";
import { isBookingTerminal, type BookingStatus } from "#shared/bookings/booking-lifecycle";
import type { PaymentStatus } from "#shared/bookings/booking-kinds";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { linesThatAddUp } from "#shared/bookings/quote-adjustments";
import type { ExtraKind } from "#shared/bookings/extras";
import { CUSTOMER_LEG_STATE_OF } from "#shared/bookings/customer-states";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { Actor } from "#shared/bookings/lifecycle";
import { isLanguage, type Language } from "#shared/i18n/languages";
import type { BookingInfoRepository } from "./booking-info.repository";
import { refuse, type Refusal } from "./booking-refusal";
import type { BookingSettings } from "./booking-settings";
import type { BookingTransitionRepository } from "./booking-transition.repository";
import type { BookingTransitions } from "./booking-transition.service";
import type { TokenLinks } from "./token-links.service";

/** Timeline kinds the customer sees; staff notes and edits stay internal. */
const PUBLIC_KINDS = new Set(["status", "quote", "payment", "cancellation_request"]);
/**
 * The events whose note a customer may read (their own cancellation or cancellation request, in
 * their own words); staff notes (a quote's reason, a staff cancellation, a closing by hand) are internal.
 */
const CUSTOMER_NOTE = (event: { kind: string; toStatus: string | null }) =>
  event.kind === "cancellation_request" || (event.kind === "status" && event.toStatus === "cancelled");
/** Driver and vehicle are shown once the operator confirmed the leg. */
const DRIVER_KNOWN = new Set<string>(["confirmed", "started", "arrived", "on_board", "completed"]);
/** From the start on a leg has a track link (it works until two hours after the leg ends). */
const TRACKED_STATUSES = new Set<string>(["started", "arrived", "on_board", "completed", "no_show"]);
const HOUR_MS = 3_600_000;
/** The staff's record of a cancellation without a reason (English: staff read it, the customer never does). */
const CUSTOMER_CANCEL_NOTE = "Cancelled by the customer from the booking link";

/** The customer reads the driver's first name only (enough to greet them; the phone is for calling). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const sameEndpoint = (a: LegEndpoint, b: LegEndpoint) => JSON.stringify(a) === JSON.stringify(b);

type Loaded = NonNullable<Awaited<ReturnType<BookingInfoRepository["booking"]>>>;

export type CancelOutcome = { ok: true; outcome: "cancelled" | "requested"; cutoffHours: number } | Refusal;

/**
 * The customer's booking link (/booking-info/<token>): what they see and the two things they may
 * do, accept a quote and cancel (free until the cut-off, a request to staff after it). Every
 * entry point verifies the token first; a wrong, expired or revoked one is a 404 that changes nothing.
 */
export function createBookingInfoService(deps: {
  repository: BookingInfoRepository;
  tokenLinks: TokenLinks;
  transitions: BookingTransitions;
  transitionRepository: BookingTransitionRepository;
  settings: BookingSettings;
  /** The customer's page of a leg's live track link in their language ("/ar/track/…"), null when it has none (tracking). */
  trackingPathOf?: (jobId: number, language: Language) => Promise<string | null>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const bookingIdOf = async (token: string) => (await deps.tokenLinks.verify(token, "booking"))?.bookingId ?? null;
  const cutoffOf = async (loaded: { legs: { job: { pickupAt: Date } }[] }) => {
    const hours = await deps.settings.freeCancellationHours();
    const first = Math.min(...loaded.legs.map((leg) => leg.job.pickupAt.getTime()));
    return { hours, until: new Date(first - hours * HOUR_MS) };
  };

  async function view(loaded: Loaded): Promise<PublicBookingView> {
    const { booking, customer, product } = loaded;
    const status = booking.status as BookingStatus;
    const open = !isBookingTerminal(status);
    const cutoff = await cutoffOf(loaded);
    const beforeCutoff = now().getTime() < cutoff.until.getTime();
    const requested = booking.cancellationRequestedAt !== null;
    const language: Language = isLanguage(booking.language) ? booking.language : "en";
    // A leg that has started may have a live track link: its page is linked from the leg.
    const trackingPaths = await Promise.all(
      loaded.legs.map(({ job }) => (deps.trackingPathOf && TRACKED_STATUSES.has(job.status) ? deps.trackingPathOf(job.id, language) : Promise.resolve(null))),
    );
    const legs: PublicLeg[] = loaded.legs.map(({ job, vehicleClass }, index) => ({
      legIndex: job.legIndex,
      state: CUSTOMER_LEG_STATE_OF[job.status as JobStatus] ?? "arranging",
      pickupAt: job.pickupAt.toISOString(),
      from: job.pickup as LegEndpoint,
      // A tour or an hourly hire is stored ending where it starts: the customer reads its start only.
      to: sameEndpoint(job.pickup as LegEndpoint, job.dropoff as LegEndpoint) ? null : (job.dropoff as LegEndpoint),
      flightNumber: job.flightNumber,
      hours: job.hours,
      plan: job.plan ?? null,
      extras: job.extras as { kind: ExtraKind; quantity: number }[],
      vehicleClass,
      driver: DRIVER_KNOWN.has(job.status) && job.driver ? { name: firstName(job.driver.name), phone: job.driver.phone } : null,
      vehicle: DRIVER_KNOWN.has(job.status) && job.vehicle ? { plate: job.vehicle.plate, model: job.vehicle.model, colour: job.vehicle.colour ?? null } : null,
      trackingPath: trackingPaths[index] ?? null,
    }));
    const timeline: TimelineEntry[] = loaded.events
      .filter((event) => PUBLIC_KINDS.has(event.kind))
      .map((event) => ({
        at: event.at.toISOString(),
        kind: event.kind,
        actor: event.actor as Actor,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        // Only what the customer wrote themselves: a staff reason (a cancellation, a quote) is internal.
        note: event.actor === "customer" && CUSTOMER_NOTE(event) && event.note !== CUSTOMER_CANCEL_NOTE ? event.note : null,
      }));
    return {
      reference: booking.reference,
      status,
      product,
      adults: booking.adults,
      children: booking.children,
      infants: booking.infants,
      bags: booking.bags,
      legs,
      breakdown: booking.priceBreakdown,
      totalHalalas: booking.totalHalalas,
      // The lines the customer reads (in both languages), adding up to the total; the staff reason stays internal.
      quoted:
        booking.quotedTotalHalalas === null
          ? null
          : {
              totalHalalas: booking.quotedTotalHalalas,
              adjustments: linesThatAddUp(booking.priceBreakdown.totalHalalas, booking.quotedTotalHalalas, booking.quoteAdjustments),
            },
      paymentStatus: booking.paymentStatus as PaymentStatus,
      contact: { name: customer.name, phone: customer.phone, email: customer.email, language: isLanguage(booking.language) ? booking.language : "en" },
      timeline,
      actions: { accept: status === "quoted", cancel: open && beforeCutoff, requestCancellation: open && !beforeCutoff && !requested },
      freeCancellationUntil: open && beforeCutoff ? cutoff.until.toISOString() : null,
      cancellationRequested: requested,
    };
  }

  async function load(token: string): Promise<Loaded | null> {
    const id = await bookingIdOf(token);
    return id === null ? null : deps.repository.booking(id);
  }

  return {
    async view(token: string): Promise<PublicBookingView | null> {
      const loaded = await load(token);
      return loaded ? view(loaded) : null;
    },

    /** The booking behind a valid link, for the calendar file. */
    load,

    /** quoted → confirmed, by the customer. */
    async accept(token: string) {
      const loaded = await load(token);
      if (!loaded) return refuse(404, "booking.link.invalid");
      // Only a quote can be accepted: a booking without one says so, rather than that the change
      // is "not possible at its status" (a closed booking still says it is closed).
      const { booking } = loaded;
      const status = booking.status as BookingStatus;
      // A retry of an accepted quote (its answer lost) gets the same answer, not a refusal.
      if (status === "confirmed" && booking.quotedTotalHalalas !== null)
        return { ok: true as const, bookingId: booking.id, reference: booking.reference, from: status, to: status, version: booking.version };
      if (status !== "quoted" && !isBookingTerminal(status)) return refuse(409, "booking.accept.noQuote");
      return deps.transitions.transition({ bookingId: loaded.booking.id, to: "confirmed", actor: "customer", source: "link" });
    },

    /** Free before the cut-off (the booking is cancelled, its legs too); after it, a request staff decide on. */
    async cancel(token: string, reason: string | undefined): Promise<CancelOutcome> {
      const loaded = await load(token);
      if (!loaded) return refuse(404, "booking.link.invalid");
      const cutoff = await cutoffOf(loaded);
      const note = reason?.trim() || CUSTOMER_CANCEL_NOTE;
      if (now().getTime() < cutoff.until.getTime()) {
        const result = await deps.transitions.transition({ bookingId: loaded.booking.id, to: "cancelled", actor: "customer", source: "link", note });
        return result.ok ? { ok: true, outcome: "cancelled", cutoffHours: cutoff.hours } : result;
      }
      const recorded = await deps.transitionRepository.change<Refusal>(loaded.booking.id, async (booking) => {
        if (isBookingTerminal(booking.status as BookingStatus)) return refuse(409, "booking.transition.terminal");
        if (booking.cancellationRequestedAt) return refuse(409, "booking.cancel.requested");
        return {
          patch: { cancellationRequestedAt: now() },
          event: { kind: "cancellation_request", actor: "customer", source: "link", note, fromStatus: booking.status, toStatus: booking.status },
          jobChanges: [],
          messages: [],
        };
      });
      if (recorded === null) return refuse(404, "booking.link.invalid");
      // A second request is refused (409) like a second cancel: it changes nothing, and says so.
      if (!recorded.ok) return recorded;
      return { ok: true, outcome: "requested", cutoffHours: cutoff.hours };
    },
  };
}
export type BookingInfoService = ReturnType<typeof createBookingInfoService>;
