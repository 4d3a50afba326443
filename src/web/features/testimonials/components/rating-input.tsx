import { useTranslation } from "#web/lib/i18n/texts";

/**
 * Five radio buttons drawn as stars: arrow keys move between them, as in any radio group, and
 * each is read as "4 stars out of 5".
 */
export function RatingInput({
  name,
  value,
  onChange,
  error,
  legend,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  legend: string;
}) {
  const { t } = useTranslation("testimonial-card");
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="block text-sm font-medium text-ink">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="sr-only" />
            <span className="sr-only">{t("stars", { count: star })}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-9 w-9 ${star <= value ? "text-sand-600" : "text-stone-300"}`} fill="currentColor">
              <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.8z" />
            </svg>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
