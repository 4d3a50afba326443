import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuoteResponse } from "#shared/bookings/api-contract";
import type { QuoteRequestInput } from "#shared/bookings/booking.schema";
import type { StaffBookingInput } from "#shared/bookings/staff-booking.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { TRACKER_KEY } from "./tracker-queries";

/** POST /api/quotes (the public price list for a trip; no side effect, so a query). */
export const useStaffQuote = (request: QuoteRequestInput | null) =>
  useQuery({
    queryKey: [...TRACKER_KEY, "quote", request],
    queryFn: () => adminFetch<QuoteResponse>("/api/quotes", { method: "POST", body: request }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export interface StaffBookingCreated {
  id: number;
  reference: string;
  status: string;
}

/** POST /api/admin/bookings: the tracker's lists are read again once it exists. */
export function useCreateStaffBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...TRACKER_KEY, "create"],
    mutationFn: (payload: StaffBookingInput) => adminFetch<StaffBookingCreated>("/api/admin/bookings", { method: "POST", body: payload }),
    onSuccess: () => client.invalidateQueries({ queryKey: TRACKER_KEY }),
  });
}
