import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { WorkflowRepository, WorkflowRuleRow, WorkflowRuleValues, RuleStats } from "#server/platform/messaging/workflow.repository";
import type { TemplatePurposeKey } from "#shared/messaging/template-purposes";
import type { WorkflowRuleView, WorkflowRulesList } from "#shared/messaging/workflow-api";
import { workflowRuleProblems, type WorkflowRuleCreate, type WorkflowRuleFields, type WorkflowRuleUpdate } from "#shared/messaging/workflow.schema";
import {
  channelsFor,
  HOURS_BEFORE_MAX,
  HOURS_BEFORE_MIN,
  recipientsOf,
  WORKFLOW_PURPOSES,
  WORKFLOW_TRIGGER_LABELS,
  WORKFLOW_TRIGGERS,
  type WorkflowChannel,
  type WorkflowRecipient,
  type WorkflowTrigger,
} from "#shared/messaging/workflow-triggers";

export type WorkflowRuleRefusal =
  | { kind: "not-found" }
  | { kind: "stale"; rule: WorkflowRuleView }
  | { kind: "duplicate" }
  | { kind: "invalid"; fieldErrors: Partial<Record<keyof WorkflowRuleFields, string>> };
export type WorkflowRuleChange = { kind: "done"; rule: WorkflowRuleView } | WorkflowRuleRefusal;

const AUDITED = ["trigger", "hoursBefore", "recipient", "channel", "templatePurpose", "enabled"] as const;
const NO_STATS: Omit<RuleStats, "ruleId"> = { sent: 0, failureAt: null, failure: null };

function viewOf(row: WorkflowRuleRow, stats: Omit<RuleStats, "ruleId"> = NO_STATS): WorkflowRuleView {
  return {
    id: row.id,
    trigger: row.trigger as WorkflowTrigger,
    hoursBefore: row.hoursBefore,
    recipient: row.recipient as WorkflowRecipient,
    channel: row.channel as WorkflowChannel,
    templatePurpose: row.templatePurpose as TemplatePurposeKey,
    enabled: row.enabled,
    seedKey: row.seedKey,
    version: row.version,
    sentLast30Days: stats.sent,
    lastFailure: stats.failureAt && stats.failure ? { at: stats.failureAt.toISOString(), error: stats.failure } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fieldsOf = (row: WorkflowRuleRow | WorkflowRuleValues): WorkflowRuleValues =>
  Object.fromEntries(AUDITED.map((key) => [key, row[key]])) as WorkflowRuleValues;

/** The form's choices: per trigger, its recipients with the templates and channels that fit. */
export const TRIGGER_OPTIONS: WorkflowRulesList["triggers"] = WORKFLOW_TRIGGERS.map((trigger) => ({
  trigger,
  label: WORKFLOW_TRIGGER_LABELS[trigger],
  recipients: recipientsOf(trigger).map((recipient) => ({
    recipient,
    purposes: [...(WORKFLOW_PURPOSES[trigger][recipient] ?? [])],
    channels: [...channelsFor(recipient)],
  })),
}));

/**
 * /admin/workflow (issue 22): the rules with what each sent in the last 30 days and its last
 * failure; create, edit (from the version the editor saw: a stale one is refused with the rule as
 * it is now), delete. Every write is checked as a whole rule, audited with before and after.
 */
export function createWorkflowRulesService(deps: { repository: WorkflowRepository; audit: AuditLog }) {
  const { repository, audit } = deps;

  const check = (rule: WorkflowRuleValues): WorkflowRuleRefusal | null => {
    const fieldErrors = workflowRuleProblems(rule as WorkflowRuleFields);
    return Object.keys(fieldErrors).length ? { kind: "invalid", fieldErrors } : null;
  };

  return {
    async list(): Promise<WorkflowRulesList> {
      const [rows, stats] = await Promise.all([repository.list(), repository.stats()]);
      return {
        rules: rows.map((row) =>
          viewOf(
            row,
            stats.find((entry) => entry.ruleId === row.id),
          ),
        ),
        triggers: TRIGGER_OPTIONS,
        hoursBefore: { min: HOURS_BEFORE_MIN, max: HOURS_BEFORE_MAX },
      };
    },

    create(actor: Actor, input: WorkflowRuleCreate): Promise<WorkflowRuleChange> {
      const rule: WorkflowRuleValues = { ...input, hoursBefore: input.hoursBefore ?? null };
      const refusal = check(rule);
      if (refusal) return Promise.resolve(refusal);
      return repository.transaction(async (tx): Promise<WorkflowRuleChange> => {
        if (await repository.twin(tx, rule, null)) return { kind: "duplicate" };
        const row = await repository.insert(tx, rule);
        await audit.record(tx, actor, { action: "workflow_rule.created", entity: "workflow_rule", entityId: String(row.id), after: fieldsOf(row) });
        return { kind: "done", rule: viewOf(row) };
      });
    },

    update(actor: Actor, id: number, input: WorkflowRuleUpdate): Promise<WorkflowRuleChange> {
      return repository.transaction(async (tx): Promise<WorkflowRuleChange> => {
        const row = await repository.find(tx, id, true);
        if (!row) return { kind: "not-found" };
        if (row.version !== input.version) return { kind: "stale", rule: viewOf(row) };
        const { version: _version, ...changes } = input;
        const merged: WorkflowRuleValues = { ...fieldsOf(row), ...changes };
        // Moving a rule off the time trigger drops its hours; onto it, the hours must be given.
        if (merged.trigger !== "hoursBeforePickup" && changes.hoursBefore === undefined) merged.hoursBefore = null;
        const refusal = check(merged);
        if (refusal) return refusal;
        if (await repository.twin(tx, merged, id)) return { kind: "duplicate" };
        const saved = await repository.update(tx, id, merged);
        await audit.record(tx, actor, {
          action: "workflow_rule.updated",
          entity: "workflow_rule",
          entityId: String(id),
          before: fieldsOf(row),
          after: fieldsOf(saved),
        });
        return { kind: "done", rule: viewOf(saved) };
      });
    },

    remove(actor: Actor, id: number, version: number | null): Promise<WorkflowRuleChange> {
      return repository.transaction(async (tx): Promise<WorkflowRuleChange> => {
        const row = await repository.find(tx, id, true);
        if (!row) return { kind: "not-found" };
        if (version !== null && row.version !== version) return { kind: "stale", rule: viewOf(row) };
        await repository.remove(tx, id);
        await audit.record(tx, actor, { action: "workflow_rule.deleted", entity: "workflow_rule", entityId: String(id), before: fieldsOf(row) });
        return { kind: "done", rule: viewOf(row) };
      });
    },
  };
}
export type WorkflowRulesService = ReturnType<typeof createWorkflowRulesService>;
