import { linesThatAddUp } from "#shared/bookings/quote-adjustments";
import type { AdminBookingActions, AdminBookingDetail, AdminBookingsAnswer, AdminJobsAnswer, AdminTimelineEntry } from "#shared/bookings/admin-answers";
import type { AdminBookingsQuery, AdminJobsQuery } from "#shared/bookings/admin-bookings.schema";
import type { AdminBookingRow, AdminJobRow } from "#shared/bookings/api-contract";
import type { BookingSource, PaymentStatus } from "#shared/bookings/booking-kinds";
import { isBookingTerminal, nextBookingStates, type BookingStatus } from "#shared/bookings/booking-lifecycle";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { Actor } from "#shared/bookings/lifecycle";
import type { Language } from "#shared/i18n/languages";
import type { AdminBookingsRepository } from "./admin-bookings.repository";
import { bookingAttention, jobAttention } from "./attention";

/** What staff may do with a booking in this state: the moves come from the transition table (nextBookingStates). */
export function staffActions(status: BookingStatus): AdminBookingActions {
  const moves = new Set(nextBookingStates(status, "staff").map((move) => move.to));
  const open = !isBookingTerminal(status);
  return {
    // A revised quote while `quoted` is a price edit, not a move (booking-lifecycle decisions).
    quote: moves.has("quoted") || status === "quoted",
    confirm: moves.has("confirmed"),
    cancel: moves.has("cancelled"),
    complete: moves.has("completed"),
    edit: status === "pending" || status === "quoted",
    payment: true,
    note: true,
    resendLink: open,
    reissueLink: open,
  };
}

type EventRow = Awaited<ReturnType<AdminBookingsRepository["bookingEvents"]>>[number];
type JobEventRow = Awaited<ReturnType<AdminBookingsRepository["jobEvents"]>>[number];
const timelineEntry = ({ event, staffName }: EventRow): AdminTimelineEntry => ({
  id: event.id,
  at: event.at.toISOString(),
  kind: event.kind,
  actor: event.actor as Actor,
  fromStatus: event.fromStatus,
  toStatus: event.toStatus,
  note: event.note,
  source: event.source,
  staffName,
  data: event.data ?? null,
});
const jobTimelineEntry = ({ event, staffName }: JobEventRow): AdminTimelineEntry => ({
  id: event.id,
  at: event.at.toISOString(),
  kind: "status",
  actor: event.actor as Actor,
  fromStatus: event.fromStatus,
  toStatus: event.toStatus,
  note: event.note,
  source: event.source,
  staffName,
  data: null,
});

