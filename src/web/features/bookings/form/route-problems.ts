import { bookingMessage } from "#shared/bookings/booking-messages";
import type { BookingSubmissionInput } from "#shared/bookings/booking.schema";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { legRoutes } from "#shared/products/leg-routes";
import type { BookingProduct } from "../components/booking-product";

/** The server's route rule on the form's values (only once each end is a valid choice): its sentence at the leg's field. */
export function routeProblems(legs: BookingSubmissionInput["legs"], product: BookingProduct, language: Language): Record<string, string> {
  const complete = legs.every((leg) => isChosen(leg.from) && (product.shape !== "transfer" || (leg.to !== undefined && isChosen(leg.to))));
  if (!complete) return {};
  const result = legRoutes(product, product.routes, legs as { from: LegEndpoint; to?: LegEndpoint }[]);
  if (result.ok) return {};
  const { names } = result;
  return { [result.path]: bookingMessage(result.key, language, { from: pickText(names?.from, language), to: pickText(names?.to, language) }) };
}

const isChosen = (endpoint: { type: string; placeId?: string; zone?: string }): boolean =>
  endpoint.type === "place" ? Boolean(endpoint.placeId) : Boolean(endpoint.zone);
