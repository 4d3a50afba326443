import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { workflowRules, workflowSends, type HeldEmail } from "#server/db/schema/workflow";

export type { HeldEmail };
import type { DefaultWorkflowRule } from "#shared/messaging/workflow-defaults";
import type { Executor } from "./message-sending.repository";

export type WorkflowRuleRow = typeof workflowRules.$inferSelect;
export type WorkflowRuleValues = Pick<WorkflowRuleRow, "trigger" | "hoursBefore" | "recipient" | "channel" | "templatePurpose" | "enabled">;
export interface RuleStats {
  ruleId: number;
  sent: number;
  failureAt: Date | null;
  failure: string | null;
}
/** A message of a rule's send that dead-lettered and is not yet noted on the send. */
export interface FailedSend {
  sendId: number;
  outboxId: number;
  channel: string;
  lastError: string | null;
  failedTitle: string | null;
  heldEmail: HeldEmail | null;
}

const live = isNull(workflowRules.deletedAt);
const rows = <T>(ex: Executor, query: ReturnType<typeof sql>) => executeRows<T>(ex as Database, query);

/** Every query of the workflow rules and their sends (the engine's and the /admin/workflow API's). */
export function createWorkflowRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) => Promise<T>) => db.transaction(work),

    /** The seeded defaults, each once ever (a deleted one keeps its row and its seed key). */
    async seed(defaults: readonly DefaultWorkflowRule[]): Promise<number> {
      const inserted = await db
        .insert(workflowRules)
        .values(defaults.map((rule) => ({ ...rule })))
        .onConflictDoNothing()
        .returning({ id: workflowRules.id });
      return inserted.length;
    },

    list: () => db.select().from(workflowRules).where(live).orderBy(asc(workflowRules.id)).limit(1_000),

    async find(ex: Executor, id: number, forUpdate = false): Promise<WorkflowRuleRow | null> {
      const query = ex
        .select()
        .from(workflowRules)
        .where(and(eq(workflowRules.id, id), live))
        .limit(1);
      const [row] = forUpdate ? await query.for("update") : await query;
      return row ?? null;
    },

    /** An identical live rule (another id), so staff do not send the same message twice. */
    async twin(ex: Executor, rule: WorkflowRuleValues, exceptId: number | null): Promise<boolean> {
      const [row] = await rows<{ id: number }>(
        ex,
        sql`select id from workflow_rules where deleted_at is null and trigger = ${rule.trigger} and recipient = ${rule.recipient}
            and channel = ${rule.channel} and template_purpose = ${rule.templatePurpose}
            and hours_before is not distinct from ${rule.hoursBefore}::int and id <> ${exceptId ?? 0} limit 1`,
      );
      return row !== undefined;
    },

    async insert(ex: Executor, rule: WorkflowRuleValues): Promise<WorkflowRuleRow> {
      const [row] = await ex.insert(workflowRules).values(rule).returning();
      return row!;
    },

    async update(ex: Executor, id: number, rule: WorkflowRuleValues): Promise<WorkflowRuleRow> {
      const [row] = await ex
        .update(workflowRules)
        .set({ ...rule, version: sql`${workflowRules.version} + 1`, updatedAt: new Date() })
        .where(eq(workflowRules.id, id))
        .returning();
      return row!;
    },

    async remove(ex: Executor, id: number): Promise<void> {
      await ex.update(workflowRules).set({ deletedAt: new Date(), enabled: false, updatedAt: new Date() }).where(eq(workflowRules.id, id));
    },

    /** Messages queued in the last 30 days and the latest failure, per live rule. */
    stats: () =>
      executeRows<{ rule_id: number; sent: unknown; failure_at: string | Date | null; failure: string | null }>(
        db,
        sql`select r.id as rule_id,
              (select coalesce(sum(jsonb_array_length(s.outbox_ids)), 0) from workflow_sends s
                where s.rule_id = r.id and s.sent_at > now() - interval '30 days') as sent,
              f.error_at as failure_at, f.error as failure
            from workflow_rules r
            left join lateral (select s.error_at, s.error from workflow_sends s
              where s.rule_id = r.id and s.error_at is not null order by s.error_at desc limit 1) f on true
            where r.deleted_at is null`,
      ).then((result) =>
        result.map((row): RuleStats => ({
          ruleId: Number(row.rule_id),
          sent: Number(row.sent),
          failureAt: row.failure_at === null ? null : new Date(row.failure_at),
          failure: row.failure,
        })),
      ),

    /** The enabled rules of a trigger (or the one rule the time trigger names). */
    enabledRules: (ex: Executor, trigger: string, ruleId?: number) =>
      ex
        .select()
        .from(workflowRules)
        .where(and(eq(workflowRules.trigger, trigger), eq(workflowRules.enabled, true), live, ruleId === undefined ? undefined : eq(workflowRules.id, ruleId)))
        .orderBy(asc(workflowRules.id)),

    /** The enabled "hours before pickup" rules. */
    timedRules: () =>
      db
        .select({ id: workflowRules.id, hoursBefore: workflowRules.hoursBefore })
        .from(workflowRules)
        .where(and(eq(workflowRules.trigger, "hoursBeforePickup"), eq(workflowRules.enabled, true), live)),

    /**
     * Claims (rule, subject) for one send: the id, or null when it was sent already — by this
     * process, another one, or before a restart (the unique index decides; a concurrent insert
     * waits for the first to commit and then finds it).
     */
    async claimSend(ex: Executor, ruleId: number, subjectKey: string): Promise<number | null> {
      const [row] = await ex.insert(workflowSends).values({ ruleId, subjectKey }).onConflictDoNothing().returning({ id: workflowSends.id });
      return row?.id ?? null;
    },

    async recordSend(ex: Executor, id: number, values: { outboxIds: number[]; error: string | null; heldEmail: HeldEmail | null }): Promise<void> {
      await ex
        .update(workflowSends)
        .set({ outboxIds: values.outboxIds, error: values.error, errorAt: values.error ? new Date() : null, heldEmail: values.heldEmail })
        .where(eq(workflowSends.id, id));
    },

    /** Dead-lettered messages of sends from the last week whose failure is not noted yet. */
    failedSends: () =>
      executeRows<{
        send_id: number;
        outbox_id: number;
        channel: string;
        last_error: string | null;
        failed_title: string | null;
        held_email: HeldEmail | null;
      }>(
        db,
        sql`select s.id as send_id, o.id as outbox_id, o.channel, o.last_error, o.failed_title, s.held_email
            from outbox_messages o
            join workflow_sends s on s.outbox_ids @> jsonb_build_array(o.id)
            where o.status = 'failed' and o.created_at > now() - interval '7 days'
              and not (s.failures_seen @> jsonb_build_array(o.id))
            order by o.id limit 200`,
      ).then((result) =>
        result.map((row): FailedSend => ({
          sendId: Number(row.send_id),
          outboxId: Number(row.outbox_id),
          channel: row.channel,
          lastError: row.last_error,
          failedTitle: row.failed_title,
          heldEmail: row.held_email,
        })),
      ),

    /** Notes one failure on its send, once (false when another process noted it first); `outboxId` joins the send's messages. */
    async noteFailure(ex: Executor, failure: { sendId: number; failedOutboxId: number; error: string; addedOutboxId: number | null }): Promise<boolean> {
      const updated = await rows<{ id: number }>(
        ex,
        sql`update workflow_sends set error = ${failure.error}, error_at = now(),
              failures_seen = failures_seen || jsonb_build_array(${failure.failedOutboxId}::int),
              outbox_ids = case when ${failure.addedOutboxId}::int is null then outbox_ids else outbox_ids || jsonb_build_array(${failure.addedOutboxId}::int) end,
              held_email = case when ${failure.addedOutboxId}::int is null then held_email else null end
            where id = ${failure.sendId} and not (failures_seen @> jsonb_build_array(${failure.failedOutboxId}::int))
            returning id`,
      );
      return updated.length > 0;
    },

    /** Locks a send row (the follow-up's transaction), so two processes never queue its held email twice. */
    async lockSend(ex: Executor, id: number): Promise<{ heldEmail: HeldEmail | null; failuresSeen: number[] } | null> {
      const [row] = await ex
        .select({ heldEmail: workflowSends.heldEmail, failuresSeen: workflowSends.failuresSeen })
        .from(workflowSends)
        .where(eq(workflowSends.id, id))
        .for("update");
      return row ?? null;
    },
  };
}
export type WorkflowRepository = ReturnType<typeof createWorkflowRepository>;
