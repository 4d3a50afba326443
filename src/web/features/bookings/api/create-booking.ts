import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { BookingCreatedResponse } from "#shared/bookings/api-contract";
import type { BookingSubmissionInput } from "#shared/bookings/booking.schema";
import type { Language } from "#shared/i18n/languages";
import { bookingFetch } from "./booking-fetch";

/** Past this the attempt counts as lost and may be sent again (same key): slow mobile data still fits. */
const SUBMIT_TIMEOUT_MS = 20_000;

export interface CreateBookingInput {
  body: BookingSubmissionInput;
  idempotencyKey: string;
  language: Language;
}

/**
 * POST /api/bookings with its Idempotency-Key: 201 created, 200 when the same key and body came
 * before (the same booking, not a second one); 409 price changed, 400 field errors, 422 key reused.
 */
export const createBooking = ({ body, idempotencyKey, language }: CreateBookingInput) =>
  bookingFetch<BookingCreatedResponse>("/api/bookings", language, { body, headers: { "Idempotency-Key": idempotencyKey }, timeoutMs: SUBMIT_TIMEOUT_MS }).then(
    (answer) => answer.data,
  );

/**
 * networkMode "always": offline, the query library would pause the mutation silently; the form
 * instead tells the visitor, keeps the attempt and sends it again itself (same key) when back online.
 */
export const createBookingMutation = () => mutationOptions({ mutationKey: ["bookings", "create"], mutationFn: createBooking, networkMode: "always" });

export const useCreateBooking = () => useMutation(createBookingMutation());
