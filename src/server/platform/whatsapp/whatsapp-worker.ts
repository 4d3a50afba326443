import type { Logger } from "#server/platform/logger/logger";
import { whatsappSendDecision } from "#shared/messaging/whatsapp-window";
import { WhatsappApiError } from "./whatsapp-cloud-api";
import type { WhatsappDeliveryRepository } from "./whatsapp-delivery.repository";
import type { WhatsappInForce } from "./whatsapp-in-force";

export const WHATSAPP_MAX_ATTEMPTS = 5;
/** A claim not finished within this time (a stopped process) is looked at again. */
export const WHATSAPP_CLAIM_TIMEOUT_MS = 5 * 60_000;

/**
 * Sends due WhatsApp messages through the Cloud API, one batch at a time, while it is configured
 * (`resolve` answers null otherwise: nothing is claimed, no attempt is spent, the rows stay
 * queued).
 *
 * Never sent twice — the rule: at most once to Meta, reconciled. A row is claimed ("sending",
 * FOR UPDATE SKIP LOCKED) before the call, and Meta's id is stored the moment the call answers;
 * a row with an id is never claimed again. Every message carries biz_opaque_callback_data
 * "outbox:<id>", which Meta echoes on its statuses. If the process stops between Meta's answer
 * and storing the id, the row's claim expires: the next claim does NOT resend it blindly (the
 * Cloud API has no idempotency key) but looks for a status with that callback data and adopts its
 * id (the webhook also adopts it as soon as the status arrives). With no trace after the claim
 * timeout the row is dead-lettered as "whatsapp.uncertain" — visible on the outbox page, never
 * silently lost — and a resend is a staff decision (audited), because a duplicate pickup message
 * to a pilgrim is worse than a question. A timeout is retried (Meta usually did not send it; if it
 * did, its status adopts the row before the retry and the retry is skipped).
 */
export function startWhatsappWorker(deps: {
  repository: WhatsappDeliveryRepository;
  resolve: () => Promise<WhatsappInForce | null>;
  logger: Logger;
  intervalMs?: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let running = false;

  async function sendOne(whatsapp: WhatsappInForce, message: Awaited<ReturnType<WhatsappDeliveryRepository["claimDue"]>>[number], at: Date) {
    if (message.was === "sending") {
      const providerId = await deps.repository.findAdoptable(message.id);
      if (providerId && (await deps.repository.adopt(message.id, providerId))) await deps.repository.applyKnownStatuses(providerId, `outbox:${message.id}`);
      else await deps.repository.update(message.id, { status: "failed", lastError: "whatsapp.uncertain" });
      return;
    }
    const decision = whatsappSendDecision(
      message.wa_template ? { kind: "template", approved: true } : { kind: "text" },
      await deps.repository.lastInboundAt(message.recipient),
      at,
    );
    if (!decision.allowed) {
      await deps.repository.update(message.id, { status: "failed", lastError: decision.reason });
      return;
    }
    // A status carrying this callback data may already have adopted the row (a timed-out try that Meta did send).
    const adoptable = message.attempts > 1 ? await deps.repository.findAdoptable(message.id) : null;
    if (adoptable) {
      if (await deps.repository.adopt(message.id, adoptable)) await deps.repository.applyKnownStatuses(adoptable, `outbox:${message.id}`);
      return;
    }
    try {
      const callbackData = `outbox:${message.id}`;
      const { messageId } = message.wa_template
        ? await whatsapp.api.sendTemplate(message.recipient, message.wa_template, callbackData)
        : await whatsapp.api.sendText(message.recipient, message.body, callbackData);
      await deps.repository.recordSent(message.id, messageId, now());
    } catch (error) {
      const known = error instanceof WhatsappApiError ? error : null;
      const last = message.attempts >= WHATSAPP_MAX_ATTEMPTS || (known !== null && !known.retryable);
      deps.logger.warn({ err: error, outboxId: message.id, dead: last }, "whatsapp send failed");
      await deps.repository.update(message.id, {
        status: last ? "failed" : "queued",
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        failedCode: known?.code ?? null,
        failedTitle: known?.title ?? null,
        // Back off 1, 2, 4, 8 minutes.
        nextAttemptAt: new Date(at.getTime() + 60_000 * 2 ** (message.attempts - 1)),
      });
    }
  }

  async function tick(): Promise<number> {
    if (running) return 0;
    running = true;
    try {
      const whatsapp = await deps.resolve();
      if (!whatsapp) {
        await deps.repository.markNotConfigured();
        return 0;
      }
      const at = now();
      const due = await deps.repository.claimDue(10, at, new Date(at.getTime() + WHATSAPP_CLAIM_TIMEOUT_MS));
      for (const message of due) await sendOne(whatsapp, message, at);
      return due.length;
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void tick().catch((error: unknown) => deps.logger.error({ err: error }, "whatsapp worker failed")), deps.intervalMs ?? 5_000);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
