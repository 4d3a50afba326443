import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import type { QuoteRequestInput } from "#shared/bookings/booking.schema";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import { isLanguage } from "#shared/i18n/languages";
import { addressChoice } from "#shared/bookings/leg-form";
import { ADDRESS, toStaffQuoteRequest, type EndpointValues, type StaffBookingValues } from "./staff-booking-values";

const endpointValues = (endpoint: LegEndpoint): EndpointValues =>
  endpoint.type === "address"
    ? // Bookings made before addresses carried their city (zone) keep the bare choice: the list asks for the city.
      { placeId: endpoint.zone ? addressChoice(endpoint.zone) : ADDRESS, address: endpoint.address }
    : { placeId: endpoint.placeId, address: "" };

/** "HH:MM" in Riyadh (UTC+3 all year). */
const riyadhClock = (instant: Date) => new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(11, 16);

/**
 * A stored booking as the staff form's values, to edit its trip: each leg's places, its pickup as
 * a Riyadh day and time, its flight and hours, the party and the class. The contact is the
 * booking's (the trip edit does not change it; the form's shared checks need it filled).
 */
export function editTripValues(detail: AdminBookingDetail): StaffBookingValues {
  return {
    source: "phone",
    productSlug: detail.product.slug,
    legs: detail.legs.map((leg) => {
      const at = new Date(leg.pickupAt);
      return {
        from: endpointValues(leg.from),
        to: endpointValues(leg.to),
        date: riyadhDate(at),
        time: riyadhClock(at),
        flightNumber: leg.flightNumber ?? "",
        hours: leg.hours === null ? "" : String(leg.hours),
      };
    }),
    adults: detail.adults,
    children: detail.children,
    infants: detail.infants,
    bags: detail.bags,
    vehicleClassSlug: detail.vehicleClass.slug,
    contact: {
      name: detail.customer.name,
      phone: detail.customer.phone,
      whatsapp: detail.customer.whatsapp,
      email: detail.customer.email ?? "",
      country: detail.customer.country,
      language: isLanguage(detail.customer.language) ? detail.customer.language : detail.language,
      notes: "",
    },
  };
}

/** The edited trip as POST /api/admin/bookings/:id/edit-trip takes it; each leg keeps its extras (not edited here). */
export function editTripPayload(values: StaffBookingValues, hourly: boolean, detail: AdminBookingDetail): QuoteRequestInput & { vehicleClassSlug: string } {
  const request = toStaffQuoteRequest(values, hourly);
  return {
    ...request,
    legs: request.legs.map((leg, index) => ({ ...leg, extras: (detail.legs[index]?.extras ?? []) as never })),
    vehicleClassSlug: values.vehicleClassSlug,
  };
}

/** A server path of the edit ("trip.legs.0.pickupAt") as the payload path the staff form maps to its field. */
export const tripPath = (path: string) => (path.startsWith("trip.") ? path.slice("trip.".length) : path);
