import { createSmtpMailer, type Mailer } from "./mailer";

export interface SmtpSettings {
  url: string;
  from: string;
}

/**
 * The mailer for the SMTP settings in force, asked again at most every `ttlMs` (the environment's
 * SMTP_URL, else the one stored on /admin/configurations), so a change there applies without a
 * restart. null while no SMTP is configured: emails then wait in the outbox. A transport is
 * rebuilt only when the address or sender changes.
 */
export function createMailerInForce(resolve: () => Promise<SmtpSettings | null>, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  let checkedAt = -Infinity;
  let current: { key: string; mailer: Mailer } | null = null;
  return async function mailerInForce(): Promise<Mailer | null> {
    if (now() - checkedAt < ttlMs) return current?.mailer ?? null;
    const settings = await resolve();
    checkedAt = now();
    if (!settings) {
      current = null;
      return null;
    }
    const key = `${settings.url}\n${settings.from}`;
    if (current?.key !== key) current = { key, mailer: createSmtpMailer(settings) };
    return current.mailer;
  };
}
