import type { TemplatePurposeKey } from "./template-purposes";
import type { WorkflowChannel, WorkflowRecipient, WorkflowTrigger } from "./workflow-triggers";

/**
 * The /admin/workflow API (issue 22):
 *   GET    /api/admin/workflow-rules        → WorkflowRulesList            (dashboard.read)
 *   POST   /api/admin/workflow-rules        ← WorkflowRuleCreate → 201 WorkflowRuleView   (operations.write)
 *   PATCH  /api/admin/workflow-rules/:id    ← WorkflowRuleUpdate → WorkflowRuleView       (operations.write)
 *   DELETE /api/admin/workflow-rules/:id?version=N → 204                                   (operations.write)
 * A stale version answers 409 `{ error, current: WorkflowRuleView }`; an unknown id 404; bad
 * input 400 `{ error, fieldErrors }`; every refusal in the staff member's language.
 */
export const WORKFLOW_RULES_PATH = "/api/admin/workflow-rules";

export interface WorkflowFailure {
  /** ISO time of the failure. */
  at: string;
  /**
   * What went wrong, in English (e.g. "The WhatsApp template is rejected by Meta; sent by email
   * instead."); show it with workflowFailureText(error, language) from workflow-texts.ts.
   */
  error: string;
}

export interface WorkflowRuleView {
  id: number;
  trigger: WorkflowTrigger;
  /** Only for hoursBeforePickup. */
  hoursBefore: number | null;
  recipient: WorkflowRecipient;
  channel: WorkflowChannel;
  templatePurpose: TemplatePurposeKey;
  enabled: boolean;
  /** The seeded default this rule is (e.g. "booking.confirmed.customer"), null for a rule staff added. */
  seedKey: string | null;
  version: number;
  /** Outbox messages this rule queued in the last 30 days. */
  sentLast30Days: number;
  /** The latest failure: a message of this rule that dead-lettered, a fallback to email, or a recipient without an address. */
  lastFailure: WorkflowFailure | null;
  createdAt: string;
  updatedAt: string;
}

/** Per trigger, who it can send to and which templates fit (the form's choices). */
export interface WorkflowTriggerOption {
  trigger: WorkflowTrigger;
  label: { en: string; ar: string };
  recipients: { recipient: WorkflowRecipient; purposes: TemplatePurposeKey[]; channels: WorkflowChannel[] }[];
}

export interface WorkflowRulesList {
  rules: WorkflowRuleView[];
  triggers: WorkflowTriggerOption[];
  hoursBefore: { min: number; max: number };
}
