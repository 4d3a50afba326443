import type { OutgoingEmail } from "#server/platform/outbox/outbox";

/**
 * ASVS 6.3.7: people are told when their sign-in details change, so a change they did not make
 * is noticed. One short email per event, in both languages, written to the outbox with the change.
 */
export type SecurityNoticeKind = "password_changed" | "password_reset" | "mfa_enabled" | "mfa_disabled";

const TEXT: Record<SecurityNoticeKind, [subject: string, en: string, ar: string]> = {
  password_changed: [
    "Your Rihla password was changed / تم تغيير كلمة المرور",
    "The password of your Rihla staff account was changed.",
    "تم تغيير كلمة مرور حسابك في رحلة.",
  ],
  password_reset: [
    "Your Rihla password was reset / تمت إعادة تعيين كلمة المرور",
    "The password of your Rihla staff account was reset from an emailed link, and every session was ended.",
    "تمت إعادة تعيين كلمة مرور حسابك في رحلة عبر رابط البريد، وأُنهيت كل الجلسات.",
  ],
  mfa_enabled: [
    "Two-factor authentication is on / تم تفعيل التحقق بخطوتين",
    "Two-factor authentication was turned on for your Rihla staff account.",
    "تم تفعيل التحقق بخطوتين لحسابك في رحلة.",
  ],
  mfa_disabled: [
    "Two-factor authentication is off / تم إيقاف التحقق بخطوتين",
    "Two-factor authentication was turned off for your Rihla staff account.",
    "تم إيقاف التحقق بخطوتين لحسابك في رحلة.",
  ],
};

export function securityNotice(kind: SecurityNoticeKind, recipient: string, at: Date): OutgoingEmail {
  const [subject, en, ar] = TEXT[kind];
  const when = at.toISOString().replace("T", " ").slice(0, 16) + " UTC";
  return {
    recipient,
    template: `security_${kind}`,
    subject,
    body: [`${en} (${when})`, "If this was not you, tell an administrator at once.", "", `${ar} (${when})`, "إن لم تكن أنت، فأبلغ مدير النظام فورًا."].join(
      "\n",
    ),
  };
}
