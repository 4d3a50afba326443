import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/realtime/ticket: a 30-second ticket for one staff socket (through the staff guard). */
export const fetchRealtimeTicket = async () =>
  (await adminFetch<{ ticket: string; expiresAt: string }>("/api/admin/realtime/ticket", { method: "POST" })).ticket;
