/** DESIGN "Booking": payment status and where the booking came from. */
export const PAYMENT_STATUSES = ["unpaid", "deposit", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const BOOKING_SOURCES = ["web", "whatsapp", "phone", "agent"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
