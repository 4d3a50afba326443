import { describe, expect, it } from "vitest";
import { parseStaffBooking } from "#shared/bookings/staff-booking.schema";
import { toFieldErrors } from "./staff-booking-resolver";
import { addressChoice } from "#shared/bookings/leg-form";
import { emptyLeg, formPathOf, initialStaffValues, toStaffPayload, type StaffBookingValues } from "./staff-booking-values";

const filled = (): StaffBookingValues => ({
  ...initialStaffValues(),
  productSlug: "jeddah-airport-to-makkah",
  legs: [
    {
      ...emptyLeg({ placeId: "jed-terminal-1", address: "" }, { placeId: addressChoice("makkah"), address: "Ibrahim Al Khalil St, Makkah" }),
      date: "2030-03-01",
      time: "09:30",
      flightNumber: "sv 12",
    },
  ],
  adults: 2,
  vehicleClassSlug: "sedan",
  contact: { name: "Omar Farouk", phone: "+20 100 123 4567", whatsapp: true, email: "", country: "eg", language: "ar", notes: "" },
});

describe("the staff booking form values", () => {
  it("become a payload the shared parser accepts, pickup in Riyadh time, with the source", () => {
    const payload = toStaffPayload(filled(), false, "token-1");
    expect(payload.legs[0]?.pickupAt).toBe("2030-03-01T09:30+03:00");
    expect(payload.legs[0]?.to).toEqual({ type: "address", address: "Ibrahim Al Khalil St, Makkah", zone: "makkah" });
    expect(payload.contact.country).toBe("EG");
    expect(payload.quoteToken).toBe("token-1");
    const parsed = parseStaffBooking(payload, "en");
    expect(parsed.ok && parsed.data.source).toBe("phone");
  });

  it("put each payload path on the field that shows it", () => {
    const values = filled();
    expect(formPathOf("legs.0.pickupAt", values)).toBe("legs.0.date");
    expect(formPathOf("legs.0.from", values)).toBe("legs.0.from.placeId");
    expect(formPathOf("legs.0.to.address", values)).toBe("legs.0.to.address");
    expect(formPathOf("contact.phone", values)).toBe("contact.phone");
    expect(formPathOf("", values)).toBe("root.form");
  });

  it("turn an emptied count and a missing flight into per-field messages, legs as an array", () => {
    const values = { ...filled(), adults: Number.NaN, legs: [{ ...filled().legs[0]!, flightNumber: "" }] };
    const parsed = parseStaffBooking(toStaffPayload(values, false), "en");
    expect(parsed.ok).toBe(false);
    const errors = toFieldErrors(parsed.ok ? {} : parsed.fieldErrors, values);
    expect(errors.adults?.message).toMatch(/adult/i);
    expect(Array.isArray(errors.legs)).toBe(true);
    expect(errors.legs?.[0]?.flightNumber?.message).toMatch(/flight/i);
  });
});