/** The tracker's reads, shaped to the contract (#shared/bookings/api-contract, admin-answers). */
export function createAdminBookingsReadService(deps: { repository: AdminBookingsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(query: AdminBookingsQuery): Promise<AdminBookingsAnswer> {
      const at = now();
      const [{ rows, total }, counts] = await Promise.all([repository.listBookings(query, at), repository.counts(at)]);
      const legs = await repository.legsOf(rows.map((row) => row.id));
      return {
        total,
        counts,
        rows: rows.map((row): AdminBookingRow => {
          const own = legs.filter((leg) => leg.bookingId === row.id);
          return {
            id: row.id,
            reference: row.reference,
            status: row.status as BookingStatus,
            source: row.source as BookingSource,
            paymentStatus: row.paymentStatus as PaymentStatus,
            customer: { name: row.customerName, phone: row.customerPhone },
            product: { slug: row.productSlug, name: row.productName },
            vehicleClass: { slug: row.vehicleClassSlug, name: row.vehicleClassName },
            firstPickupAt: (own[0]?.pickupAt ?? row.createdAt).toISOString(),
            legs: own.length,
            totalHalalas: row.quotedTotalHalalas ?? row.totalHalalas,
            createdAt: row.createdAt.toISOString(),
            attention: bookingAttention(own, row.status, at),
            paymentAttention: { paymentFailed: row.paymentFailed === true, balanceOverdue: row.balanceOverdue === true },
          };
        }),
      };
    },

    async jobs(query: AdminJobsQuery): Promise<AdminJobsAnswer> {
      const at = now();
      const { rows, total } = await repository.listJobs(query);
      return {
        total,
        rows: rows.map((row): AdminJobRow => ({
          id: row.id,
          bookingId: row.bookingId,
          reference: row.reference,
          legIndex: row.legIndex,
          status: row.status as JobStatus,
          bookingStatus: row.bookingStatus as BookingStatus,
          pickupAt: row.pickupAt.toISOString(),
          from: row.pickup as LegEndpoint,
          to: row.dropoff as LegEndpoint,
          flightNumber: row.flightNumber,
          vehicleClass: { slug: row.vehicleClassSlug, name: row.vehicleClassName },
          customer: { name: row.customerName, phone: row.customerPhone },
          passengers: Number(row.passengers),
          attention: jobAttention(row, row.bookingStatus, at),
          operatorName: row.operatorName ?? null,
          dispatchAttention: row.dispatchAttention === "no_answer" || row.dispatchAttention === "declined" ? row.dispatchAttention : null,
        })),
      };
    },

    async detail(id: number): Promise<AdminBookingDetail | null> {
      const found = await repository.booking(id);
      if (!found) return null;
      const at = now();
      const { booking, customer } = found;
      const [legs, events, link] = await Promise.all([repository.legs(id), repository.bookingEvents(id), repository.activeLink(id, at)]);
      const jobEvents = await repository.jobEvents(legs.map((leg) => leg.job.id));
      const timeline = events.map(timelineEntry);
      const status = booking.status as BookingStatus;
      return {
        id: booking.id,
        reference: booking.reference,
        status,
        source: booking.source as BookingSource,
        paymentStatus: booking.paymentStatus as PaymentStatus,
        version: booking.version,
        language: booking.language as Language,
        customer: {
          name: customer.name,
          phone: customer.phone,
          whatsapp: customer.whatsapp,
          email: customer.email,
          country: customer.country,
          language: customer.language,
        },
        product: { slug: found.productSlug, name: found.productName },
        vehicleClass: { slug: found.vehicleClassSlug, name: found.vehicleClassName },
        adults: booking.adults,
        children: booking.children,
        infants: booking.infants,
        bags: booking.bags,
        notes: booking.notes,
        breakdown: booking.priceBreakdown,
        totalHalalas: booking.quotedTotalHalalas ?? booking.totalHalalas,
        quoted:
          booking.quotedTotalHalalas === null
            ? null
            : {
                totalHalalas: booking.quotedTotalHalalas,
                reason: booking.quoteReason,
                adjustments: linesThatAddUp(booking.priceBreakdown.totalHalalas, booking.quotedTotalHalalas, booking.quoteAdjustments),
              },
        cancelReason: booking.cancelReason,
        cancellationRequestedAt: booking.cancellationRequestedAt?.toISOString() ?? null,
        createdAt: booking.createdAt.toISOString(),
        createdBy: found.createdBy,
        legs: legs.map(({ job, vehicleClassSlug, vehicleClassName }) => ({
          id: job.id,
          legIndex: job.legIndex,
          status: job.status as JobStatus,
          pickupAt: job.pickupAt.toISOString(),
          from: job.pickup as LegEndpoint,
          to: job.dropoff as LegEndpoint,
          flightNumber: job.flightNumber,
          hours: job.hours,
          extras: job.extras,
          vehicleClass: { slug: vehicleClassSlug, name: vehicleClassName },
          priceHalalas: job.priceHalalas,
          driver: job.driver ?? null,
          vehicle: job.vehicle ?? null,
          timeline: jobEvents.filter((row) => row.event.jobId === job.id).map(jobTimelineEntry),
        })),
        timeline,
        notes_internal: timeline.filter((entry) => entry.kind === "note").reverse(),
        actions: staffActions(status),
        attention: bookingAttention(
          legs.map(({ job }) => job),
          status,
          at,
        ),
        link: { active: link !== null, expiresAt: link?.expiresAt.toISOString() ?? null, lastUsedAt: link?.lastUsedAt?.toISOString() ?? null },
      };
    },
  };
}
export type AdminBookingsReadService = ReturnType<typeof createAdminBookingsReadService>;
