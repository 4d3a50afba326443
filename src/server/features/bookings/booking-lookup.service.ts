import { sha256Hex } from "#server/platform/auth/tokens";
import { normaliseBookingReference } from "#shared/bookings/booking-reference";
import { normalisePhone } from "#shared/bookings/phone";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { bookingPathFor } from "./booking-create.service";
import type { BookingInfoRepository } from "./booking-info.repository";
import type { Messaging } from "#server/platform/messaging/messaging";
import { customerMessages } from "./customer-messages";
import { BOOKING_LINK_DAYS_AFTER_LAST_PICKUP } from "./booking-settings";
import { newLinkToken } from "./token-links.service";

/** Whether what the visitor typed is the booking's phone (any usual form) or its email (any case). */
export function contactMatches(typed: string, customer: { phone: string; email: string | null }): boolean {
  const value = typed.trim();
  if (value.includes("@")) return customer.email !== null && customer.email.toLowerCase() === value.toLowerCase();
  return normalisePhone(value) === customer.phone;
}

/**
 * "Find my booking" (/booking-info without a token): when the reference and the contact match,
 * a new link is sent to the booking's own contact through the outbox. The caller answers the same
 * sentence either way and does not wait for the sending, so neither the answer nor its timing
 * tells whether a booking matched.
 */
export function createBookingLookupService(deps: {
  repository: BookingInfoRepository;
  siteUrl: string;
  messaging: Pick<Messaging, "deliver">;
  onError: (error: unknown) => void;
}) {
  async function send(booking: NonNullable<Awaited<ReturnType<BookingInfoRepository["byReference"]>>>): Promise<void> {
    const token = newLinkToken();
    const language: Language = isLanguage(booking.language) ? booking.language : "en";
    const pickups = await deps.repository.pickups(booking.id);
    const last = Math.max(Date.now(), ...pickups.map((at) => at.getTime()));
    const messages = customerMessages(
      "booking.link",
      booking.customer,
      {
        name: booking.customer.name,
        reference: booking.reference,
        link: `${deps.siteUrl}${bookingPathFor(token, language)}`,
        language,
        pickups,
        country: booking.customer.country,
      },
      `booking:${booking.id}`,
    );
    await deps.repository.sendLink(
      booking.id,
      { tokenHash: sha256Hex(token), expiresAt: new Date(last + BOOKING_LINK_DAYS_AFTER_LAST_PICKUP * 86_400_000) },
      (tx) => deps.messaging.deliver(tx, messages),
    );
  }

  return {
    /** Resolves once the match is known; the sending (if any) continues in the background. */
    async lookup(reference: string, contact: string): Promise<void> {
      const canonical = normaliseBookingReference(reference);
      const booking = canonical ? await deps.repository.byReference(canonical) : null;
      if (booking && contactMatches(contact, booking.customer)) void send(booking).catch(deps.onError);
    },
  };
}
export type BookingLookupService = ReturnType<typeof createBookingLookupService>;
