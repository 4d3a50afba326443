import type { Transaction } from "#server/db/client";
import { sha256Hex } from "#server/platform/auth/tokens";
import { applyBookingTransition, isBookingStatus, type BookingStatus } from "#shared/bookings/booking-lifecycle";
import { applyJobTransition, isJobStatus } from "#shared/bookings/job-lifecycle";
import type { Actor } from "#shared/bookings/lifecycle";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { quoteLinesText, type QuoteAdjustment } from "#shared/bookings/quote-adjustments";
import { formatSar } from "#shared/products/money";
import type { Messaging } from "#server/platform/messaging/messaging";
import type { Outgoing } from "#server/platform/messaging/outgoing";
import { TESTIMONIAL_LINK_DAYS, type CustomerTemplate, type MessageContext } from "./booking-notifications";
import { customerMessages } from "./customer-messages";
import { refuse, type Refusal } from "./booking-refusal";
import { BOOKING_LINK_DAYS_AFTER_LAST_PICKUP } from "./booking-settings";
import type { BookingEvents } from "./booking-events";
import type { BookingChange, BookingTransitionRepository, LockedBooking } from "./booking-transition.repository";
import { bookingPathFor } from "./booking-create.service";
import { newLinkToken } from "./token-links.service";

export interface BookingTransitionInput {
  bookingId: number;
  to: BookingStatus;
  actor: Actor;
  /** Staff member making the change (admin), for the timeline. */
  userId?: string | null;
  /** Where it happened, for the timeline: link, admin, system, whatsapp, phone. */
  source: string;
  /** The reason; required where the transition table says so (cancelling). */
  note?: string | null;
  /** Staff edits send the version they saw: another change in between is refused (409, nothing changed). */
  expectedVersion?: number;
  /**
   * Moving to `quoted`: the staff price that replaces the computed total, its lines beside the
   * trip's own total (what the customer reads), and why (internal: the staff timeline only).
   */
  quote?: { totalHalalas: number; reason: string | null; adjustments?: QuoteAdjustment[]; tripHalalas?: number };
  /** Whether the customer is told (default yes for confirmed, quoted, cancelled). */
  notifyCustomer?: boolean;
  /** Extra writes of the caller (the staff audit entry) in the move's own transaction, so both are kept or neither. */
  inTransaction?: (tx: Transaction, move: { reference: string; from: BookingStatus; to: BookingStatus }) => Promise<void>;
}

export type BookingTransitionResult = { ok: true; bookingId: number; reference: string; from: BookingStatus; to: BookingStatus; version: number } | Refusal;

const TEMPLATE_FOR: Partial<Record<BookingStatus, CustomerTemplate>> = {
  confirmed: "booking.confirmed",
  quoted: "booking.quoted",
  cancelled: "booking.cancelled",
};

/** A booking step's subject for the workflow rules: the booking at the version the step starts from (each step once). */
const subjectOf = (booking: Pick<LockedBooking, "id" | "version">) => `booking:${booking.id}:v${booking.version}`;

/** The messages to the customer about a change, with a fresh link to the booking (earlier links keep working). */
export function messagesWithLink(
  booking: LockedBooking,
  template: CustomerTemplate,
  siteUrl: string,
  extra: Partial<MessageContext> = {},
): Pick<BookingChange, "link" | "messages"> {
  const token = newLinkToken();
  const language: Language = isLanguage(booking.language) ? booking.language : "en";
  const lastPickup = Math.max(Date.now(), ...booking.jobs.map((job) => job.pickupAt.getTime()));
  return {
    link: { tokenHash: sha256Hex(token), expiresAt: new Date(lastPickup + BOOKING_LINK_DAYS_AFTER_LAST_PICKUP * 86_400_000) },
    messages: customerMessages(
      template,
      booking.customer,
      {
        name: booking.customer.name,
        reference: booking.reference,
        link: `${siteUrl}${bookingPathFor(token, language)}`,
        language,
        pickups: booking.jobs.filter((job) => job.status !== "cancelled").map((job) => job.pickupAt),
        country: booking.customer.country,
        ...extra,
      },
      subjectOf(booking),
    ),
  };
}

/** A quote as the customer's message shows it: the total and the lines, in their language (never the internal reason). */
function quoteContext(booking: LockedBooking, quote: BookingTransitionInput["quote"]): Partial<MessageContext> {
  if (!quote || quote.adjustments === undefined || quote.tripHalalas === undefined) return {};
  const language: Language = isLanguage(booking.language) ? booking.language : "en";
  return { total: formatSar(quote.totalHalalas, language), lines: quoteLinesText(quote.tripHalalas, quote.adjustments, language) };
}

