import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { TRACKER_KEY } from "./tracker-queries";

export type BookingActionName = "quote" | "confirm" | "cancel" | "complete" | "payment" | "note" | "edit" | "resend-link" | "reissue-link";

/** POST /api/admin/bookings/:id/<action>; the tracker and the booking are read again afterwards, whether it worked or not. */
export function useBookingAction(bookingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["job-tracker", "action", bookingId],
    mutationFn: ({ action, body }: { action: BookingActionName; body?: unknown }) =>
      adminFetch<{ ok: true }>(`/api/admin/bookings/${bookingId}/${action}`, { method: "POST", body: body ?? {} }),
    onSettled: () => client.invalidateQueries({ queryKey: TRACKER_KEY }),
  });
}
