import type { Language } from "../i18n/languages";
import { staffBookingSourceSchema, type STAFF_BOOKING_SOURCES } from "./admin-bookings.schema";
import { bookingFieldErrors } from "./booking-issues";
import { bookingSubmissionSchema, type BookingSubmission, type BookingSubmissionInput } from "./booking.schema";

/*
 * POST /api/admin/bookings: a booking taken by phone, WhatsApp or an agent is the public
 * submission (same schema, prices computed by the server) without a captcha, plus its source.
 * One function for the staff form and the route, so both say the same thing about a field.
 */
export type StaffBookingSource = (typeof STAFF_BOOKING_SOURCES)[number];
export type StaffBookingInput = Omit<BookingSubmissionInput, "captcha"> & { source: StaffBookingSource };
export type StaffBooking = Omit<BookingSubmission, "captcha"> & { source: StaffBookingSource };

/** Stands in for the captcha the public schema requires; staff are signed in instead. */
const STAFF_CAPTCHA = "staff-entered";

export type StaffBookingParse = { ok: true; data: StaffBooking } | { ok: false; fieldErrors: Record<string, string> };

export function parseStaffBooking(raw: unknown, language: Language): StaffBookingParse {
  const { source: rawSource, captcha: _ignored, ...rest } = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const source = staffBookingSourceSchema.safeParse(rawSource);
  const parsed = bookingSubmissionSchema.safeParse({ ...rest, captcha: STAFF_CAPTCHA });
  if (!source.success || !parsed.success) {
    return {
      ok: false,
      fieldErrors: {
        ...(source.success ? {} : { source: source.error.issues[0]!.message }),
        ...(parsed.success ? {} : bookingFieldErrors(parsed.error, language)),
      },
    };
  }
  const { captcha: _captcha, ...data } = parsed.data;
  return { ok: true, data: { ...data, source: source.data } };
}
