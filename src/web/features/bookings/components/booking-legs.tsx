import type { PublicBookingView } from "#shared/bookings/api-contract";
import { CUSTOMER_LEG_STATES } from "#shared/bookings/customer-states";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { placeById } from "#shared/bookings/places";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { CustomerTime } from "./customer-time";
import { DriverCard } from "./driver-card";
import { primaryButton } from "./booking-ui";

export function legEndpointText(endpoint: LegEndpoint, language: Language): string {
  return endpoint.type === "place" ? pickText(placeById(endpoint.placeId)?.name, language) : endpoint.address;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** Every leg: its state in the customer's words, when (Makkah time, and the customer's own), from, to, vehicle, party, flight; the driver once confirmed, tracking once started. */
export function BookingLegs({ booking, language }: { booking: PublicBookingView; language: Language }) {
  const { t } = useTranslation("booking");
  return (
    <ol className="space-y-4">
      {booking.legs.map((leg) => (
        <li key={leg.legIndex} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold text-brand-900">{t("trip.legTitle", { number: leg.legIndex + 1 })}</h3>
            <span data-leg-state={leg.state} className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-brand-800">
              {pickText(CUSTOMER_LEG_STATES[leg.state].label, language)}
            </span>
          </div>
          <p className="mt-1 text-ink">{pickText(CUSTOMER_LEG_STATES[leg.state].sentence, language)}</p>
          <CustomerTime at={leg.pickupAt} language={language} className="mt-2 block font-semibold text-ink" />
          <dl className="mt-2">
            <Row label={leg.to ? t("trip.from") : t("trip.start")}>{legEndpointText(leg.from, language)}</Row>
            {leg.to ? <Row label={t("trip.to")}>{legEndpointText(leg.to, language)}</Row> : null}
            {leg.plan ? <Row label={t("info.plan")}>{leg.plan}</Row> : null}
            <Row label={t("info.vehicleClass")}>{pickText(leg.vehicleClass.name, language)}</Row>
            <Row label={t("info.passengers")}>
              {t("info.partyLine", { adults: booking.adults, children: booking.children, infants: booking.infants, bags: booking.bags })}
            </Row>
            {leg.flightNumber ? (
              <Row label={t("trip.flight")}>
                <span dir="ltr">{leg.flightNumber}</span>
              </Row>
            ) : null}
          </dl>
          {leg.driver ? <DriverCard driver={leg.driver} vehicle={leg.vehicle} /> : null}
          {leg.trackingPath ? (
            <a href={leg.trackingPath} className={`${primaryButton} mt-3 w-full sm:w-auto`}>
              {t("info.track")}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
