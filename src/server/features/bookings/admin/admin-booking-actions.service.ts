import type { Transaction } from "#server/db/client";
import type { QuoteRequest } from "#shared/bookings/booking.schema";
import type { PriceBreakdown } from "#shared/bookings/pricing";
import type { Refusal } from "../booking-refusal";
import type { TripPricing } from "../trip-pricing.service";
import type { Actor as StaffActor, AuditLog } from "#server/platform/audit/audit-log";
import type { EditAction, QuoteAction } from "#shared/bookings/admin-bookings.schema";
import { COMPLETION_NOTE_MESSAGES, completionConcern } from "#shared/bookings/completion-check";
import { MAX_QUOTE_HALALAS, quoteLinesText, quotedTotal, type QuoteAdjustment } from "#shared/bookings/quote-adjustments";
import type { PaymentStatus } from "#shared/bookings/booking-kinds";
import type { BookingStatus } from "#shared/bookings/booking-lifecycle";
import { bookingMessage } from "#shared/bookings/booking-messages";
import { vehicleClassesThatFit } from "#shared/bookings/vehicle-fit";
import { sha256Hex } from "#server/platform/auth/tokens";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import type { Messaging } from "#server/platform/messaging/messaging";
import type { Outgoing } from "#server/platform/messaging/outgoing";
import type { CustomerTemplate, MessageContext } from "../booking-notifications";
import { channelsOf, customerMessages } from "../customer-messages";
import { bookingPathFor } from "../booking-create.service";
import { BOOKING_LINK_DAYS_AFTER_LAST_PICKUP } from "../booking-settings";
import type { BookingEvents } from "../booking-events";
import type { BookingTransitions } from "../booking-transition.service";
import { newLinkToken } from "../token-links.service";
import type { AdminBookingsWriteRepository, BookingChange, BookingRow } from "./admin-bookings-write.repository";

export type ActionResult =
  | { kind: "ok"; changed?: boolean }
  | { kind: "not-found" }
  | { kind: "conflict"; message: string; code: string; count?: number; names?: Refusal["names"] }
  | { kind: "invalid"; field: string; message: string; code?: string; count?: number; names?: Refusal["names"] }
  /** An edit of the trip asked as a preview: the price it would have, nothing saved. */
  | { kind: "preview"; previousTotalHalalas: number; breakdown: PriceBreakdown; vehicleClassSlug: string };

const conflict = (message: string, code: string): ActionResult => ({ kind: "conflict", message, code });
const refused = (messageKey: string): ActionResult => conflict(bookingMessage(messageKey, "en"), messageKey);

/** A pricing refusal (booking-refusal) as an action's answer: on its field when it has one. */
function fromRefusal(refusal: Refusal, fieldPrefix: string): ActionResult {
  const { names } = refusal;
  const message = bookingMessage(refusal.key, "en", { count: refusal.count, from: names?.from.en, to: names?.to?.en });
  const shared = { message, code: refusal.key, count: refusal.count, ...(names ? { names } : {}) };
  return refusal.path ? { kind: "invalid", field: `${fieldPrefix}${refusal.path}`, ...shared } : { kind: "conflict", ...shared };
}

const QUOTE_NOT_POSITIVE = "The new total must stay above zero: make the lines smaller.";
const QUOTE_TOO_LARGE = "The price is too large (at most SAR 1,000,000).";
const STALE = "Someone else changed this booking after you opened it. Reload it and make your change again.";
const NOT_EDITABLE = "A confirmed or closed booking can no longer be edited; cancel it or add a note instead.";

/** Why an edit made from `version` cannot apply to the booking as it is now, if it cannot. */
function editRefusal(booking: { version: number; status: string }, version: number): ActionResult | null {
  if (booking.version !== version) return conflict(STALE, "booking.version.stale");
  if (booking.status !== "pending" && booking.status !== "quoted") return conflict(NOT_EDITABLE, "booking.edit.notAllowed");
  return null;
}

/**
 * Staff actions on one booking (issue 11): each locks the booking, asks the transition table
 * (#shared/bookings/booking-lifecycle) when the status moves, writes the change, a timeline event
 * and the audit entry in one transaction. A refusal changes nothing and is a 409 with the table's
 * message.
 */
