import type { Logger } from "#server/platform/logger/logger";
import type { Mailer } from "#server/platform/mail/mailer";
import type { Outbox } from "./outbox";

/**
 * Sends due emails every few seconds when SMTP is configured; one batch at a time. `mailer` may
 * be a function answering the mailer in force (null: no SMTP now, nothing is claimed).
 */
export function startEmailWorker(deps: { outbox: Outbox; mailer: Mailer | (() => Promise<Mailer | null>); logger: Logger; intervalMs?: number }) {
  let running = false;
  async function tick(): Promise<number> {
    if (running) return 0;
    running = true;
    try {
      const mailer = typeof deps.mailer === "function" ? await deps.mailer() : deps.mailer;
      if (!mailer) return 0;
      const due = await deps.outbox.claimDue(10);
      for (const message of due) {
        try {
          await mailer.send({ to: message.recipient, subject: message.subject ?? "", text: message.body, html: message.body_html });
          await deps.outbox.markSent(message.id);
        } catch (error) {
          deps.logger.warn({ err: error, outboxId: message.id }, "email send failed");
          await deps.outbox.markFailed(message.id, message.attempts, error instanceof Error ? error.message : String(error));
        }
      }
      return due.length;
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void tick().catch((error: unknown) => deps.logger.error({ err: error }, "email worker failed")), deps.intervalMs ?? 5_000);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
