import { addressChoice } from "#shared/bookings/leg-form";
import { describe, expect, it } from "vitest";
import { ADDRESS, emptyLeg, initialValues, type BookingFormValues } from "./booking-form-values";
import { formPathOf, toFieldErrors, validateBooking } from "./booking-form-errors";
import { stepOfPath } from "./booking-steps";

const NOW = new Date("2027-01-10T06:00:00Z"); // 09:00 in Riyadh

function complete(): BookingFormValues {
  const values = initialValues("jeddah-airport-to-makkah", "en");
  values.legs = [{ ...emptyLeg({ placeId: "makkah-ajyad", address: "" }, { placeId: "madinah-markaziyah", address: "" }), date: "2027-01-11", time: "10:00" }];
  values.vehicleClassSlug = "sedan";
  values.contact = { ...values.contact, name: "Aisha Rahman", phone: "0501234567" };
  return values;
}

describe("booking form validation", () => {
  it("passes a complete booking", () => {
    expect(validateBooking(complete(), "en", undefined, 6, NOW)).toEqual({});
  });

  it("says what is missing in the server's words, in the page's language", () => {
    const errors = validateBooking(initialValues("", "ar"), "ar", undefined, 6, NOW);
    expect(errors["productSlug"]).toBe("يُرجى اختيار الخدمة.");
    expect(errors["legs.0.from.placeId"]).toBe("يُرجى اختيار مكان من القائمة أو كتابة العنوان.");
    expect(errors["legs.0.pickupAt"]).toBe("يُرجى اختيار تاريخ ووقت صحيحين.");
    expect(errors["contact.name"]).toBe("يُرجى إدخال اسمك (حرفان على الأقل).");
  });

  it("refuses past pickups and pickups sooner than the lead time (checked by the service, not the schema)", () => {
    const values = complete();
    values.legs[0]!.date = "2027-01-10";
    values.legs[0]!.time = "08:00";
    expect(validateBooking(values, "en", undefined, 6, NOW)["legs.0.pickupAt"]).toBe("This time has already passed; please choose a later one.");
    values.legs[0]!.time = "12:00";
    expect(validateBooking(values, "ar", undefined, 6, NOW)["legs.0.pickupAt"]).toBe("يجب أن يكون موعد الانطلاق بعد 6 ساعات على الأقل من الآن.");
  });

  it("uses the site's lead time, not the default: 2 hours lets a pickup in 3 through, 12 refuses one in 9", () => {
    const values = complete();
    values.legs[0]!.date = "2027-01-10";
    values.legs[0]!.time = "12:00";
    expect(validateBooking(values, "en", undefined, 2, NOW)["legs.0.pickupAt"]).toBeUndefined();
    values.legs[0]!.time = "18:00";
    expect(validateBooking(values, "en", undefined, 12, NOW)["legs.0.pickupAt"]).toBe("The pickup must be at least 12 hours from now.");
  });

  it("asks for the flight number of an airport pickup, and checks a typed address", () => {
    const values = complete();
    values.legs[0]!.from = { placeId: "med-airport", address: "" };
    values.legs[0]!.to = { placeId: addressChoice("makkah"), address: "abc" };
    const errors = validateBooking(values, "en", undefined, 6, NOW);
    expect(errors["legs.0.flightNumber"]).toBe("Please enter the flight number so the driver can follow your landing.");
    expect(errors["legs.0.to.address"]).toMatch(/at least 5 characters/);
  });

  it("puts each message on the field that shows it, legs as an array (react-hook-form keeps only that shape)", () => {
    const values = complete();
    values.legs.push({ ...emptyLeg({ placeId: ADDRESS, address: "" }) });
    expect(formPathOf("legs.1.pickupAt", values)).toBe("legs.1.pickup");
    // The address text's problems under its box; the end as a whole (its city, its route) under the list.
    expect(formPathOf("legs.1.from.address", values)).toBe("legs.1.from.address");
    expect(formPathOf("legs.1.from", values)).toBe("legs.1.from.placeId");
    expect(formPathOf("legs.1.from.zone", values)).toBe("legs.1.from.placeId");
    expect(formPathOf("legs.0.to.placeId", values)).toBe("legs.0.to.placeId");
    expect(formPathOf("legs.0.extras.1.quantity", values)).toBe("legs.0.extras");
    const errors = toFieldErrors({ "legs.1.pickupAt": "When?", "contact.phone": "Which phone?" }, values);
    expect(Array.isArray(errors.legs)).toBe(true);
    expect((errors.legs as unknown as Record<string, { pickup: { message: string } }>)[1]?.pickup.message).toBe("When?");
    expect(errors.contact?.phone?.message).toBe("Which phone?");
  });

  it("sends the visitor back to the step of a server's field message", () => {
    expect(stepOfPath("legs.0.pickupAt")).toBe(1);
    expect(stepOfPath("vehicleClassSlug")).toBe(2);
    expect(stepOfPath("legs.1.extras.0.quantity")).toBe(3);
    expect(stepOfPath("contact.phone")).toBe(3);
    expect(stepOfPath("captcha")).toBe(4);
  });
});
