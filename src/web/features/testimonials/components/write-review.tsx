import { lazy, Suspense, useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";

// The form's code (react-hook-form, zod, the query library, the captcha) loads only when a visitor
// chooses to write: the reviews page keeps its first-load budget.
const TestimonialForm = lazy(() => import("./testimonial-form"));

/** "Write a review" on the reviews page: a button that opens the form in place. */
export function WriteReview({ language, captcha }: { language: Language; captcha: { provider: "altcha" | "hcaptcha"; siteKey?: string } }) {
  const { t } = useTranslation("testimonial-form");
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="write-review" className="mt-12 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="write-review" className="text-2xl font-bold text-brand-900">
        {t("form.title")}
      </h2>
      <p className="mt-2 text-muted">{t("form.intro")}</p>
      <div className="mt-5">
        {open ? (
          <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
            <TestimonialForm language={language} mode={{ kind: "public", captcha }} />
          </Suspense>
        ) : (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="min-h-11 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t("form.open")}
          </button>
        )}
      </div>
    </section>
  );
}
