/*
 * Dispatch (issue "Dispatch: operators, availability, assignment, the operator's one-tap links"):
 * the fixed values the server, the staff screens and the operator's pages share.
 */
export const OPERATOR_KINDS = ["company", "driver"] as const;
export type OperatorKind = (typeof OPERATOR_KINDS)[number];

export const OPERATOR_STATUSES = ["active", "suspended"] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export const DOCUMENT_KINDS = ["licence", "insurance", "operating_permit"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document expiring within this many days warns on the operators list and the dashboard. */
export const DOCUMENT_WARNING_DAYS = 30;

export const AVAILABILITY_ANSWERS = ["available", "unavailable"] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

/** Why a leg needs staff: the operator did not confirm in time, declined, or every operator asked answered Not available. */
export const ATTENTION_REASONS = ["no_answer", "declined", "nobody_available"] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Defaults of the dispatch settings (staff change them on /admin/configurations). */
export const DEFAULT_CONFIRM_WITHIN_MINUTES = 30;
/** The confirmation deadline is never later than this many hours before pickup. */
export const CONFIRM_DEADLINE_HOURS_BEFORE_PICKUP = 3;
export const DEFAULT_START_LINK_HOURS_BEFORE = 2;
/** Another leg of the same operator within this many minutes warns on assign (staff may go on). */
export const OVERLAP_WARNING_MINUTES = 90;
/** Start links stay valid this long after pickup. */
export const START_LINK_HOURS_AFTER_PICKUP = 12;

/** The moves an operator's start page can make, in the order its buttons appear. */
export const OPERATOR_TRIP_STEPS = ["started", "arrived", "on_board", "completed", "no_show"] as const;
export type OperatorTripStep = (typeof OPERATOR_TRIP_STEPS)[number];

/** Why an operator is greyed out in the dispatch picker (null = can be asked or assigned). */
export const BLOCKED_REASONS = ["suspended", "document_expired", "class_not_served", "area_not_served", "too_few_seats"] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];
