import nodemailer from "nodemailer";

export interface Mailer {
  /** `html`: the HTML part beside the plain text, when the message has one (emails composed from templates). */
  send(message: { to: string; subject: string; text: string; html?: string | null }): Promise<void>;
}

/** SMTP through nodemailer, from SMTP_URL (smtp:// or smtps://user:password@host:port). */
export function createSmtpMailer(options: { url: string; from: string; timeoutMs?: number }): Mailer {
  const url = new URL(options.url);
  const secure = url.protocol === "smtps:";
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}
