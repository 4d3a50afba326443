import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "#web/lib/i18n/texts";
import { LANGUAGES, type Language } from "#shared/i18n/languages";
import { testimonialFieldsSchema, type TestimonialFields } from "#shared/testimonials/testimonial-submission.schema";
import { CaptchaField } from "#web/components/forms/captcha-field";
import { FormField } from "#web/components/forms/form-field";
import { ApiError } from "#web/lib/api-client";
import { withQueryProvider } from "#web/lib/query-provider";
import { useSubmitTestimonial, useSubmitVerifiedTestimonial } from "../api/submit-testimonial";
import { countryOptions } from "./country-options";
import { RatingInput } from "./rating-input";

const FIELDS = ["name", "country", "rating", "text", "language"] as const;
type Mode = { kind: "public"; captcha: { provider: "altcha" | "hcaptcha"; siteKey?: string } } | { kind: "link"; token: string; name: string };

/**
 * A review: name, country (named in the page's language), stars, words and the language they are
 * written in. From the reviews page with a captcha; from a thank-you link pre-filled and without
 * one (the link proves the trip). Either way staff read it before it is published.
 */
function TestimonialForm({ language, mode }: { language: Language; mode: Mode }) {
  const { t } = useTranslation("testimonial-form");
  const publicSubmit = useSubmitTestimonial();
  const linkSubmit = useSubmitVerifiedTestimonial(mode.kind === "link" ? mode.token : "");
  const pending = publicSubmit.isPending || linkSubmit.isPending;
  const [captchaPayload, setCaptchaPayload] = useState("");
  const [captchaError, setCaptchaError] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [failure, setFailure] = useState("");
  const [sent, setSent] = useState(false);
  const countries = useMemo(() => countryOptions(language), [language]);
  const form = useForm<TestimonialFields>({
    resolver: zodResolver(testimonialFieldsSchema),
    defaultValues: { name: mode.kind === "link" ? mode.name : "", country: "", rating: 0, text: "", language },
    mode: "onTouched",
  });
  const onCaptcha = useCallback((payload: string) => {
    setCaptchaPayload(payload);
    if (payload) setCaptchaError(false);
  }, []);
  const needsCaptcha = mode.kind === "public";

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (needsCaptcha && !captchaPayload) return setCaptchaError(true);
      setFailure("");
      const result = await (mode.kind === "public" ? publicSubmit.mutateAsync({ ...values, captcha: captchaPayload }) : linkSubmit.mutateAsync(values)).then(
        () => null,
        (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, String(error))),
      );
      setCaptchaPayload("");
      setResetKey((key) => key + 1);
      if (result === null) return setSent(true);
      for (const field of FIELDS) if (result.fieldErrors[field]) form.setError(field, { type: "server", message: result.fieldErrors[field] });
      if (result.fieldErrors.captcha) setCaptchaError(true);
      setFailure(
        result.status === 429 ? t("form.tooMany") : result.status === 404 ? t("link.invalidText") : result.status === 0 ? t("form.offline") : t("form.failed"),
      );
    },
    () => setCaptchaError(needsCaptcha && !captchaPayload),
  );

  if (sent) return <SentPanel verified={mode.kind === "link"} />;
  const errorOf = (field: (typeof FIELDS)[number]) => (form.formState.errors[field] ? t(`form.errors.${field}`) : undefined);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="testimonial-form">
      <p className="text-sm text-muted">{t("form.requiredNote")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="review-name" label={t("form.name")} required autoComplete="name" error={errorOf("name")} {...form.register("name")} />
        <div>
          <label htmlFor="review-country" className="block text-sm font-medium text-ink">
            {t("form.country")}
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          </label>
          <select
            id="review-country"
            aria-required
            aria-invalid={errorOf("country") ? true : undefined}
            aria-describedby={errorOf("country") ? "review-country-error" : undefined}
            className={`mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm ${errorOf("country") ? "border-red-600" : "border-stone-400"}`}
            {...form.register("country")}
          >
            <option value="">{t("form.chooseCountry")}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errorOf("country") ? (
            <p id="review-country-error" className="mt-1 text-sm font-medium text-red-700">
              {errorOf("country")}
            </p>
          ) : null}
        </div>
      </div>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <RatingInput name="review-rating" legend={t("form.rating")} value={field.value} onChange={field.onChange} error={errorOf("rating")} />
        )}
      />
      <FormField
        id="review-text"
        label={t("form.text")}
        hint={t("form.textHint")}
        required
        multiline
        rows={5}
        error={errorOf("text")}
        {...form.register("text")}
      />
      <div>
        <label htmlFor="review-language" className="block text-sm font-medium text-ink">
          {t("form.language")}
        </label>
        <select
          id="review-language"
          className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-ink shadow-sm sm:w-64"
          {...form.register("language")}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`form.languages.${code}`)}
            </option>
          ))}
        </select>
      </div>
      {mode.kind === "public" ? (
        <div>
          <p className="mb-2 text-sm font-medium text-ink">{t("form.captcha")}</p>
          <CaptchaField
            provider={mode.captcha.provider}
            siteKey={mode.captcha.siteKey}
            language={language}
            onChange={onCaptcha}
            resetKey={resetKey}
            describedBy={captchaError ? "review-captcha-error" : undefined}
          />
          {captchaError ? (
            <p id="review-captcha-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {t("form.errors.captcha")}
            </p>
          ) : null}
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {pending ? t("form.sending") : t("form.send")}
      </button>
    </form>
  );
}

/** What happens next: staff read every review before it appears. */
function SentPanel({ verified }: { verified: boolean }) {
  const { t } = useTranslation("testimonial-form");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" data-testid="testimonial-sent" className="space-y-2 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none">
        {t("form.sentTitle")}
      </h3>
      <p className="text-ink">{t(verified ? "form.sentVerified" : "form.sentText")}</p>
    </div>
  );
}

export default withQueryProvider(TestimonialForm);
