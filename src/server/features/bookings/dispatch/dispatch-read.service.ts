import type { Database } from "#server/db/client";
import { isJobStatus } from "#shared/bookings/job-lifecycle";
import { ACTORS, type Actor } from "#shared/bookings/lifecycle";
import type { DispatchAlerts, DispatchCandidate, DispatchMarginDay, LegDispatch } from "#shared/dispatch/dispatch-api";
import { filledSeries, makkahDayStart } from "#server/platform/modules/dashboard-series";
import { ATTENTION_REASONS, type AttentionReason, type AvailabilityAnswer, type OperatorKind } from "#shared/dispatch/dispatch-constants";
import { blockedReason } from "#shared/dispatch/operator-eligibility";
import { isLanguage } from "#shared/i18n/languages";
import type { DispatchRepository } from "./dispatch.repository";
import { legNeeds, overlapWindow } from "./dispatch-leg";
import { legsAround, operatorsFit } from "./operator-fit.repository";

/** The dashboard's margin chart covers this many days. */
export const MARGIN_DAYS = 14;

const attentionOf = (value: string | null): AttentionReason | null =>
  value !== null && (ATTENTION_REASONS as readonly string[]).includes(value) ? (value as AttentionReason) : null;
const answerOf = (value: string | null): AvailabilityAnswer | null => (value === "available" || value === "unavailable" ? value : null);
const actorOf = (value: string): Actor => ((ACTORS as readonly string[]).includes(value) ? (value as Actor) : "system");

/** What the job tracker reads about dispatch: one leg, the picker's candidates, the alerts. */
export function createDispatchReads(deps: { db: Database; repository: DispatchRepository }) {
  const { repository } = deps;
  return {
    async leg(jobId: number): Promise<LegDispatch | null> {
      const row = await repository.job(jobId);
      if (!row || !isJobStatus(row.job.status)) return null;
      const { job } = row;
      const [operator, requests, events] = await Promise.all([
        job.operatorId === null ? null : repository.operatorSummary(job.operatorId),
        repository.openRequests(deps.db, job.id),
        repository.events(job.id),
      ]);
      return {
        jobId: job.id,
        bookingId: job.bookingId,
        status: row.job.status,
        version: job.version,
        operator: operator ? { ...operator, language: isLanguage(operator.language) ? operator.language : "ar" } : null,
        operatorPriceHalalas: job.operatorPriceHalalas,
        driver: job.driver ?? null,
        vehicle: job.vehicle ?? null,
        assignedAt: job.assignedAt?.toISOString() ?? null,
        confirmBy: job.confirmBy?.toISOString() ?? null,
        attention: attentionOf(job.attention),
        attentionAt: job.attentionAt?.toISOString() ?? null,
        startLinkSentAt: job.startLinkSentAt?.toISOString() ?? null,
        requests: requests.map((request) => ({
          operatorId: request.operatorId,
          operatorName: request.operatorName,
          answer: answerOf(request.answer),
          note: request.note,
          askedAt: request.askedAt.toISOString(),
          answeredAt: request.answeredAt?.toISOString() ?? null,
        })),
        events: events.flatMap((event) =>
          isJobStatus(event.toStatus)
            ? [
                {
                  at: event.at.toISOString(),
                  actor: actorOf(event.actor),
                  source: event.source,
                  fromStatus: isJobStatus(event.fromStatus) ? event.fromStatus : null,
                  toStatus: event.toStatus,
                  note: event.note,
                  by: event.by ?? null,
                  data: event.data ?? null,
                },
              ]
            : [],
        ),
      };
    },

    /** Every operator, with whether they fit the leg (and why not), who is busy around its pickup, and their answer. */
    async candidates(jobId: number): Promise<DispatchCandidate[] | null> {
      const row = await repository.job(jobId);
      if (!row) return null;
      const { job } = row;
      const needs = legNeeds({ ...job, passengers: { adults: row.adults, children: row.children, infants: row.infants } });
      const operators = await operatorsFit(deps.db, job.vehicleClassId);
      const [busy, requests] = await Promise.all([
        legsAround(
          deps.db,
          operators.map((operator) => operator.id),
          overlapWindow(job.pickupAt),
          job.id,
        ),
        repository.openRequests(deps.db, job.id),
      ]);
      return operators.map((operator) => {
        const request = requests.find((entry) => entry.operatorId === operator.id);
        return {
          id: operator.id,
          name: operator.name,
          kind: (operator.kind === "driver" ? "driver" : "company") satisfies OperatorKind,
          phone: operator.phone,
          blocked: blockedReason(operator, needs),
          busyWith: busy
            .filter((leg) => leg.operatorId === operator.id)
            .map((leg) => ({ jobId: leg.jobId, reference: leg.reference, pickupAt: leg.pickupAt.toISOString() })),
          defaultPriceHalalas: operator.defaultPriceHalalas,
          answer: request ? (answerOf(request.answer) ?? "asked") : null,
        };
      });
    },

    /**
     * The money of the last `days` Makkah days by pickup day: what customers pay for the legs that
     * have an operator price, what the operators are paid, and the margin (cancelled legs left out).
     */
    async margin(now: Date, days = MARGIN_DAYS): Promise<DispatchMarginDay[]> {
      const rows = await repository.legMoney(makkahDayStart(now, days - 1), makkahDayStart(now, -1));
      const customer = filledSeries(
        rows.map((row) => ({ at: row.pickupAt, value: row.customerHalalas })),
        now,
        days,
        "day",
      );
      const operator = filledSeries(
        rows.map((row) => ({ at: row.pickupAt, value: row.operatorHalalas ?? 0 })),
        now,
        days,
        "day",
      );
      return customer.map((point, index) => {
        const operatorHalalas = operator[index]?.value ?? 0;
        return { day: point.at, customerHalalas: point.value, operatorHalalas, marginHalalas: point.value - operatorHalalas };
      });
    },

    async alerts(): Promise<DispatchAlerts> {
      const rows = await repository.alerts();
      const alerts = rows.flatMap((row) => {
        const reason = attentionOf(row.reason);
        return reason
          ? [
              {
                jobId: row.jobId,
                bookingId: row.bookingId,
                reference: row.reference,
                legIndex: row.legIndex,
                pickupAt: row.pickupAt.toISOString(),
                reason,
                at: (row.at ?? row.pickupAt).toISOString(),
                // "Nobody available" concerns no one operator: the last name on the timeline is an earlier one's.
                operatorName: reason === "nobody_available" ? null : (row.operatorName ?? null),
              },
            ]
          : [];
      });
      return { count: alerts.length, alerts };
    },
  };
}
export type DispatchReads = ReturnType<typeof createDispatchReads>;
