import type { Language } from "../i18n/languages";
import { META_CATEGORIES, type MetaCategory, type MetaStatus } from "./template-purposes";

/**
 * Meta's template statuses, categories, languages and refusal reasons (Cloud API template list
 * and the message_template_status_update webhook) in Rihla's words. Meta approves each name +
 * language on its own; its codes are en / en_US / ar for Rihla's two languages (never ar_SA).
 */
const STATUS: Record<string, MetaStatus> = {
  APPROVED: "approved",
  PENDING: "pending",
  IN_APPEAL: "pending",
  REJECTED: "rejected",
  PAUSED: "paused",
  DISABLED: "disabled",
  PENDING_DELETION: "disabled",
  DELETED: "disabled",
  ARCHIVED: "disabled",
  LIMIT_EXCEEDED: "disabled",
};

export const metaStatusOf = (raw: string): MetaStatus | null => STATUS[raw.toUpperCase()] ?? null;

export function metaLanguageOf(raw: string): Language | null {
  if (raw === "en" || raw === "en_US") return "en";
  if (raw === "ar") return "ar";
  return null;
}

export function metaCategoryOf(raw: string | undefined): MetaCategory | null {
  const lower = raw?.toLowerCase();
  return (META_CATEGORIES as readonly string[]).includes(lower ?? "") ? (lower as MetaCategory) : null;
}

/** Reasons the admin page explains in both languages (messaging.json meta.reasons); any other is shown as Meta wrote it. */
export const META_REASON_CODES = [
  "INVALID_FORMAT",
  "PROMOTIONAL",
  "TAG_CONTENT_MISMATCH",
  "INCORRECT_CATEGORY",
  "ABUSIVE_CONTENT",
  "SCAM",
  "LOW_QUALITY",
] as const;

/**
 * Why a template cannot be sent: Meta's rejection reason, "LOW_QUALITY" for a template paused
 * with a red or yellow quality score, or the webhook's own words; null when nothing is wrong.
 */
export function metaReasonOf(status: MetaStatus, reason: string | undefined, detail?: string): string | null {
  if (status !== "rejected" && status !== "paused" && status !== "disabled") return null;
  const code = reason && reason.toUpperCase() !== "NONE" ? reason.toUpperCase() : null;
  if (detail) return code ? `${code}: ${detail}`.slice(0, 500) : detail.slice(0, 500);
  if (code) return code.slice(0, 500);
  return status === "paused" ? "LOW_QUALITY" : null;
}
