import type { Transaction } from "#server/db/client";
import type { Actor as StaffActor, AuditLog } from "#server/platform/audit/audit-log";
import type { EditAction } from "#shared/bookings/admin-bookings.schema";
import type { PaymentStatus } from "#shared/bookings/booking-kinds";
import { applyBookingTransition, type BookingStatus } from "#shared/bookings/booking-lifecycle";
import { bookingMessage } from "#shared/bookings/booking-messages";
import { applyJobTransition, JOB_STATUSES, type JobStatus } from "#shared/bookings/job-lifecycle";
import { vehicleClassesThatFit } from "#shared/bookings/vehicle-fit";
import type { AdminBookingsWriteRepository, BookingChange, BookingRow } from "./admin-bookings-write.repository";

export type ActionResult =
  { kind: "ok" } | { kind: "not-found" } | { kind: "conflict"; message: string; code: string } | { kind: "invalid"; field: string; message: string };

const conflict = (message: string, code: string): ActionResult => ({ kind: "conflict", message, code });
const refused = (messageKey: string): ActionResult => conflict(bookingMessage(messageKey, "en"), messageKey);

/**
 * Staff actions on one booking (issue 11): each locks the booking, asks the transition table
 * (#shared/bookings/booking-lifecycle) when the status moves, writes the change, a timeline event
 * and the audit entry in one transaction. A refusal changes nothing and is a 409 with the table's
 * message.
 */
export function createAdminBookingActions(deps: { repository: AdminBookingsWriteRepository; audit: AuditLog }) {
  const { repository, audit } = deps;

  /** Runs one action on a locked booking; the work returns the change to store, or a refusal. */
  function act(
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
    return repository.transaction(async (tx) => {
      const booking = await repository.lock(tx, id);
      if (!booking) return { kind: "not-found" } as const;
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
      return { kind: "ok" } as const;
    });
  }

  function move(booking: BookingRow, to: BookingStatus, note?: string | null) {
    return applyBookingTransition(booking.status as BookingStatus, to, "staff", note);
  }

  /** The booking's open legs follow a cancellation (the system moves them, with the booking's reason). */
  async function cancelLegs(tx: Transaction, actor: StaffActor, bookingId: number, reason: string) {
    for (const job of await repository.openJobs(tx, bookingId, JOB_STATUSES)) {
      const result = applyJobTransition(job.status as JobStatus, "cancelled", "system", reason);
      if (result.ok)
        await repository.setJobStatus(tx, job.id, {
          actor: "system",
          userId: actor.id,
          fromStatus: job.status,
          toStatus: "cancelled",
          source: "admin",
          note: result.note,
        });
    }
  }

  return {
    quote: (actor: StaffActor, id: number, input: { totalHalalas: number; reason: string }) =>
      act(actor, id, "quote", async (booking) => {
        // A revised quote while `quoted` is a price edit (no move); from `pending` it is the move to `quoted`.
        const status = booking.status as BookingStatus;
        if (status !== "quoted") {
          const result = move(booking, "quoted", input.reason);
          if (!result.ok) return refused(result.messageKey);
        }
        const previous = booking.quotedTotalHalalas ?? booking.totalHalalas;
        return {
          change: { status: "quoted", quotedTotalHalalas: input.totalHalalas, quoteReason: input.reason },
          event: {
            kind: "quote",
            fromStatus: status === "quoted" ? undefined : status,
            toStatus: status === "quoted" ? undefined : "quoted",
            note: input.reason,
            data: { previousTotalHalalas: previous, totalHalalas: input.totalHalalas },
          },
        };
      }),

    confirm: (actor: StaffActor, id: number, note?: string) =>
      act(actor, id, "confirm", async (booking) => {
        const result = move(booking, "confirmed", note);
        if (!result.ok) return refused(result.messageKey);
        return { change: { status: "confirmed" }, event: { kind: "status", fromStatus: booking.status, toStatus: "confirmed", note: result.note ?? null } };
      }),

    complete: (actor: StaffActor, id: number, note: string) =>
      act(actor, id, "complete", async (booking) => {
        const result = move(booking, "completed", note);
        if (!result.ok) return refused(result.messageKey);
        return { change: { status: "completed" }, event: { kind: "status", fromStatus: booking.status, toStatus: "completed", note: result.note ?? null } };
      }),

    cancel: (actor: StaffActor, id: number, reason: string) =>
      act(actor, id, "cancel", async (booking, tx) => {
        const result = move(booking, "cancelled", reason);
        if (!result.ok) return refused(result.messageKey);
        await cancelLegs(tx, actor, id, reason);
        return {
          change: { status: "cancelled", cancelReason: reason },
          event: { kind: "status", fromStatus: booking.status, toStatus: "cancelled", note: reason },
        };
      }),

    payment: (actor: StaffActor, id: number, status: PaymentStatus, note?: string) =>
      act(actor, id, "payment", async (booking) => {
        if (booking.paymentStatus === status) return conflict("The payment status is already that.", "booking.payment.unchanged");
        return { change: { paymentStatus: status }, event: { kind: "payment", note: note || null, data: { from: booking.paymentStatus, to: status } } };
      }),

    note: (actor: StaffActor, id: number, text: string) => act(actor, id, "note", async () => ({ change: {}, event: { kind: "note", note: text } })),

    edit: (actor: StaffActor, id: number, input: EditAction) =>
      act(actor, id, "edit", async (booking, tx) => {
        if (booking.version !== input.version)
          return conflict("Someone else changed this booking after you opened it. Reload it and make your change again.", "booking.version.stale");
        if (booking.status !== "pending" && booking.status !== "quoted")
          return conflict("A confirmed or closed booking can no longer be edited; cancel it or add a note instead.", "booking.edit.notAllowed");
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
  };
}
export type AdminBookingActions = ReturnType<typeof createAdminBookingActions>;

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]));
}
