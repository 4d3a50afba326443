import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { makkahTime } from "#shared/bookings/customer-time";
import { placeById } from "#shared/bookings/places";
import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { operatorTexts } from "../operator-texts";

const placeText = (endpoint: LegEndpoint, language: Language) =>
  endpoint.type === "place" ? pickText(placeById(endpoint.placeId)?.name, language) : endpoint.address;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="op-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The leg as the operator needs it: when (Makkah time), from, to, car, party, bags, flight, hours, their price; driver and car once given. */
export function LegDetails({ leg, language }: { leg: OperatorLegView; language: Language }) {
  const t = operatorTexts(language);
  const { adults, children, infants } = leg.passengers;
  const party = [t("passengers", { count: adults + children + infants })];
  if (children > 0) party.push(t("children", { count: children }));
  if (infants > 0) party.push(t("infants", { count: infants }));
  return (
    <section className="op-card">
      <p className="op-ref">{t("leg.reference", { reference: leg.reference, leg: leg.legIndex + 1 })}</p>
      <dl>
        <Row label={t("leg.when")}>{makkahTime(leg.pickupAt, language)}</Row>
        <Row label={t("leg.from")}>{placeText(leg.from, language)}</Row>
        <Row label={t("leg.to")}>{placeText(leg.to, language)}</Row>
        <Row label={t("leg.class")}>{pickText(leg.vehicleClass, language)}</Row>
        <Row label={t("leg.party")}>{party.join(language === "ar" ? "، " : ", ")}</Row>
        <Row label={t("leg.bags")}>{t("bags", { count: leg.bags })}</Row>
        {leg.flightNumber && (
          <Row label={t("leg.flight")}>
            <span className="op-ltr">{leg.flightNumber}</span>
          </Row>
        )}
        {leg.hours !== null && <Row label={t("leg.hours")}>{t("hours", { count: leg.hours })}</Row>}
        {leg.operatorPriceHalalas !== null && (
          <Row label={t("leg.price")}>
            <span className="op-price">{formatSar(leg.operatorPriceHalalas, language)}</span>
          </Row>
        )}
        {leg.driver && (
          <Row label={t("leg.driver")}>
            {leg.driver.name} <span className="op-ltr">{leg.driver.phone}</span>
          </Row>
        )}
        {leg.vehicle && (
          <Row label={t("leg.vehicle")}>
            {leg.vehicle.model} <span className="op-ltr">{leg.vehicle.plate}</span>
          </Row>
        )}
      </dl>
    </section>
  );
}
