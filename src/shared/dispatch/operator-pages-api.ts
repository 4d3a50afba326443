import type { Language } from "../i18n/languages";
import type { OperatorLegView } from "./dispatch-api";

/*
 * The operator's token pages (/operator-availability/{token}, /operator-confirm/{token},
 * /op/start/{token}): server-rendered, plain HTML forms that post back to the page's own path
 * (JavaScript off). React Router's loader reads through `view`, its action hands the posted
 * fields to `submit`; the server implements both (operator-pages/ in the bookings feature) and
 * passes them in the load context (decision 001), so web code never imports server code.
 */
export type OperatorPagePurpose = OperatorLegView["purpose"];

/** Why a posted form was refused: a message key of the page's texts (operator-links.errors.*). */
export const OPERATOR_FORM_ERRORS = [
  "invalid",
  "answer",
  "note",
  "driver",
  "driverName",
  "driverPhone",
  "vehicle",
  "plate",
  "model",
  "step",
  "noteRequired",
  "changed",
] as const;
export type OperatorFormError = (typeof OPERATOR_FORM_ERRORS)[number];

/** What the page shows after a post (the `done` query flag of the 303 back to the page). */
export const OPERATOR_DONE_FLAGS = ["available", "unavailable", "confirmed", "declined", "started", "arrived", "on_board", "completed", "no_show"] as const;
export type OperatorDoneFlag = (typeof OPERATOR_DONE_FLAGS)[number];

export type OperatorSubmitOutcome =
  /** Done (or already done: a double tap): 303 back to the page with the flag. */
  | { kind: "done"; flag: OperatorDoneFlag }
  /** Bad input, or a move the leg no longer allows: the page again (400 / 409), nothing changed. */
  | { kind: "refused"; status: 400 | 409; error: OperatorFormError }
  /** Wrong, expired, revoked or used token: the friendly 404 page. */
  | { kind: "gone" };

/**
 * What a page shows: the leg; or, for a link the operator's own answer just closed (a decline
 * revokes the confirmation link), that answer, for a few minutes; else null (the friendly 404).
 */
export type OperatorPageRead = { kind: "leg"; leg: OperatorLegView } | { kind: "closed"; flag: OperatorDoneFlag; language: Language } | null;

export interface OperatorPagesApi {
  /** The leg as the token's purpose shows it; null for a wrong, expired, revoked or used token. */
  view(token: string, purpose: OperatorPagePurpose): Promise<OperatorPageRead>;
  /** One posted form (its fields as sent, `intent` included); never throws for bad input. */
  submit(token: string, purpose: OperatorPagePurpose, fields: Record<string, string>): Promise<OperatorSubmitOutcome>;
}

/** The three pages' paths, by purpose (without the token). */
export const OPERATOR_PAGE_PATHS: Record<OperatorPagePurpose, string> = {
  operator_availability: "/operator-availability/",
  operator_confirm: "/operator-confirm/",
  operator_start: "/op/start/",
};

/**
 * The operator's pages have one address each, whatever the language (it comes from the operator,
 * or ?lang=): no first-visit language redirect, never kept by the page cache.
 */
export const isOperatorPagePath = (path: string): boolean => /^\/(?:operator-confirm|operator-availability|op\/start)(?:\/|$)/.test(path);
