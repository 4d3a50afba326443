import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Language } from "#shared/i18n/languages";
import { bookingFetch } from "./booking-fetch";

/** POST /api/booking-info/:token/accept — the customer accepts the quoted price (quoted → confirmed). */
export const acceptBooking = ({ token, language }: { token: string; language: Language }) =>
  bookingFetch<{ status: string; message: string }>(`/api/booking-info/${encodeURIComponent(token)}/accept`, language, { body: {} }).then(
    (answer) => answer.data,
  );

export const acceptBookingMutation = () => mutationOptions({ mutationKey: ["bookings", "accept"], mutationFn: acceptBooking });

export function useAcceptBooking() {
  const client = useQueryClient();
  return useMutation({
    ...acceptBookingMutation(),
    onSettled: (_data, _error, { token }) => client.invalidateQueries({ queryKey: ["bookings", "info", token] }),
  });
}