export function createAdminBookingActions(deps: {
  repository: AdminBookingsWriteRepository;
  audit: AuditLog;
  transitions: BookingTransitions;
  pricing: TripPricing;
  siteUrl: string;
  /** The customer's messages, composed from the templates in the change's transaction. */
  messaging: Pick<Messaging, "deliver">;
  /** Told after each committed change (status moves tell it through the transition service). */
  events?: BookingEvents;
  now?: () => Date;
}) {
  const { repository, audit } = deps;

  /**
   * A status move goes through the bookings feature's one transition service (lock, table, jobs,
   * timeline, customer messages) with the audit entry written in that same transaction.
   */
  async function transition(
    actor: StaffActor,
    id: number,
    to: BookingStatus,
    note: string | null,
    quote?: { totalHalalas: number; reason: string; adjustments: QuoteAdjustment[]; tripHalalas: number },
    expectedVersion?: number,
  ): Promise<ActionResult> {
    const result = await deps.transitions.transition({
      bookingId: id,
      to,
      actor: "staff",
      userId: actor.id,
      source: "admin",
      note,
      quote,
      expectedVersion,
      inTransaction: (tx, move) =>
        audit.record(tx, actor, {
          action: `booking.${to === "quoted" ? "quote" : to === "confirmed" ? "confirm" : to === "cancelled" ? "cancel" : "complete"}`,
          entity: "booking",
          entityId: move.reference,
          before: { status: move.from },
          after: {
            status: move.to,
            ...(note ? { note } : {}),
            ...(quote ? { quotedTotalHalalas: quote.totalHalalas, adjustments: quote.adjustments } : {}),
          },
        }),
    });
    if (!result.ok) return result.status === 404 ? { kind: "not-found" } : refused(result.key);
    return { kind: "ok" };
  }

  /** Runs one action on a locked booking; the work returns the change to store, or a refusal. */
  async function act(
    actor: StaffActor,
    id: number,
    action: string,
    work: (
      booking: BookingRow,
      tx: Transaction,
    ) => Promise<
      | { change: BookingChange; event: { kind: string; fromStatus?: string; toStatus?: string; note?: string | null; data?: Record<string, unknown> } }
      | ActionResult
    >,
  ): Promise<ActionResult> {
    let committed: { version: number } | null = null;
    const result = await repository.transaction(async (tx): Promise<ActionResult> => {
      const booking = await repository.lock(tx, id);
      if (!booking) return { kind: "not-found" };
      const outcome = await work(booking, tx);
      if ("kind" in outcome) return outcome;
      const after = await repository.update(tx, id, outcome.change);
      await repository.addEvent(tx, id, { actor: "staff", userId: actor.id, source: "admin", ...outcome.event });
      await audit.record(tx, actor, {
        action: `booking.${action}`,
        entity: "booking",
        entityId: booking.reference,
        before: pick(booking, Object.keys(outcome.change)),
        after: { ...pick(after, Object.keys(outcome.change)), ...(outcome.event.note ? { note: outcome.event.note } : {}) },
      });
      committed = { version: after.version };
      return { kind: "ok", changed: true };
    });
    const version = (committed as { version: number } | null)?.version;
    if (version !== undefined) deps.events?.changed(id, version);
    return result;
  }

  /**
   * A new link to the booking (the token is never stored, so each message carries a fresh one)
   * and the customer's messages with it, in the booking's language, queued in the transaction.
   */
  async function messageCustomerWithNewLink(
    tx: Transaction,
    booking: BookingRow,
    template: CustomerTemplate,
    extra: Partial<MessageContext> = {},
  ): Promise<Outgoing[]> {
    const details = await repository.linkDetails(tx, booking.id);
    const token = newLinkToken();
    const language: Language = isLanguage(booking.language) ? booking.language : "en";
    const lastPickup = Math.max(Date.now(), ...details.pickups.map((at) => at.getTime()));
    await repository.addLink(tx, booking.id, sha256Hex(token), new Date(lastPickup + BOOKING_LINK_DAYS_AFTER_LAST_PICKUP * 86_400_000));
    const messages = customerMessages(
      template,
      details.customer,
      {
        name: details.customer.name,
        reference: booking.reference,
        link: `${deps.siteUrl}${bookingPathFor(token, language)}`,
        language,
        pickups: details.activePickups,
        country: details.customer.country,
        ...extra,
      },
      `booking:${booking.id}:v${booking.version}`,
    );
    await deps.messaging.deliver(tx, messages);
    return messages;
  }

  return {
    /**
     * A quote is the trip as the server priced it plus the staff's lines; the total is their sum,
     * computed here. The reason stays internal (timeline and audit). From `pending` it is a move;
     * while `quoted`, a revised price is an edit that sends the customer the new lines.
     */
    async quote(actor: StaffActor, id: number, input: QuoteAction): Promise<ActionResult> {
      const current = await repository.peek(id);
      if (!current) return { kind: "not-found" };
      const tripHalalas = current.booking.priceBreakdown.totalHalalas;
      const totalHalalas = quotedTotal(tripHalalas, input.adjustments);
      if (totalHalalas < 100) return { kind: "invalid", field: "adjustments", message: QUOTE_NOT_POSITIVE };
      if (totalHalalas > MAX_QUOTE_HALALAS) return { kind: "invalid", field: "adjustments", message: QUOTE_TOO_LARGE };
      const quote = { totalHalalas, reason: input.reason, adjustments: input.adjustments, tripHalalas };
      if (current.booking.status !== "quoted") return transition(actor, id, "quoted", input.reason, quote, current.booking.version);
      return act(actor, id, "quote", async (booking, tx) => {
        // Checked again under the lock: a trip edited in between has another price to add lines to.
        if (booking.version !== current.booking.version) return conflict(STALE, "booking.version.stale");
        const previous = booking.quotedTotalHalalas ?? booking.totalHalalas;
        const language: Language = isLanguage(booking.language) ? booking.language : "en";
        // The customer is asked to accept the new price, from a fresh link, with its lines in their language.
        const messages = await messageCustomerWithNewLink(tx, booking, "booking.requoted", {
          total: formatSar(totalHalalas, language),
          lines: quoteLinesText(tripHalalas, input.adjustments, language),
        });
        return {
          change: { quotedTotalHalalas: totalHalalas, quoteReason: input.reason, quoteAdjustments: input.adjustments, totalHalalas },
          event: {
            kind: "quote",
            note: input.reason,
            data: { previousTotalHalalas: previous, totalHalalas, tripHalalas, adjustments: input.adjustments, channels: channelsOf(messages) },
          },
        };
      });
    },

    confirm: (actor: StaffActor, id: number, note?: string) => transition(actor, id, "confirmed", note ?? null),
    /** Closing by hand asks why only when something went wrong (completion-check): a leg that did not end normally, a pickup still to come. */
    async complete(actor: StaffActor, id: number, note: string | undefined): Promise<ActionResult> {
      const trimmed = note?.trim() || null;
      if (!trimmed) {
        const current = await repository.peek(id);
        if (!current) return { kind: "not-found" };
        const legs = await repository.legStates(id);
        const concern = current.booking.status === "confirmed" ? completionConcern(legs, (deps.now ?? (() => new Date()))()) : null;
        if (concern) return { kind: "invalid", field: "note", message: COMPLETION_NOTE_MESSAGES[concern], code: `booking.complete.${concern}` };
      }
      return transition(actor, id, "completed", trimmed);
    },
    cancel: (actor: StaffActor, id: number, reason: string) => transition(actor, id, "cancelled", reason),

    /**
     * Sends the customer a fresh link to the booking (the token is never stored, so a resend is a
     * new link); `revokeOld` also ends every earlier link at once (reissue, e.g. a leaked link).
     */
    sendLink: (actor: StaffActor, id: number, revokeOld: boolean) =>
      act(actor, id, revokeOld ? "reissue_link" : "resend_link", async (booking, tx) => {
        if (revokeOld) await repository.revokeLinks(tx, id);
        const messages = await messageCustomerWithNewLink(tx, booking, "booking.link", { earlierLinksEnded: revokeOld });
        return { change: {}, event: { kind: "link", note: null, data: { revokedPrevious: revokeOld, channels: channelsOf(messages) } } };
      }),

    payment: (actor: StaffActor, id: number, status: PaymentStatus, note?: string) =>
      act(actor, id, "payment", async (booking) => {
        if (booking.paymentStatus === status) return conflict("The payment status is already that.", "booking.payment.unchanged");
        return { change: { paymentStatus: status }, event: { kind: "payment", note: note || null, data: { from: booking.paymentStatus, to: status } } };
      }),

    note: (actor: StaffActor, id: number, text: string) => act(actor, id, "note", async () => ({ change: {}, event: { kind: "note", note: text } })),

    edit: (actor: StaffActor, id: number, input: EditAction) =>
      act(actor, id, "edit", async (booking, tx) => {
        if (booking.version !== input.version) return conflict(STALE, "booking.version.stale");
        if (booking.status !== "pending" && booking.status !== "quoted") return conflict(NOT_EDITABLE, "booking.edit.notAllowed");
        const capacity = await repository.capacity(tx, booking.vehicleClassId);
        if (capacity && vehicleClassesThatFit([capacity], input).length === 0)
          return {
            kind: "invalid",
            field: "adults",
            message: `The booked vehicle class carries at most ${capacity.passengers} passengers and ${capacity.bags} bags.`,
          };
        const change = { adults: input.adults, children: input.children, infants: input.infants, bags: input.bags, notes: input.notes || null };
        const changed = Object.fromEntries(Object.entries(change).filter(([key, value]) => booking[key as keyof BookingRow] !== value));
        return { change, event: { kind: "edit", data: { before: pick(booking, Object.keys(changed)), after: changed } } };
      }),

    /**
     * Changes the trip before confirmation (pickup times, places, flights, hours, extras, the
     * party, the class), priced again by the same pricing as the public form (lead time, fit,
     * seasons, extras, VAT), or only previews that price. A staff price quoted earlier no longer
     * applies to a changed trip: it is dropped, and staff may quote again. The customer is sent
     * the changed booking with a fresh link.
     */
    async editTrip(actor: StaffActor, id: number, input: { version: number; preview: boolean; trip: QuoteRequest }): Promise<ActionResult> {
      // Priced before the transaction, from a plain read: pricing reads the catalogue and the
      // settings through the shared handle, which on PGlite would wait for this very transaction.
      // The version, checked again under the lock, proves nothing changed in between.
      const current = await repository.peek(id);
      if (!current) return { kind: "not-found" };
      const refusal = editRefusal(current.booking, input.version);
      if (refusal) return refusal;
      const { trip } = input;
      if (trip.productSlug !== current.productSlug)
        return { kind: "invalid", field: "trip.productSlug", message: "The service of a booking cannot change; cancel it and enter a new booking." };
      if (!trip.vehicleClassSlug) return { kind: "invalid", field: "trip.vehicleClassSlug", message: "Choose the vehicle class." };
      if (current.legCount !== trip.legs.length)
        return { kind: "invalid", field: "trip.legs", message: "Keep the same number of legs; cancel and enter a new booking to add or remove one." };
      const loaded = await deps.pricing.load(trip, (deps.now ?? (() => new Date()))());
      if (!loaded.ok) return fromRefusal(loaded, "trip.");
      const vehicle = deps.pricing.chosenClass(loaded.value, trip.vehicleClassSlug);
      if (!vehicle.ok) return fromRefusal(vehicle, "trip.");
      const priced = deps.pricing.price(trip, loaded.value, vehicle.value);
      if (!priced.ok) return fromRefusal(priced, "trip.");
      const breakdown = priced.value;
      const previousTotalHalalas = current.booking.quotedTotalHalalas ?? current.booking.totalHalalas;
      if (input.preview) return { kind: "preview", previousTotalHalalas, breakdown, vehicleClassSlug: vehicle.value.slug };

      return act(actor, id, "edit_trip", async (booking, tx) => {
        const changed = editRefusal(booking, input.version);
        if (changed) return changed;
        const legs = await repository.legs(tx, id);
        const before = legs.map((leg) => ({
          pickupAt: leg.pickupAt.toISOString(),
          from: leg.pickup,
          to: leg.dropoff,
          flightNumber: leg.flightNumber,
          hours: leg.hours,
          extras: leg.extras,
        }));
        for (const [index, leg] of legs.entries()) {
          const next = trip.legs[index]!;
          await repository.updateLeg(tx, leg.id, {
            pickupAt: new Date(next.pickupAt),
            pickup: next.from,
            dropoff: next.to ?? next.from,
            flightNumber: next.flightNumber ?? null,
            hours: next.hours ?? null,
            extras: next.extras,
            vehicleClassId: vehicle.value.id,
            priceHalalas: breakdown.legs[index]?.totalHalalas ?? 0,
          });
        }
        const language: Language = isLanguage(booking.language) ? booking.language : "en";
        const messages = await messageCustomerWithNewLink(tx, booking, "booking.updated", { total: formatSar(breakdown.totalHalalas, language) });
        return {
          change: {
            adults: trip.adults,
            children: trip.children,
            infants: trip.infants,
            bags: trip.bags,
            vehicleClassId: vehicle.value.id,
            priceBreakdown: breakdown,
            totalHalalas: breakdown.totalHalalas,
            quotedTotalHalalas: null,
            quoteReason: null,
            quoteAdjustments: null,
          },
          event: {
            kind: "edit",
            data: {
              before: { legs: before, totalHalalas: previousTotalHalalas, party: pick(booking, ["adults", "children", "infants", "bags"]) },
              after: {
                legs: trip.legs,
                totalHalalas: breakdown.totalHalalas,
                vehicleClassSlug: vehicle.value.slug,
                party: { adults: trip.adults, children: trip.children, infants: trip.infants, bags: trip.bags },
              },
              channels: channelsOf(messages),
            },
          },
        };
      });
    },
  };
}
export type AdminBookingActions = ReturnType<typeof createAdminBookingActions>;

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]));
}
