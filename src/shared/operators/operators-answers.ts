import type { AvailabilityAnswer, DocumentKind, OperatorKind, OperatorStatus } from "../dispatch/dispatch-constants";
import type { JobStatus } from "../bookings/job-lifecycle";
import type { PlaceCity } from "../bookings/places";
import type { Language } from "../i18n/languages";
import type { LocalizedText } from "../i18n/localized-text";
import type { Page } from "../pagination/page";

/*
 * What the admin operators API answers (reads need dashboard.read, writes operations.write):
 *   GET    /api/admin/operators             → OperatorsPage
 *   GET    /api/admin/operators/:id         → OperatorDetail
 *   POST   /api/admin/operators             OperatorInput → { id, version } (201)
 *   PATCH  /api/admin/operators/:id         OperatorUpdate → { id, version } (409 when stale)
 *   POST   /api/admin/operators/:id/status  OperatorStatusInput → { id, version }
 *   DELETE /api/admin/operators/:id         → { ok } (409 when the operator has any job)
 */

/** The worst state among an operator's documents: expired, expiring within 30 days, or none. */
export type DocumentWarning = "expired" | "expiring" | null;
export type DocumentState = "expired" | "expiring" | "valid";

export interface OperatorListRow {
  id: number;
  name: string;
  kind: OperatorKind;
  phone: string;
  whatsapp: boolean;
  status: OperatorStatus;
  serviceAreas: PlaceCity[];
  /** Vehicle class slugs served. */
  classes: string[];
  vehicleCount: number;
  driverCount: number;
  documentWarning: DocumentWarning;
  /** The earliest expiry among the documents (YYYY-MM-DD), null when none are listed. */
  firstExpiry: string | null;
  demo: boolean;
}

export interface OperatorsPage extends Page<OperatorListRow> {
  /** The vehicle classes staff can filter by and choose in the form. */
  vehicleClasses: { slug: string; name: LocalizedText }[];
}

export interface OperatorUpcomingLeg {
  jobId: number;
  bookingId: number;
  reference: string;
  legIndex: number;
  pickupAt: string;
  status: JobStatus;
}

export interface OperatorAnswerRow {
  jobId: number;
  reference: string;
  askedAt: string;
  answeredAt: string | null;
  answer: AvailabilityAnswer | null;
  note: string | null;
}

export interface OperatorStats {
  upcoming: OperatorUpcomingLeg[];
  asked: number;
  answered: number;
  /** answered / asked, 0…1; null when never asked. */
  answerRate: number | null;
  /** Mean of answeredAt − askedAt over answered requests, in seconds; null when none answered. */
  averageAnswerSeconds: number | null;
  /** Completed legs. */
  jobsDone: number;
  /** The last 10 requests, newest first. */
  lastAnswers: OperatorAnswerRow[];
  /** Sum of the operator price of completed legs (halalas), all time and this Makkah month. */
  owedHalalas: number;
  owedThisMonthHalalas: number;
}

export interface OperatorDetail {
  id: number;
  name: string;
  kind: OperatorKind;
  phone: string;
  whatsapp: boolean;
  email: string;
  language: Language;
  spokenLanguages: string[];
  serviceAreas: PlaceCity[];
  status: OperatorStatus;
  notes: string;
  version: number;
  demo: boolean;
  createdAt: string;
  updatedAt: string;
  classes: { vehicleClass: string; defaultPriceHalalas: number | null }[];
  vehicles: { plate: string; model: string; vehicleClass: string; seats: number; colour: string }[];
  drivers: { name: string; phone: string }[];
  documents: { kind: DocumentKind; number: string; expiresOn: string; state: DocumentState }[];
  documentWarning: DocumentWarning;
  /** Any leg ever given to them: then they can only be suspended, not deleted. */
  hasJobs: boolean;
  stats: OperatorStats;
}

/** Answer of a create, edit or status change. */
export interface OperatorSaved {
  id: number;
  version: number;
}
