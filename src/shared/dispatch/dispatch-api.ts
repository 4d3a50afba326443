import type { LocalizedText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { Actor } from "#shared/bookings/lifecycle";
import type { AttentionReason, AvailabilityAnswer, BlockedReason, OperatorKind } from "./dispatch-constants";

/*
 * The dispatch HTTP contract (staff side under /api/admin/jobs/:jobId/…, reads dashboard.read,
 * writes operations.write). Request bodies are the zod schemas in dispatch.schema.ts; refusals
 * are #shared/api/api-error ApiErrorBody with a sentence in the staff member's language and a
 * `code` where the screen must react (409 "dispatch.overlap" asks to confirm; 409 with the
 * transition table's key and `current` when another move won the race).
 *
 *   GET  /api/admin/jobs/:jobId/dispatch      → LegDispatch
 *   GET  /api/admin/jobs/:jobId/candidates    → DispatchCandidate[]
 *   POST /api/admin/jobs/:jobId/ask           AskAvailabilityInput → LegDispatch
 *   POST /api/admin/jobs/:jobId/assign        AssignInput → LegDispatch
 *   POST /api/admin/jobs/:jobId/unassign      UnassignInput → LegDispatch (revokes the operator's links)
 *   POST /api/admin/jobs/:jobId/transition    StaffJobMoveInput → LegDispatch (confirm on their behalf, trip steps, decline)
 *   POST /api/admin/jobs/:jobId/start-link    {} → LegDispatch (sends the start link again)
 *   POST /api/admin/jobs/:jobId/dismiss-alert {} → LegDispatch
 *   GET  /api/admin/dispatch/alerts           → DispatchAlerts
 *   GET  /api/admin/dispatch/margin           → DispatchMarginDay[] (operations.write: the last 14 Makkah days by pickup day, oldest first)
 *
 * A 409 body may also carry `current: { status, version }` (the leg now) and, for
 * "dispatch.overlap", `overlap: { jobId, reference, pickupAt }[]` (the operator's other legs).
 */

export interface AvailabilityAnswerRow {
  operatorId: number;
  operatorName: string;
  /** null = asked, no answer yet. */
  answer: AvailabilityAnswer | null;
  note: string | null;
  askedAt: string;
  answeredAt: string | null;
}

export interface JobEventRow {
  at: string;
  actor: Actor;
  source: string;
  fromStatus: JobStatus | null;
  toStatus: JobStatus;
  note: string | null;
  /** Staff member's name when staff made it. */
  by: string | null;
  /**
   * What the move carried: { operatorId, operatorName, operatorPriceHalalas } on assign,
   * { operatorId, operatorName } on unassign / decline / timeout, { driver, vehicle } on confirm,
   * { operatorIds } on ask; null otherwise.
   */
  data: Record<string, unknown> | null;
}

/** Everything the job tracker shows about one leg's dispatch. */
export interface LegDispatch {
  jobId: number;
  bookingId: number;
  status: JobStatus;
  version: number;
  operator: { id: number; name: string; phone: string; language: Language } | null;
  operatorPriceHalalas: number | null;
  driver: { name: string; phone: string } | null;
  vehicle: { plate: string; model: string; colour?: string | null } | null;
  assignedAt: string | null;
  /** An assigned leg goes back to unassigned if not confirmed by then. */
  confirmBy: string | null;
  attention: AttentionReason | null;
  attentionAt: string | null;
  startLinkSentAt: string | null;
  /** This round's availability requests (closed ones are in the events). */
  requests: AvailabilityAnswerRow[];
  events: JobEventRow[];
}

/** One operator in the ask/assign picker, for one leg. */
export interface DispatchCandidate {
  id: number;
  name: string;
  kind: OperatorKind;
  phone: string;
  /** Why they cannot be asked or assigned; null = they can. */
  blocked: BlockedReason | null;
  /** Their other legs within 90 minutes of this one (busy, not blocked: assigning asks to confirm). */
  busyWith: { jobId: number; reference: string; pickupAt: string }[];
  /** The default operator price for the leg's class, when the operator has one. */
  defaultPriceHalalas: number | null;
  /** Their answer in this round, when asked. */
  answer: AvailabilityAnswer | null | "asked";
}

export interface DispatchAlert {
  jobId: number;
  bookingId: number;
  reference: string;
  legIndex: number;
  pickupAt: string;
  reason: AttentionReason;
  at: string;
  operatorName: string | null;
}

export interface DispatchAlerts {
  count: number;
  alerts: DispatchAlert[];
}

/** The dashboard's money per day (Makkah days): what customers pay, what operators are paid, the margin. */
export interface DispatchMarginDay {
  day: string;
  customerHalalas: number;
  operatorHalalas: number;
  marginHalalas: number;
}

/** What an operator's token page shows (read on the server; no customer contact before the start page). */
export interface OperatorLegView {
  purpose: "operator_availability" | "operator_confirm" | "operator_start";
  language: Language;
  operatorName: string;
  reference: string;
  legIndex: number;
  status: JobStatus;
  pickupAt: string;
  from: LegEndpoint;
  to: LegEndpoint;
  vehicleClass: LocalizedText;
  passengers: { adults: number; children: number; infants: number };
  bags: number;
  flightNumber: string | null;
  hours: number | null;
  operatorPriceHalalas: number | null;
  /** Availability page: their answer so far, and whether it can still change (until staff assign). */
  answer: { value: AvailabilityAnswer | null; note: string | null; canChange: boolean } | null;
  /** Confirm page: their drivers and vehicles of the leg's class to pick from. */
  fleet: { drivers: { id: number; name: string; phone: string }[]; vehicles: { id: number; plate: string; model: string; seats: number }[] } | null;
  driver: { name: string; phone: string } | null;
  vehicle: { plate: string; model: string } | null;
  /** Start page only: whom to pick up. */
  customer: { name: string; phone: string; whatsapp: boolean; notes: string | null } | null;
  /** The trip steps the page may offer now (operator actor, from the job transition table). */
  nextSteps: JobStatus[];
}
