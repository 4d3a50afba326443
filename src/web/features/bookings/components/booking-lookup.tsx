import { useCallback, useState } from "react";
import { bookingMessage } from "#shared/bookings/booking-messages";
import { normaliseBookingReference } from "#shared/bookings/booking-reference";
import type { Language } from "#shared/i18n/languages";
import { CaptchaField } from "#web/components/forms/captcha-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { withQueryProvider } from "#web/lib/query-provider";
import type { BookingApiError } from "../api/booking-fetch";
import { useLookupBooking } from "../api/lookup-booking";
import type { CaptchaConfig } from "./later-steps-props";
import { FieldError } from "./field-error";
import { inputClass, labelClass, primaryButton, secondaryButton } from "./booking-ui";

/**
 * "Send me my link again": reference plus the phone or email booked with, behind the captcha.
 * Whatever matches or not, the answer on screen is the same sentence: the page never tells
 * whether a booking exists; the link goes to the booking's own contact.
 */
export function BookingLookup({ language, captcha, heading = "h2" }: { language: Language; captcha: CaptchaConfig; heading?: "h1" | "h2" }) {
  const Heading = heading;
  const { t } = useTranslation("booking");
  const lookup = useLookupBooking();
  const [reference, setReference] = useState("");
  const [contact, setContact] = useState("");
  const [captchaPayload, setCaptchaPayload] = useState("");
  const [resetKey, setResetKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [sent, setSent] = useState(false);
  const onCaptcha = useCallback((payload: string) => setCaptchaPayload(payload), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!normaliseBookingReference(reference)) found.reference = reference.trim() ? bookingMessage("booking.invalid", language) : t("lookup.required");
    if (contact.trim().length < 5) found.contact = t("lookup.required");
    if (!captchaPayload) found.captcha = t("lookup.captchaRequired");
    setErrors(found);
    setFailure("");
    if (Object.keys(found).length > 0) return;
    lookup.mutate(
      { reference: normaliseBookingReference(reference) ?? reference, contact: contact.trim(), captcha: captchaPayload, language },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          const refused = error as BookingApiError;
          setErrors(refused.fieldErrors);
          if (Object.keys(refused.fieldErrors).length === 0) setFailure(refused.message);
          setCaptchaPayload("");
          setResetKey((key) => key + 1);
        },
      },
    );
  };

  if (sent)
    return (
      <div className="space-y-4 rounded-2xl border border-brand-100 bg-white p-5" role="status">
        <p className="text-lg font-semibold text-brand-900" data-lookup-answer>
          {bookingMessage("booking.lookup.sent", language)}
        </p>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setSent(false);
            setReference("");
            setContact("");
            setResetKey((key) => key + 1);
          }}
        >
          {t("lookup.another")}
        </button>
      </div>
    );

  const describedBy = (field: string, hint = false) => (errors[field] ? `lookup-${field}-error` : hint ? `lookup-${field}-hint` : undefined);
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="lookup-title">
      <Heading id="lookup-title" className={`${heading === "h1" ? "text-2xl" : "text-xl"} font-bold text-brand-900`}>
        {t("lookup.title")}
      </Heading>
      <p className="text-muted">{t("lookup.intro")}</p>
      <div>
        <label htmlFor="lookup-reference" className={labelClass}>
          {t("lookup.reference")}
        </label>
        <input
          id="lookup-reference"
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          className={`${inputClass(Boolean(errors.reference))} text-start`}
          aria-invalid={errors.reference ? true : undefined}
          aria-describedby={describedBy("reference", true)}
        />
        {errors.reference ? (
          <FieldError id="lookup-reference-error" message={errors.reference} />
        ) : (
          <p id="lookup-reference-hint" className="mt-1 text-xs text-muted">
            {t("lookup.referenceHint")}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="lookup-contact" className={labelClass}>
          {t("lookup.contact")}
        </label>
        <input
          id="lookup-contact"
          dir="ltr"
          autoComplete="tel"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          className={`${inputClass(Boolean(errors.contact))} text-start`}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={describedBy("contact")}
        />
        <FieldError id="lookup-contact-error" message={errors.contact} />
      </div>
      <div>
        <p className="mb-2 text-sm font-medium text-ink">{t("lookup.captcha")}</p>
        <CaptchaField
          provider={captcha.provider}
          siteKey={captcha.siteKey}
          language={language}
          onChange={onCaptcha}
          resetKey={resetKey}
          describedBy={errors.captcha ? "lookup-captcha-error" : undefined}
        />
        {errors.captcha ? (
          <p id="lookup-captcha-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.captcha}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={lookup.isPending}>
        {lookup.isPending ? t("lookup.sending") : t("lookup.submit")}
      </button>
    </form>
  );
}

export const BookingLookupForm = withQueryProvider(BookingLookup);
