import type { LocalizedText } from "#shared/i18n/localized-text";
import type { BookingStatus } from "./booking-lifecycle";
import type { JobStatus } from "./job-lifecycle";

/*
 * What the customer reads about their booking and each of its legs (the booking link). Written for
 * the customer, never the dispatch words: "offered", "assigned" and "declined" are the company's
 * business (an operator saying no is ours to fix), so the customer reads "We are arranging your
 * driver" until a driver has confirmed. `label` is the short badge, `sentence` says it in full.
 */
export interface CustomerState {
  label: LocalizedText;
  sentence: LocalizedText;
}

const ARRANGING: CustomerState = {
  label: { en: "Arranging your driver", ar: "نرتّب سائقك" },
  sentence: {
    en: "We are arranging your driver. You will see the driver's name and car here once confirmed.",
    ar: "نرتّب سائقك الآن. سيظهر هنا اسم السائق والسيارة فور التأكيد.",
  },
};

/** A leg's state as the customer knows it: what the server's booking link read sends instead of the job status. */
export const CUSTOMER_LEG_STATE_NAMES = ["arranging", "driver_confirmed", "on_the_way", "arrived", "on_board", "completed", "cancelled", "missed"] as const;
export type CustomerLegState = (typeof CUSTOMER_LEG_STATE_NAMES)[number];

export const CUSTOMER_LEG_STATE_OF: Record<JobStatus, CustomerLegState> = {
  unassigned: "arranging",
  offered: "arranging",
  assigned: "arranging",
  // The operator said no: it goes back to `unassigned` at once, and we find another driver.
  declined: "arranging",
  confirmed: "driver_confirmed",
  started: "on_the_way",
  arrived: "arrived",
  on_board: "on_board",
  completed: "completed",
  cancelled: "cancelled",
  no_show: "missed",
};

export const CUSTOMER_LEG_STATES: Record<CustomerLegState, CustomerState> = {
  arranging: ARRANGING,
  driver_confirmed: {
    label: { en: "Driver confirmed", ar: "تم تأكيد السائق" },
    sentence: { en: "Your driver is confirmed and will be at the pickup on time.", ar: "تم تأكيد سائقك، وسيكون في مكان الانطلاق في الموعد." },
  },
  on_the_way: {
    label: { en: "Driver on the way", ar: "السائق في الطريق" },
    sentence: { en: "Your driver is on the way to the pickup.", ar: "سائقك في طريقه إلى مكان الانطلاق." },
  },
  arrived: {
    label: { en: "Driver has arrived", ar: "وصل السائق" },
    sentence: { en: "Your driver has arrived at the pickup and is waiting for you.", ar: "وصل سائقك إلى مكان الانطلاق وهو بانتظارك." },
  },
  on_board: {
    label: { en: "On your way", ar: "في الطريق" },
    sentence: { en: "You are on board and on your way. Have a good trip.", ar: "أنت في السيارة وفي طريقك. رحلة سعيدة." },
  },
  completed: {
    label: { en: "Trip completed", ar: "اكتملت الرحلة" },
    sentence: { en: "This trip is complete. Thank you for travelling with us.", ar: "اكتملت هذه الرحلة. شكرًا لسفرك معنا." },
  },
  cancelled: {
    label: { en: "Trip cancelled", ar: "أُلغيت الرحلة" },
    sentence: { en: "This trip is cancelled.", ar: "أُلغيت هذه الرحلة." },
  },
  missed: {
    label: { en: "Missed pickup", ar: "فاتك موعد الانطلاق" },
    sentence: {
      en: "The driver waited at the pickup but could not find you. Please message us on WhatsApp.",
      ar: "انتظرك السائق في مكان الانطلاق ولم يجدك. يُرجى مراسلتنا عبر واتساب.",
    },
  },
};

export const CUSTOMER_BOOKING_STATES: Record<BookingStatus, CustomerState> = {
  pending: {
    label: { en: "Request received", ar: "تم استلام الطلب" },
    sentence: { en: "We have your request and will confirm it soon.", ar: "استلمنا طلبك وسنؤكده قريبًا." },
  },
  quoted: {
    label: { en: "Price sent to you", ar: "أرسلنا لك السعر" },
    sentence: { en: "We have sent you a price. Accept it below to confirm your booking.", ar: "أرسلنا لك السعر. اقبله أدناه لتأكيد حجزك." },
  },
  confirmed: {
    label: { en: "Confirmed", ar: "مؤكد" },
    sentence: { en: "Your booking is confirmed.", ar: "تم تأكيد حجزك." },
  },
  completed: {
    label: { en: "Completed", ar: "مكتمل" },
    sentence: { en: "Your trips are complete. Thank you for travelling with us.", ar: "اكتملت رحلاتك. شكرًا لسفرك معنا." },
  },
  cancelled: {
    label: { en: "Cancelled", ar: "ملغى" },
    sentence: { en: "This booking is cancelled.", ar: "أُلغي هذا الحجز." },
  },
};
