import { useFormState, useWatch } from "react-hook-form";
import type { QuoteResponse } from "#shared/bookings/api-contract";
import { EXTRA_MAX_QUANTITY } from "#shared/bookings/extras";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import type { BookingFormValues } from "../form/booking-form-values";
import { CounterField } from "./counter-field";
import { errorAt, FieldError } from "./field-error";

/** The extras on offer (from the quote, with their prices), per leg. */
export function ExtrasFields({ extras, language }: { extras: QuoteResponse["extras"]; language: Language }) {
  const { t } = useTranslation("booking");
  const formState = useFormState<BookingFormValues>();
  const legs = useWatch<BookingFormValues, "legs">({ name: "legs" });
  if (extras.length === 0) return null;
  const labels = { less: t("party.less"), more: t("party.more") };
  return (
    <section aria-labelledby="extras-title" className="space-y-3">
      <h3 id="extras-title" className="text-lg font-semibold text-brand-900">
        {t("extras.title")}
      </h3>
      {legs.map((leg, index) => (
        // Folded until wanted: on a phone, four extras per leg would push the contact form far down.
        <details key={index} open={Object.values(leg.extras).some((quantity) => quantity > 0)} className="rounded-2xl border border-stone-200 bg-white px-4">
          <summary className="flex min-h-12 cursor-pointer items-center font-semibold text-brand-800">
            {legs.length > 1 ? t("extras.forLeg", { number: index + 1 }) : t("extras.add")}
          </summary>
          <div className="divide-y divide-stone-200 pb-2">
            {extras.map((extra) => (
              <CounterField
                key={extra.kind}
                name={`legs.${index}.extras.${extra.kind}`}
                label={pickText(extra.name, language)}
                hint={t("extras.each", { price: formatSar(extra.priceHalalas, language) })}
                min={0}
                max={EXTRA_MAX_QUANTITY[extra.kind]}
                language={language}
                labels={labels}
              />
            ))}
          </div>
          <FieldError id={`leg-${index}-extras-error`} message={errorAt(formState.errors, `legs.${index}.extras`)} />
        </details>
      ))}
    </section>
  );
}
