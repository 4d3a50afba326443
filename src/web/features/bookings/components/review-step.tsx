import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { PriceChangedResponse } from "#shared/bookings/api-contract";
import { pickText } from "#shared/i18n/localized-text";
import { CaptchaField } from "#web/components/forms/captcha-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { BookingApiError } from "../api/booking-fetch";
import { useCreateBooking } from "../api/create-booking";
import { newIdempotencyKey, type SubmissionAttempt } from "../form/booking-draft";
import { formPathOf } from "../form/booking-form-errors";
import { toSubmission, type BookingFormValues } from "../form/booking-form-values";
import { STEP_FIELDS, stepOfPath } from "../form/booking-steps";
import type { LaterStepsProps } from "./later-steps-props";
import { PriceBreakdown } from "./price-breakdown";
import { QuoteState } from "./quote-state";
import { TripSummary } from "./trip-summary";
import { useTripQuote } from "./use-trip-quote";
import { primaryButton, secondaryButton } from "./booking-ui";

/** Failures after which the very same request may still succeed (nothing was decided): retried with the same key. */
const isRetryable = (error: BookingApiError) => error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * Step 4: the trip, the price as the server computed it, the captcha and the submission. One
 * Idempotency-Key per attempt, kept (with the exact body) in the tab's storage until the server
 * has answered: a lost answer or a reload sends the same request again, never a second booking.
 */