/** The thank-you of a completed booking: its message carries a fresh link to write a verified review. */
export function thankYouMessages(booking: LockedBooking, siteUrl: string): Pick<BookingChange, "testimonialLink" | "messages"> {
  const token = newLinkToken();
  const language: Language = isLanguage(booking.language) ? booking.language : "en";
  return {
    testimonialLink: { tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + TESTIMONIAL_LINK_DAYS * 86_400_000) },
    messages: customerMessages(
      "booking.completed",
      booking.customer,
      {
        name: booking.customer.name,
        reference: booking.reference,
        link: `${siteUrl}${language === "ar" ? "/ar" : ""}/testimonials/thank-you/${token}`,
        language,
      },
      subjectOf(booking),
    ),
  };
}

/**
 * The one way a booking's status changes, for the customer's link and for staff alike (issue 11):
 * the row is locked (FOR UPDATE), the shared transition table decides, and the status, the
 * timeline event, the jobs' cancellations (when the booking is cancelled) and the messages are
 * written in one transaction. A refusal is a 409 with the table's message and changes nothing.
 */
export function createBookingTransitions(deps: {
  repository: BookingTransitionRepository;
  siteUrl: string;
  events?: BookingEvents;
  /** The customer's messages, written in the change's transaction (the workflow rules decide the booking steps'). */
  messaging: Pick<Messaging, "deliver">;
  /** In the same transaction, for the legs a cancellation ended: dispatch revokes the operators' links and tells them. */
  legsCancelled?: (tx: Transaction, jobIds: number[]) => Promise<void>;
}) {
  return {
    async transition(input: BookingTransitionInput): Promise<BookingTransitionResult> {
      let from: BookingStatus = "pending";
      let cancelledJobIds: number[] = [];
      let outgoing: Outgoing[] = [];
      const result = await deps.repository.change<Refusal>(
        input.bookingId,
        async (booking) => {
          if (!isBookingStatus(booking.status)) return refuse(409, "booking.transition.notAllowed");
          from = booking.status;
          if (input.expectedVersion !== undefined && input.expectedVersion !== booking.version) return refuse(409, "booking.version.stale");
          const move = applyBookingTransition(booking.status, input.to, input.actor, input.note);
          if (!move.ok) return refuse(409, move.messageKey);
          const note = move.note ?? null;
          const patch: BookingChange["patch"] = { status: move.state };
          if (move.state === "cancelled") patch.cancelReason = note;
          if (move.state === "quoted" && input.quote) {
            patch.quotedTotalHalalas = input.quote.totalHalalas;
            patch.quoteReason = input.quote.reason;
            patch.totalHalalas = input.quote.totalHalalas;
            if (input.quote.adjustments) patch.quoteAdjustments = input.quote.adjustments;
          }
          const jobChanges: BookingChange["jobChanges"] = [];
          if (move.state === "cancelled") {
            for (const job of booking.jobs) {
              if (!isJobStatus(job.status)) continue;
              const jobMove = applyJobTransition(job.status, "cancelled", "system", note ?? "booking cancelled");
              if (jobMove.ok) jobChanges.push({ id: job.id, fromStatus: job.status, toStatus: "cancelled", note: jobMove.note ?? null });
            }
            cancelledJobIds = jobChanges.map((job) => job.id);
          }
          const template = TEMPLATE_FOR[move.state];
          const notify = input.notifyCustomer ?? true;
          const messages =
            notify && move.state === "completed"
              ? thankYouMessages(booking, deps.siteUrl)
              : notify && template
                ? messagesWithLink(booking, template, deps.siteUrl, move.state === "quoted" ? quoteContext(booking, input.quote) : {})
                : { messages: [] };
          outgoing = messages.messages;
          return {
            patch,
            event: {
              kind: "status",
              actor: input.actor,
              userId: input.userId ?? null,
              fromStatus: booking.status,
              toStatus: move.state,
              source: input.source,
              note,
              data: input.quote ? { quotedTotalHalalas: input.quote.totalHalalas } : null,
            },
            jobChanges,
            ...messages,
          };
        },
        async (tx, booking) => {
          await deps.messaging.deliver(tx, outgoing);
          if (cancelledJobIds.length > 0) await deps.legsCancelled?.(tx, cancelledJobIds);
          await input.inTransaction?.(tx, { reference: booking.reference, from, to: input.to });
        },
      );
      if (result === null) return refuse(404, "booking.notFound");
      if (!result.ok) return result;
      // After the commit: open staff pages and the customer's page fetch the booking again.
      deps.events?.changed(result.booking.id, result.version);
      return { ok: true, bookingId: result.booking.id, reference: result.booking.reference, from, to: input.to, version: result.version };
    },
  };
}
export type BookingTransitions = ReturnType<typeof createBookingTransitions>;
