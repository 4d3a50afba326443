import { addressChoice } from "#shared/bookings/leg-form";
import { describe, expect, it } from "vitest";
import { bookingSubmissionSchema, idempotencyKeySchema, MAX_LEGS } from "#shared/bookings/booking.schema";
import { newIdempotencyKey } from "./booking-draft";
import {
  emptyLeg,
  FORM_MAX_LEGS,
  initialValues,
  phoneWithCountry,
  returnLeg,
  riyadhInstant,
  toQuoteRequest,
  toSubmission,
  type BookingFormValues,
} from "./booking-form-values";
import { countryOptions, dialCodeOf } from "./countries";

function filled(): BookingFormValues {
  const values = initialValues("jeddah-airport-to-makkah", "ar");
  values.legs = [
    {
      ...emptyLeg({ placeId: "jed-terminal-1", address: "" }, { placeId: addressChoice("makkah"), address: "Hilton Suites, Ibrahim Al Khalil Road" }),
      date: "2027-01-10",
      time: "14:30",
      flightNumber: "sv 1234",
    },
  ];
  values.legs[0]!.extras.child_seat = 2;
  values.vehicleClassSlug = "van";
  values.contact = { ...values.contact, name: "Fatima", phone: "0300 1234567", country: "PK" };
  return values;
}

describe("booking form values", () => {
  it("become the shared request: places and addresses, a Riyadh time, extras chosen, no price anywhere", () => {
    const request = toQuoteRequest(filled(), "transfer");
    expect(request.legs).toEqual([
      {
        from: { type: "place", placeId: "jed-terminal-1" },
        to: { type: "address", address: "Hilton Suites, Ibrahim Al Khalil Road", zone: "makkah" },
        pickupAt: "2027-01-10T14:30+03:00",
        flightNumber: "sv 1234",
        extras: [{ kind: "child_seat", quantity: 2 }],
      },
    ]);
    expect(JSON.stringify(request)).not.toMatch(/price|halalas/i);
  });

  it("send hours only for hourly services, and a flight number only when there is one or the pickup is an airport", () => {
    const values = filled();
    values.legs[0]!.hours = "5";
    expect(toQuoteRequest(values, "hourly").legs[0]).toMatchObject({ hours: 5 });
    expect(toQuoteRequest(values, "transfer").legs[0]).not.toHaveProperty("hours");
    values.legs[0]!.from = { placeId: "makkah-ajyad", address: "" };
    values.legs[0]!.flightNumber = "";
    expect(toQuoteRequest(values, "transfer").legs[0]).not.toHaveProperty("flightNumber");
  });

  it("make a submission the server's schema accepts, the phone with the picked country's code", () => {
    const body = toSubmission(filled(), "transfer", { captcha: "solved", quoteToken: "abc.def" });
    expect(body.contact.phone).toBe("+92300 1234567");
    const parsed = bookingSubmissionSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.contact.phone).toBe("+923001234567");
    expect(parsed.data?.legs[0]?.flightNumber).toBe("SV1234");
  });

  it("read the phone: a typed country code or a Saudi number is kept as typed", () => {
    expect(phoneWithCountry("+44 7700 900123", "PK")).toBe("+44 7700 900123");
    expect(phoneWithCountry("0044 7700 900123", "PK")).toBe("0044 7700 900123");
    expect(phoneWithCountry("0501234567", "SA")).toBe("0501234567");
    expect(phoneWithCountry("812 345 6789", "ID")).toBe("+62812 345 6789");
    expect(phoneWithCountry("", "EG")).toBe("");
  });

  it("add a return leg the other way round, with its own date", () => {
    const back = returnLeg(filled().legs[0]!);
    expect(back.from).toEqual({ placeId: addressChoice("makkah"), address: "Hilton Suites, Ibrahim Al Khalil Road" });
    expect(back.to).toEqual({ placeId: "jed-terminal-1", address: "" });
    expect(back.date).toBe("");
  });

  it("allow as many legs as the server", () => expect(FORM_MAX_LEGS).toBe(MAX_LEGS));

  it("leave the time empty until both the day and the hour are picked", () => {
    expect(riyadhInstant("2027-01-10", "")).toBe("");
    expect(riyadhInstant("", "10:00")).toBe("");
    expect(new Date(riyadhInstant("2027-01-10", "02:15")).toISOString()).toBe("2027-01-09T23:15:00.000Z");
  });

  it("offer Saudi Arabia first and name countries in the page's language", () => {
    const arabic = countryOptions("ar");
    expect(arabic[0]?.[0]).toBe("SA");
    expect(arabic.find(([code]) => code === "PK")?.[1]).toContain("باكستان");
    expect(dialCodeOf("PK")).toBe("92");
    expect(dialCodeOf("toString")).toBeUndefined();
  });

  it("give each submission attempt a key the server accepts, never the same twice", () => {
    const first = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