export function ReviewStep({ language, products, captcha, terms, attempt, onAttempt, onDone, goTo, onInvalid, payments }: LaterStepsProps) {
  const { t } = useTranslation("booking");
  const form = useFormContext<BookingFormValues>();
  const { query } = useTripQuote(language, products);
  const create = useCreateBooking();
  const client = useQueryClient();
  const vehicleClassSlug = useWatch<BookingFormValues, "vehicleClassSlug">({ name: "vehicleClassSlug" });
  const [captchaPayload, setCaptchaPayload] = useState("");
  const [captchaError, setCaptchaError] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [priceChange, setPriceChange] = useState<PriceChangedResponse | null>(null);
  const [failure, setFailure] = useState<BookingApiError | null>(null);
  const sending = useRef(false);
  const option = query.data?.options.find((candidate) => candidate.vehicleClassSlug === vehicleClassSlug);
  const shape = products.find((product) => product.slug === form.getValues("productSlug"))?.shape ?? "transfer";

  const onCaptcha = useCallback((payload: string) => {
    setCaptchaPayload(payload);
    if (payload) setCaptchaError(false);
  }, []);

  const send = useCallback(
    async (current: SubmissionAttempt) => {
      if (sending.current) return;
      sending.current = true;
      setFailure(null);
      try {
        const created = await create.mutateAsync({ body: current.body, idempotencyKey: current.key, language });
        onAttempt(null);
        onDone(created);
      } catch (caught) {
        const error = caught instanceof BookingApiError ? caught : new BookingApiError(0, String(caught));
        if (isRetryable(error)) {
          setFailure(error);
          return;
        }
        // The server decided (refused or priced anew): this attempt is over, the next one gets a new key.
        onAttempt(null);
        setCaptchaPayload("");
        setResetKey((key) => key + 1);
        if (error.status === 409 && error.code === "booking.price.changed") {
          setPriceChange(error.body as PriceChangedResponse);
          void client.invalidateQueries({ queryKey: ["bookings", "quote"] });
          return;
        }
        const fields = Object.entries(error.fieldErrors).filter(([path]) => path !== "captcha" && path !== "");
        if (error.fieldErrors.captcha) setCaptchaError(true);
        if (fields.length > 0) {
          const values = form.getValues();
          for (const [path, message] of fields) form.setError(formPathOf(path, values) as never, { type: "server", message });
          const firstStep = Math.min(...fields.map(([path]) => stepOfPath(path)));
          if (firstStep < 4) {
            goTo(firstStep);
            onInvalid();
            return;
          }
        }
        setFailure(error);
      } finally {
        sending.current = false;
      }
    },
    [client, create, form, goTo, language, onAttempt, onDone, onInvalid],
  );

  // Back online: an unanswered attempt goes again by itself.
  useEffect(() => {
    if (!attempt) return;
    const retry = () => void send(attempt);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [attempt, send]);

  const submit = async () => {
    // An unanswered attempt is finished first: the same request again, key and all.
    if (attempt) return send(attempt);
    if (!option) return;
    const quoteToken = priceChange?.quoteToken ?? option.quoteToken;
    const body = toSubmission(form.getValues(), shape, { captcha: captchaPayload, quoteToken });
    if (!(await form.trigger())) {
      // The fields in trouble are on earlier steps: go to the first step that fails, then to the field.
      for (const earlier of [1, 2, 3]) {
        if (!(await form.trigger(STEP_FIELDS[earlier]))) {
          goTo(earlier);
          break;
        }
      }
      onInvalid();
      return;
    }
    if (!captchaPayload) {
      setCaptchaError(true);
      return;
    }
    const next = { key: newIdempotencyKey(), body };
    onAttempt(next);
    await send(next);
  };

  // Today's words, kept unless online payment asks for something now.
  const paymentWords = (
    <>
      <p className="text-ink" data-payment>
        {terms.paymentSentence}
      </p>
      <p className="text-sm text-muted">{t("review.confirmNote")}</p>
    </>
  );

  return (
    <div className="space-y-6">
      <TripSummary language={language} vehicleName={option ? pickText(option.name, language) : ""} onEdit={goTo} />
      <section aria-labelledby="price-title" className="space-y-3">
        <h3 id="price-title" className="text-lg font-semibold text-brand-900">
          {t("review.price")}
        </h3>
        {priceChange ? (
          <div role="alert" className="space-y-3 rounded-xl border border-sand-400 bg-sand-100 p-4">
            <p className="font-semibold text-brand-900">{priceChange.error}</p>
            <PriceBreakdown breakdown={priceChange.breakdown} language={language} />
          </div>
        ) : (
          <QuoteState query={query}>
            {() => (option ? <PriceBreakdown breakdown={option.breakdown} language={language} /> : <p className="text-muted">{t("review.noVehicle")}</p>)}
          </QuoteState>
        )}
      </section>
      <section aria-labelledby="terms-title" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
        <h3 id="terms-title" className="text-lg font-semibold text-brand-900">
          {t("review.terms")}
        </h3>
        {payments?.ReviewTerms ? (
          <Suspense fallback={paymentWords}>
            <payments.ReviewTerms
              productSlug={form.getValues("productSlug")}
              totalHalalas={priceChange?.breakdown.totalHalalas ?? option?.breakdown.totalHalalas ?? 0}
              language={language}
              fallback={paymentWords}
            />
          </Suspense>
        ) : (
          paymentWords
        )}
        <p className="text-ink" data-cancellation>
          {t("review.cancellation", { count: terms.cancellationCutoffHours })}
        </p>
      </section>
      {attempt ? (
        <p className="rounded-xl border border-sand-400 bg-sand-100 p-4 text-brand-900" role="status">
          {t("review.pending")}
        </p>
      ) : (
        <div>
          <p className="mb-2 text-sm font-medium text-ink">{t("review.captcha")}</p>
          <CaptchaField
            provider={captcha.provider}
            siteKey={captcha.siteKey}
            language={language}
            onChange={onCaptcha}
            resetKey={resetKey}
            describedBy={captchaError ? "booking-captcha-error" : undefined}
          />
          {captchaError ? (
            <p id="booking-captcha-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {t("review.captchaRequired")}
            </p>
          ) : null}
        </div>
      )}
      {failure ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-medium">{failure.status === 0 ? t("review.offline") : failure.message}</p>
          {attempt ? <p className="mt-1 text-sm">{t("review.kept")}</p> : null}
        </div>
      ) : null}
      <button type="button" className={`${primaryButton} w-full`} disabled={create.isPending || (!option && !attempt)} onClick={() => void submit()}>
        {create.isPending ? t("review.sending") : attempt ? t("review.sendAgain") : priceChange ? t("review.confirmNewPrice") : t("review.submit")}
      </button>
      {priceChange ? (
        <button type="button" className={`${secondaryButton} w-full`} onClick={() => goTo(2)}>
          {t("review.changeVehicle")}
        </button>
      ) : null}
    </div>
  );
}
