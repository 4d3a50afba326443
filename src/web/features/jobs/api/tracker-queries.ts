import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminBookingDetail, AdminBookingsAnswer, AdminJobsAnswer } from "#shared/bookings/admin-answers";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/**
 * Every tracker read lives under this key. No polling: the admin layout keeps it live over the
 * realtime socket (a booking or job change marks it stale, and what is on screen refetches).
 */
export const TRACKER_KEY = ["job-tracker"] as const;

/** `payment` (the bookings list only): #shared/bookings/admin-bookings.schema PAYMENT_ATTENTION_FILTERS. */
export type TrackerFilters = Partial<Record<"from" | "to" | "status" | "product" | "vehicleClass" | "source" | "payment" | "q", string>> & { limit?: number };

const queryString = (filters: TrackerFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
};

/** GET /api/admin/bookings */
export const bookingsQuery = (filters: TrackerFilters) =>
  queryOptions({
    queryKey: [...TRACKER_KEY, "bookings", filters],
    queryFn: () => adminFetch<AdminBookingsAnswer>(`/api/admin/bookings?${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });
export const useBookings = (filters: TrackerFilters) => useQuery(bookingsQuery(filters));

/** GET /api/admin/jobs */
export const jobsQuery = (filters: TrackerFilters) =>
  queryOptions({
    queryKey: [...TRACKER_KEY, "jobs", filters],
    queryFn: () => adminFetch<AdminJobsAnswer>(`/api/admin/jobs?${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });
export const useJobs = (filters: TrackerFilters) => useQuery(jobsQuery(filters));

/** GET /api/admin/bookings/:id */
export const bookingDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...TRACKER_KEY, "booking", id],
    queryFn: () => adminFetch<AdminBookingDetail>(`/api/admin/bookings/${id}`),
  });
export const useBookingDetail = (id: number | null) => useQuery({ ...bookingDetailQuery(id ?? 0), enabled: id !== null });

/** Products and vehicle classes for the filters (GET /api/admin/products, every role may read it). */
export const useFilterOptions = () =>
  useQuery({ queryKey: ["job-tracker", "options"], queryFn: () => adminFetch<AdminCatalogue>("/api/admin/products"), staleTime: 5 * 60_000 });
