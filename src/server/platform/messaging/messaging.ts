import type { Database } from "#server/db/client";
import { DEFAULT_WORKFLOW_RULES } from "#shared/messaging/workflow-defaults";
import { createMessageComposer } from "./message-composer";
import type { Executor } from "./message-sending.repository";
import type { ComposeRequest, Outgoing, WorkflowEvent } from "./outgoing";
import { createWorkflowEngine } from "./workflow-engine";
import { createWorkflowRepository } from "./workflow.repository";

/**
 * Sending, for every feature (ModuleContext.messaging): messages always sent go through the
 * composer (`send`), lifecycle events through the workflow rules (`raise`), both in the caller's
 * transaction; `deliver` takes a change's list of either, in order.
 */
export function createMessaging(db: Database, options: { now?: () => Date } = {}) {
  const composer = createMessageComposer(options);
  const repository = createWorkflowRepository(db);
  const engine = createWorkflowEngine({ repository, composer });
  return {
    send: (ex: Executor, requests: readonly ComposeRequest[]) => composer.send(ex, requests),
    raise: (ex: Executor, event: WorkflowEvent) => engine.raise(ex, event),
    async deliver(ex: Executor, outgoing: readonly Outgoing[]): Promise<number[]> {
      const ids: number[] = [];
      for (const item of outgoing) ids.push(...("send" in item ? await composer.send(ex, [item.send]) : await engine.raise(ex, item.raise)));
      return ids;
    },
    /** The default rules, each once ever; run at start-up on every process (idempotent). */
    seedDefaults: () => repository.seed(DEFAULT_WORKFLOW_RULES),
    /** The enabled "hours before pickup" rules, for the time trigger's scan. */
    timedRules: () => repository.timedRules(),
    followUp: () => engine.followUp(),
    repository,
  };
}
export type Messaging = ReturnType<typeof createMessaging>;
