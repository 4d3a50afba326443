import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { makkahTime } from "#shared/bookings/customer-time";
import { placeById } from "#shared/bookings/places";
import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { operatorTexts } from "./operator-texts";

/** One line of the leg: its label, its value, and whether the value reads left to right (a phone, a flight). */
export interface LegRow {
  label: string;
  value: string;
  /** A second part read left to right (a phone, a plate). */
  ltr?: string;
  price?: boolean;
}

const placeText = (endpoint: LegEndpoint, language: Language) =>
  endpoint.type === "place" ? pickText(placeById(endpoint.placeId)?.name, language) : endpoint.address;

/**
 * The leg as the operator needs it, written out on the server (the loader's only): when (Makkah
 * time), from, to, car, party, bags, flight, hours, their price; driver and car once given. The
 * page's own module then imports no formatting code, and so lists none in the route manifest.
 */
export function legRows(leg: OperatorLegView, language: Language): LegRow[] {
  const t = operatorTexts(language);
  const { adults, children, infants } = leg.passengers;
  const party = [t("passengers", { count: adults + children + infants })];
  if (children > 0) party.push(t("children", { count: children }));
  if (infants > 0) party.push(t("infants", { count: infants }));
  const rows: (LegRow | false)[] = [
    { label: t("leg.when"), value: makkahTime(leg.pickupAt, language) },
    { label: t("leg.from"), value: placeText(leg.from, language) },
    { label: t("leg.to"), value: placeText(leg.to, language) },
    { label: t("leg.class"), value: pickText(leg.vehicleClass, language) },
    { label: t("leg.party"), value: party.join(language === "ar" ? "، " : ", ") },
    { label: t("leg.bags"), value: t("bags", { count: leg.bags }) },
    !!leg.flightNumber && { label: t("leg.flight"), value: "", ltr: leg.flightNumber },
    leg.hours !== null && { label: t("leg.hours"), value: t("hours", { count: leg.hours }) },
    leg.operatorPriceHalalas !== null && { label: t("leg.price"), value: formatSar(leg.operatorPriceHalalas, language), price: true },
    !!leg.driver && { label: t("leg.driver"), value: leg.driver.name, ltr: leg.driver.phone },
    !!leg.vehicle && { label: t("leg.vehicle"), value: leg.vehicle.model, ltr: leg.vehicle.plate },
  ];
  return rows.filter((row): row is LegRow => row !== false);
}
