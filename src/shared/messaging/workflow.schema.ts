import { z } from "zod";
import { TEMPLATE_PURPOSE_KEYS } from "./template-purposes";
import {
  channelsFor,
  HOURS_BEFORE_MAX,
  HOURS_BEFORE_MIN,
  purposeFits,
  recipientsOf,
  WORKFLOW_CHANNELS,
  WORKFLOW_RECIPIENTS,
  WORKFLOW_TRIGGERS,
  type WorkflowChannel,
  type WorkflowRecipient,
  type WorkflowTrigger,
} from "./workflow-triggers";

/*
 * The workflow rules' payloads (issue 22), used by the /admin/workflow form and by the routes.
 * Every sentence here has its Arabic in workflow-texts.ts.
 */
export const WORKFLOW_HOURS_TEXT = `Give a whole number of hours from ${HOURS_BEFORE_MIN} to ${HOURS_BEFORE_MAX}.`;
export const WORKFLOW_HOURS_ONLY_TIMED = "Hours before pickup are given only for the hours-before-pickup trigger.";
export const WORKFLOW_RECIPIENT_UNFIT = "This trigger cannot send to that recipient.";
export const WORKFLOW_PURPOSE_UNFIT = "This template does not fit the trigger and recipient.";
export const WORKFLOW_CHANNEL_UNFIT = "Operations staff are alerted by email only.";

const trigger = z.enum(WORKFLOW_TRIGGERS, { error: "Choose a trigger from the list." });
const recipient = z.enum(WORKFLOW_RECIPIENTS, { error: "Choose customer, operator or operations staff." });
const channel = z.enum(WORKFLOW_CHANNELS, { error: "Choose WhatsApp, email, both, or WhatsApp then email." });
const templatePurpose = z.enum(TEMPLATE_PURPOSE_KEYS as [string, ...string[]], { error: "Choose a template from the list." });
const hoursBefore = z
  .number({ error: WORKFLOW_HOURS_TEXT })
  .int(WORKFLOW_HOURS_TEXT)
  .min(HOURS_BEFORE_MIN, WORKFLOW_HOURS_TEXT)
  .max(HOURS_BEFORE_MAX, WORKFLOW_HOURS_TEXT);
const enabled = z.boolean({ error: "Say whether the rule is on (true or false)." });
export const workflowVersionSchema = z
  .number({ error: "The rule's version is missing." })
  .int("The rule's version is missing.")
  .min(1, "The rule's version is missing.");

/** A rule's whole shape, checked as one (the fields depend on each other). */
export interface WorkflowRuleFields {
  trigger: WorkflowTrigger;
  hoursBefore: number | null;
  recipient: WorkflowRecipient;
  channel: WorkflowChannel;
  templatePurpose: string;
  enabled: boolean;
}

/** The refusals of a rule whose fields do not go together, by field (an empty object when they do). */
export function workflowRuleProblems(rule: WorkflowRuleFields): Partial<Record<keyof WorkflowRuleFields, string>> {
  const problems: Partial<Record<keyof WorkflowRuleFields, string>> = {};
  if (rule.trigger === "hoursBeforePickup" && rule.hoursBefore === null) problems.hoursBefore = WORKFLOW_HOURS_TEXT;
  if (rule.trigger !== "hoursBeforePickup" && rule.hoursBefore !== null) problems.hoursBefore = WORKFLOW_HOURS_ONLY_TIMED;
  if (!purposeFits(rule.trigger, rule.recipient, rule.templatePurpose)) {
    if (!recipientsOf(rule.trigger).includes(rule.recipient)) problems.recipient = WORKFLOW_RECIPIENT_UNFIT;
    else problems.templatePurpose = WORKFLOW_PURPOSE_UNFIT;
  }
  if (!channelsFor(rule.recipient).includes(rule.channel)) problems.channel = WORKFLOW_CHANNEL_UNFIT;
  return problems;
}

const fields = { trigger, hoursBefore: hoursBefore.nullable(), recipient, channel, templatePurpose, enabled };

function refineRule(rule: WorkflowRuleFields, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(workflowRuleProblems(rule))) ctx.addIssue({ code: "custom", path: [path], message });
}

/** A new rule: every field; hoursBefore only (and then required) for the time trigger. */
export const workflowRuleCreateSchema = z
  .object({ ...fields, hoursBefore: fields.hoursBefore.optional().transform((value) => value ?? null) })
  .strict()
  .superRefine((rule, ctx) => refineRule(rule as WorkflowRuleFields, ctx));
export type WorkflowRuleCreate = z.input<typeof workflowRuleCreateSchema>;

/**
 * An edit: the fields changed and the version it was made from (a stale copy is refused, 409).
 * The merged rule is checked again on the server.
 */
export const workflowRuleUpdateSchema = z
  .object({
    trigger: trigger.optional(),
    hoursBefore: fields.hoursBefore.optional(),
    recipient: recipient.optional(),
    channel: channel.optional(),
    templatePurpose: templatePurpose.optional(),
    enabled: enabled.optional(),
    version: workflowVersionSchema,
  })
  .strict();
export type WorkflowRuleUpdate = z.infer<typeof workflowRuleUpdateSchema>;
