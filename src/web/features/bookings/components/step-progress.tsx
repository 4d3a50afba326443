import { useTranslation } from "#web/lib/i18n/texts";
import { STEPS } from "../form/booking-steps";

/** "Step 2 of 4 — Passengers and vehicle", with a bar; the heading takes focus when the step changes. */
export function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation("booking");
  const name = STEPS[step - 1] ?? "trip";
  return (
    <div>
      <h2 data-step-heading tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
        <span className="block text-sm font-medium text-muted">{t("steps.counter", { step, total: STEPS.length })}</span>
        {t(`steps.${name}`)}
      </h2>
      <ol className="mt-3 grid grid-cols-4 gap-1.5" aria-hidden="true">
        {STEPS.map((stepName, index) => (
          <li key={stepName} className={`h-1.5 rounded-full ${index < step ? "bg-brand-700" : "bg-stone-200"}`} />
        ))}
      </ol>
    </div>
  );
}
