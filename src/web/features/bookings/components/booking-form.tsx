import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { BookingCreatedResponse } from "#shared/bookings/api-contract";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { clearDraft, readDraft, writeDraft, type SubmissionAttempt } from "../form/booking-draft";
import { initialValues, type BookingFormValues } from "../form/booking-form-values";
import { bookingResolver, loadValidation } from "../form/booking-resolver";
import { STEP_FIELDS } from "../form/booking-steps";
import type { BookingProduct } from "./booking-product";
import type { CaptchaConfig, LaterStepsProps } from "./later-steps-props";
import type { BookingPaymentSlots } from "./payment-slots";
import { needsNightAnswer } from "./night-question";
import { useProblemFocus } from "./use-problem-focus";
import { StepProgress } from "./step-progress";
import { TripStep } from "./trip-step";
import { primaryButton, secondaryButton } from "./booking-ui";

/*
 * The booking form: four steps in one column. Step 1 (the trip) comes with the page; its
 * validation (zod and the shared schemas) and the rest (prices through the query library,
 * contact, review, captcha, submission) are fetched when the visitor first touches the form,
 * so the first load stays small.
 */
const loadLaterSteps = () => import("./later-steps");
const LaterSteps = lazy(loadLaterSteps);
/** What the next steps need, fetched at the visitor's first touch of the form. */
const prefetch = () => void Promise.all([loadLaterSteps(), loadValidation()]);

interface BookingFormProps {
  language: Language;
  products: BookingProduct[];
  /** The service named by ?product=, when it is one of ours. */
  productFromUrl: string | null;
  captcha: CaptchaConfig;
  whatsapp: string;
  phone: string;
  terms: LaterStepsProps["terms"];
  /** The shortest notice for a pickup, in hours (a site setting). */
  leadHours: number;
  /** Online payment's review terms and pay step (lazily loaded by the route). */
  payments?: BookingPaymentSlots;
}

export function BookingForm({ language, products, productFromUrl, captcha, whatsapp, phone, terms, leadHours, payments }: BookingFormProps) {
  const { t } = useTranslation("booking");
  const bySlug = useMemo(() => new Map(products.map((product) => [product.slug, product])), [products]);
  const form = useForm<BookingFormValues>({
    defaultValues: initialValues(productFromUrl ?? (products.length === 1 ? (products[0]?.slug ?? "") : ""), language),
    resolver: bookingResolver(language, (slug) => bySlug.get(slug), leadHours),
    mode: "onSubmit",
  });
  const [step, setStep] = useState(1);
  const [attempt, setAttempt] = useState<SubmissionAttempt | null>(null);
  const [done, setDone] = useState<BookingCreatedResponse | null>(null);
  const [restored, setRestored] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const { problems, focusFirstError, clearProblems } = useProblemFocus(top, form, step);

  // What this tab typed before (a reload, a dropped connection) comes back after hydration.
  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      form.reset(productFromUrl ? { ...draft.values, productSlug: productFromUrl } : draft.values);
      setStep(draft.done ? 1 : Math.min(Math.max(draft.step, 1), 4));
      setAttempt(draft.attempt);
      setDone(draft.done);
    }
    setRestored(true);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!restored) return;
    // Once booked, the tab keeps the answer, not the contact details.
    const save = () => writeDraft({ values: done ? initialValues("", language) : form.getValues(), step, attempt, done });
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [restored, form, step, attempt, done, language]);

  const goTo = useCallback(
    (next: number) => {
      clearProblems();
      setStep(next);
      requestAnimationFrame(() => {
        top.current?.scrollIntoView({ block: "start" });
        top.current?.querySelector<HTMLElement>("[data-step-heading]")?.focus();
      });
    },
    [clearProblems],
  );

  const next = async () => {
    const valid = await form.trigger(STEP_FIELDS[step]);
    // A pickup between midnight and 5 am is asked about once before the trip step is left.
    if (valid && !(step === 1 && form.getValues("legs").some(needsNightAnswer))) return goTo(step + 1);
    focusFirstError();
  };

  const startOver = useCallback(() => {
    clearDraft();
    form.reset(initialValues(productFromUrl ?? "", language));
    setAttempt(null);
    setDone(null);
    goTo(1);
  }, [form, goTo, language, productFromUrl]);

  const later = {
    language,
    products,
    captcha,
    whatsapp,
    phone,
    terms,
    attempt,
    onAttempt: setAttempt,
    onDone: setDone,
    goTo,
    onStartOver: startOver,
    onInvalid: focusFirstError,
    payments,
  };

  return (
    <FormProvider {...form}>
      <div ref={top} className="scroll-mt-36" onFocusCapture={prefetch} onPointerDownCapture={prefetch}>
        {done ? (
          <Suspense fallback={<div className="min-h-80" aria-busy="true" />}>
            <LaterSteps {...later} step={5} done={done} />
          </Suspense>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step < 4) void next();
            }}
            className="space-y-6"
            data-ready={restored || undefined}
          >
            <StepProgress step={step} />
            {step === 1 ? (
              <TripStep products={products} language={language} leadHours={leadHours} />
            ) : (
              <Suspense fallback={<div className="min-h-80" aria-busy="true" />}>
                <LaterSteps {...later} step={step} done={null} />
              </Suspense>
            )}
            <p role="alert" className="text-sm font-medium text-red-700 empty:hidden" data-problems={problems || undefined}>
              {problems > 0 ? t("nav.problems", { count: problems }) : ""}
            </p>
            <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-between">
              {step > 1 ? (
                <button type="button" className={secondaryButton} onClick={() => goTo(step - 1)}>
                  {t("nav.back")}
                </button>
              ) : (
                <span />
              )}
              {step < 4 ? (
                <button type="submit" className={primaryButton}>
                  {t("nav.next")}
                </button>
              ) : null}
            </div>
          </form>
        )}
      </div>
    </FormProvider>
  );
}
