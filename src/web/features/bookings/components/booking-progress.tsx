import { CUSTOMER_BOOKING_STATES } from "#shared/bookings/customer-states";
import type { BookingStatus } from "#shared/bookings/booking-lifecycle";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";

/** pending → (quoted) → confirmed → completed as a line of steps; a cancelled booking says so instead. */
export function BookingProgress({ status, quoted, language }: { status: BookingStatus; quoted: boolean; language: Language }) {
  const { t } = useTranslation("booking");
  if (status === "cancelled")
    return (
      <p className="rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800">{pickText(CUSTOMER_BOOKING_STATES.cancelled.label, language)}</p>
    );
  const steps: BookingStatus[] = quoted || status === "quoted" ? ["pending", "quoted", "confirmed", "completed"] : ["pending", "confirmed", "completed"];
  const current = steps.indexOf(status);
  return (
    <ol aria-label={t("info.progress")} className="flex gap-2">
      {steps.map((step, index) => (
        <li key={step} aria-current={index === current ? "step" : undefined} className="flex-1">
          <span className={`block h-2 rounded-full ${index <= current ? "bg-brand-700" : "bg-stone-200"}`} aria-hidden="true" />
          <span
            className={`mt-1.5 block text-xs sm:text-sm ${index === current ? "font-bold text-brand-900" : index < current ? "text-brand-800" : "text-muted"}`}
          >
            {pickText(CUSTOMER_BOOKING_STATES[step].label, language)}
          </span>
        </li>
      ))}
    </ol>
  );
}
