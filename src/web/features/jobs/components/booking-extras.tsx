import { createContext, useContext, type ComponentType } from "react";
import type { Language } from "#shared/i18n/languages";

export interface BookingSectionProps {
  bookingId: number;
  language: Language;
  canWrite: boolean;
}

/**
 * Sections other features add to the booking panel (online payments), handed in by the route:
 * the jobs feature never imports another feature's insides.
 */
export interface BookingPanelExtras {
  payments?: ComponentType<BookingSectionProps>;
}

export const BookingPanelExtrasContext = createContext<BookingPanelExtras>({});
export const useBookingPanelExtras = () => useContext(BookingPanelExtrasContext);
