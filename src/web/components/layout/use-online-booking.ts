import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#web/root";

/**
 * Whether visitors may book on the site (a feature flag on /admin/configurations; /book answers
 * 404 when it is off), and the company's WhatsApp number that takes bookings instead.
 */
export function useOnlineBooking(): { online: boolean; whatsapp: string } {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return { online: root?.features.flags.onlineBooking ?? true, whatsapp: root?.company.whatsapp ?? "" };
}
