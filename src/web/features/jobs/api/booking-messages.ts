import { queryOptions, useQuery } from "@tanstack/react-query";
import { bookingMessagesPath, type BookingMessage } from "#shared/messaging/outbox-api";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { TRACKER_KEY } from "./tracker-queries";

/** GET /api/admin/booking-messages/:id — under the tracker's key, so a booking change refreshes it with the panel. */
export const bookingMessagesQuery = (bookingId: number) =>
  queryOptions({
    queryKey: [...TRACKER_KEY, "booking-messages", bookingId],
    queryFn: () => adminFetch<BookingMessage[]>(bookingMessagesPath(bookingId)),
  });
export const useBookingMessages = (bookingId: number) => useQuery(bookingMessagesQuery(bookingId));
