import { lazy, Suspense } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { localizePath } from "#shared/i18n/localized-path";
import { withQueryProvider } from "#web/lib/query-provider";
import { useThankYouLink } from "../api/thank-you-link";

const TestimonialForm = lazy(() => import("./testimonial-form"));

/** The thank-you link's page body: the booking's name pre-filled, or one friendly page for a link that no longer works. */
function ThankYouReview({ token, language }: { token: string; language: Language }) {
  const { t } = useTranslation("testimonial-form");
  const link = useThankYouLink(token);
  if (link.isPending) return <div role="status" aria-label={t("link.loading")} className="h-96 animate-pulse rounded-2xl bg-stone-100" />;
  if (link.isError) return <InvalidLink language={language} />;
  return (
    <>
      <p className="mb-6 text-muted">{t("link.intro", { reference: link.data.reference })}</p>
      <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
        <TestimonialForm language={language} mode={{ kind: "link", token, name: link.data.name }} />
      </Suspense>
    </>
  );
}

export function InvalidLink({ language }: { language: Language }) {
  const { t } = useTranslation("testimonial-form");
  return (
    <div data-testid="review-link-invalid" className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 className="text-xl font-semibold text-brand-900">{t("link.invalidTitle")}</h2>
      <p className="mt-2 text-muted">{t("link.invalidText")}</p>
      <a
        href={localizePath("/testimonials", language)}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t("link.toReviews")}
      </a>
    </div>
  );
}

export default withQueryProvider(ThankYouReview);
