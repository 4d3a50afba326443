import type { LocalizedText } from "#shared/i18n/localized-text";
import type { BookingStatus } from "./booking-lifecycle";
import type { BookingSource, PaymentStatus } from "./booking-kinds";
import type { ExtraKind } from "./extras";
import type { JobStatus } from "./job-lifecycle";

/** Names shown to customers, operators and staff for the domain's fixed values, in both languages. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, LocalizedText> = {
  pending: { en: "Request received", ar: "تم استلام الطلب" },
  quoted: { en: "Price quoted", ar: "تم إرسال عرض السعر" },
  confirmed: { en: "Confirmed", ar: "مؤكد" },
  completed: { en: "Completed", ar: "مكتمل" },
  cancelled: { en: "Cancelled", ar: "ملغى" },
};

export const JOB_STATUS_LABELS: Record<JobStatus, LocalizedText> = {
  unassigned: { en: "Not assigned", ar: "غير مُسندة" },
  offered: { en: "Availability asked", ar: "بانتظار رد الناقلين" },
  assigned: { en: "Assigned", ar: "مُسندة إلى ناقل" },
  confirmed: { en: "Driver confirmed", ar: "تم تأكيد السائق" },
  started: { en: "Driver on the way", ar: "السائق في الطريق" },
  arrived: { en: "Driver arrived", ar: "وصل السائق" },
  on_board: { en: "On board", ar: "الركاب في السيارة" },
  completed: { en: "Completed", ar: "مكتملة" },
  declined: { en: "Declined by operator", ar: "اعتذر الناقل" },
  cancelled: { en: "Cancelled", ar: "ملغاة" },
  no_show: { en: "No-show", ar: "لم يحضر الركاب" },
};

export const EXTRA_LABELS: Record<ExtraKind, LocalizedText> = {
  child_seat: { en: "Child seat", ar: "مقعد أطفال" },
  meet_greet_sign: { en: "Meet-and-greet sign", ar: "لوحة استقبال باسمك" },
  extra_stop: { en: "Extra stop", ar: "توقف إضافي" },
  extra_waiting_hour: { en: "Extra waiting hour", ar: "ساعة انتظار إضافية" },
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, LocalizedText> = {
  unpaid: { en: "Unpaid", ar: "غير مدفوع" },
  deposit: { en: "Deposit paid", ar: "تم دفع العربون" },
  paid: { en: "Paid", ar: "مدفوع" },
  refunded: { en: "Refunded", ar: "مُسترد" },
};

export const BOOKING_SOURCE_LABELS: Record<BookingSource, LocalizedText> = {
  web: { en: "Website", ar: "الموقع الإلكتروني" },
  whatsapp: { en: "WhatsApp", ar: "واتساب" },
  phone: { en: "Phone", ar: "الهاتف" },
  agent: { en: "Agent", ar: "وكيل" },
};
