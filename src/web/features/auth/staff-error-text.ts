import type { TFunction } from "#web/lib/i18n/texts";
import { StaffApiError } from "#web/lib/staff-session/admin-api";

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

/** A translated sentence for an auth failure: by its code when we know it, else the server's words. */
export function staffErrorText(t: TFunction, error: unknown, language: string): string {
  if (!(error instanceof StaffApiError)) return t("errors.unexpected");
  if (error.code === "locked" && error.retryAt) {
    const time = new Intl.DateTimeFormat(language === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB", { hour: "2-digit", minute: "2-digit" }).format(
      new Date(error.retryAt),
    );
    return t("errors.locked", { time });
  }
  const known = ["invalid_credentials", "invalid_code", "expired_link", "invalid_link", "weak_password", "session_ended", "bad_origin"];
  if (error.code && known.includes(error.code)) return t(`errors.${error.code}`);
  if (error.fieldErrors.captcha) return t("errors.captcha");
  if (error.status === 0) return t("errors.offline");
  // The account API answers in the back office's language; an English sentence left in an Arabic
  // page (a route without its table yet) gives way to the generic one.
  return language === "en" || ARABIC_LETTERS.test(error.message) ? error.message : t("errors.unexpected");
}
