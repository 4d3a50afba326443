import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Language } from "#shared/i18n/languages";
import { bookingFetch } from "./booking-fetch";

export interface CancelBookingInput {
  token: string;
  language: Language;
  reason?: string;
}

/**
 * POST /api/booking-info/:token/cancel — free before the cut-off; after it, the answer says a
 * cancellation request went to staff. The screen reads the booking again either way.
 */
export const cancelBooking = ({ token, language, reason }: CancelBookingInput) =>
  bookingFetch<{ status: "cancelled" | "cancellation_requested"; message: string }>(`/api/booking-info/${encodeURIComponent(token)}/cancel`, language, {
    body: reason ? { reason } : {},
  }).then((answer) => answer.data);

export const cancelBookingMutation = () => mutationOptions({ mutationKey: ["bookings", "cancel"], mutationFn: cancelBooking });

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    ...cancelBookingMutation(),
    onSettled: (_data, _error, { token }) =>
      // A cancel refunds online payments (issue 25): the payments' reads (that feature's key) change with it.
      Promise.all([
        client.invalidateQueries({ queryKey: ["bookings", "info", token] }),
        client.invalidateQueries({ queryKey: ["payments", "booking", token] }),
      ]),
  });
}
