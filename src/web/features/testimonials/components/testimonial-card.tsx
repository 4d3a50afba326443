import { useTranslation } from "#web/lib/i18n/texts";
import type { TestimonialView } from "#shared/content/public-read-api";
import { StarRating } from "./star-rating";

export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  const { t } = useTranslation("testimonial-card");
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <StarRating rating={testimonial.rating} label={t("stars", { count: testimonial.rating })} />
      {/* Each review keeps its own language and direction, whatever the page's language is. */}
      <blockquote lang={testimonial.language} dir={testimonial.language === "ar" ? "rtl" : "ltr"} className="mt-3 flex-1 text-start text-ink">
        <p>{testimonial.language === "ar" ? `«${testimonial.text}»` : `“${testimonial.text}”`}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        {/* Names keep their own direction and stay on one line ("Hassan Al-" / "Harbi" broke). */}
        <bdi className="font-semibold whitespace-nowrap text-brand-900">{testimonial.name}</bdi>
        <span className="text-muted">
          {" · "}
          <bdi>{testimonial.country}</bdi>
        </span>
        {testimonial.verified ? (
          <span className="ms-2 inline-block whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{t("verified")}</span>
        ) : null}
        {/* Invented reviews from the demo content say so, until `npm run demo:remove` deletes them. */}
        {testimonial.example ? (
          <span
            className="ms-2 inline-block whitespace-nowrap rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700"
            data-testid="example-review"
          >
            {t("example")}
          </span>
        ) : null}
      </figcaption>
      {/* Kept small: this card is in the first load of / and /testimonials (120 KB budget). */}
      {testimonial.reply ? (
        <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm whitespace-pre-line" data-testid="review-reply">
          <b className="block text-brand-900">{t("reply")}</b>
          {testimonial.reply}
        </p>
      ) : null}
    </figure>
  );
}
