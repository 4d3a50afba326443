import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { Language } from "#shared/i18n/languages";
import { bookingFetch } from "./booking-fetch";

export interface LookupInput {
  reference: string;
  /** The phone or the email the booking was made with. */
  contact: string;
  captcha: string;
  language: Language;
}

/** POST /api/booking-info/lookup — always 202 with the same sentence, whether a booking matches or not. */
export const lookupBooking = ({ language, ...body }: LookupInput) =>
  bookingFetch<{ message: string }>("/api/booking-info/lookup", language, { body }).then((answer) => answer.data);

export const lookupBookingMutation = () => mutationOptions({ mutationKey: ["bookings", "lookup"], mutationFn: lookupBooking });

export const useLookupBooking = () => useMutation(lookupBookingMutation());
