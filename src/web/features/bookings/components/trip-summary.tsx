import { useWatch } from "react-hook-form";
import { placeById } from "#shared/bookings/places";
import { pickText } from "#shared/i18n/localized-text";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { normalisePhone } from "#shared/bookings/phone";
import { isAddressChoice, phoneWithCountry, riyadhInstant, type BookingFormValues, type EndpointValues } from "../form/booking-form-values";
import { linkButton } from "./booking-ui";
import { PickupTime } from "./pickup-time";

export function endpointText(endpoint: EndpointValues, language: Language): string {
  if (isAddressChoice(endpoint.placeId)) return endpoint.address;
  return pickText(placeById(endpoint.placeId)?.name, language);
}

export function riyadhDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
    calendar: "gregory",
  }).format(new Date(iso));
}

/** What is being booked, step by step, each part with a way back to change it. */
export function TripSummary({ language, vehicleName, onEdit }: { language: Language; vehicleName: string; onEdit: (step: number) => void }) {
  const { t } = useTranslation("booking");
  const values = useWatch<BookingFormValues>() as BookingFormValues;
  const edit = (step: number, what: string) => (
    <button type="button" className={linkButton} onClick={() => onEdit(step)}>
      {t("review.edit")}
      <span className="sr-only"> {what}</span>
    </button>
  );
  return (
    <div className="space-y-3">
      {values.legs.map((leg, index) => (
        <div key={index} className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-brand-900">{t("trip.legTitle", { number: index + 1 })}</p>
            {edit(1, t("trip.legTitle", { number: index + 1 }))}
          </div>
          <PickupTime iso={riyadhInstant(leg.date, leg.time)} language={language} />
          <p className="mt-1 text-ink">
            {endpointText(leg.from, language)}
            {/* A tour or an hourly hire has a start place only (the form leaves To empty). */}
            {leg.to.placeId ? (
              <>
                {" "}
                <span aria-hidden="true">{language === "ar" ? "←" : "→"}</span>
                <span className="sr-only"> {t("review.to")} </span> {endpointText(leg.to, language)}
              </>
            ) : null}
          </p>
          {leg.flightNumber ? (
            <p className="text-sm text-muted">
              {t("review.flight")} <span dir="ltr">{leg.flightNumber.toUpperCase()}</span>
            </p>
          ) : null}
        </div>
      ))}
      <div className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <div>
          <p className="font-semibold text-brand-900">{vehicleName}</p>
          <p className="text-sm text-muted">
            {t("review.party", { adults: values.adults, children: values.children, infants: values.infants, bags: values.bags })}
          </p>
        </div>
        {edit(2, vehicleName)}
      </div>
      <div className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <div>
          <p className="font-semibold text-brand-900">{values.contact.name}</p>
          <p className="text-sm text-muted" dir="ltr">
            {normalisePhone(phoneWithCountry(values.contact.phone, values.contact.country)) ?? values.contact.phone}
          </p>
          {values.contact.email ? <p className="text-sm text-muted">{values.contact.email}</p> : null}
          {values.contact.notes.trim() ? (
            <p className="mt-2 text-sm whitespace-pre-line text-ink" data-notes>
              <span className="font-medium">{t("review.notes")}</span> {values.contact.notes.trim()}
            </p>
          ) : null}
        </div>
        {edit(3, t("contact.title"))}
      </div>
    </div>
  );
}
