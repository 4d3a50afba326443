import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bookingFieldErrors } from "./booking-issues";
import { isBookingMessageKey } from "./booking-messages";
import { bookingSubmissionSchema, idempotencyKeySchema, quoteRequestSchema, type BookingSubmissionInput } from "./booking.schema";

const submission = (): BookingSubmissionInput => ({
  productSlug: "jeddah-airport-to-makkah",
  vehicleClassSlug: "suv",
  legs: [
    {
      from: { type: "place", placeId: "jed-north-terminal" },
      to: { type: "address", address: "  Hilton Suites, Jabal Omar, Makkah ", zone: "makkah" },
      pickupAt: "2026-03-01T14:30:00+03:00",
      flightNumber: "sv 1234",
      extras: [{ kind: "child_seat", quantity: 1 }],
    },
    { from: { type: "place", placeId: "makkah-haram-central" }, to: { type: "place", placeId: "jed-terminal-1" }, pickupAt: "2026-03-08T02:00:00Z" },
  ],
  adults: 2,
  children: 1,
  infants: 1,
  bags: 4,
  contact: { name: "Fatima Khan", phone: "0501234567", email: "", country: "pk", language: "ar", notes: "Wheelchair\r\nplease" },
  captcha: "payload",
});

const errorsOf = (value: unknown) => {
  const result = bookingSubmissionSchema.safeParse(value);
  return result.success ? {} : bookingFieldErrors(result.error, "en");
};

describe("booking submission schema", () => {
  it("accepts a two-leg booking and normalises it", () => {
    const value = bookingSubmissionSchema.parse(submission());
    expect(value.legs[0]).toMatchObject({ flightNumber: "SV1234", to: { address: "Hilton Suites, Jabal Omar, Makkah" } });
    expect(value.legs[1]?.extras).toEqual([]);
    expect(value.contact).toEqual({
      name: "Fatima Khan",
      phone: "+966501234567",
      whatsapp: true,
      email: undefined,
      country: "PK",
      language: "ar",
      notes: "Wheelchair\nplease",
    });
  });

  it("refuses any price the client sends, anywhere", () => {
    // Each is named in its sentence, under its own path (probe finding 24: not an empty key).
    expect(errorsOf({ ...submission(), price: 1 })).toEqual({ price: "“price” is not accepted." });
    const legs = submission().legs.map((leg) => ({ ...leg, totalHalalas: 100 }));
    expect(errorsOf({ ...submission(), legs })).toMatchObject({ "legs.0.totalHalalas": "“totalHalalas” is not accepted." });
    expect(bookingFieldErrors(bookingSubmissionSchema.safeParse({ ...submission(), price: 1, total: 2 }).error!, "ar")).toEqual({
      price: "الحقل «price» غير مقبول.",
      total: "الحقل «total» غير مقبول.",
    });
  });

  it("needs a flight number for airport pickups only", () => {
    const input = submission();
    delete input.legs[0]?.flightNumber;
    expect(errorsOf(input)).toEqual({ "legs.0.flightNumber": "Please enter the flight number so the driver can follow your landing." });
    expect(errorsOf({ ...submission(), legs: [{ ...submission().legs[0], flightNumber: "1234" }] })).toEqual({
      "legs.0.flightNumber": "Please enter a flight number such as SV 1234.",
    });
    expect(quoteRequestSchema.parse({ productSlug: "x", adults: 1, legs: [submission().legs[1]] }).legs[0]?.flightNumber).toBeUndefined();
  });

  it("gives per-field messages with their counts", () => {
    const legs = Array.from({ length: 7 }, () => submission().legs[1]);
    expect(errorsOf({ ...submission(), legs, adults: 0, bags: 101 })).toMatchObject({
      legs: "A booking can have at most 6 trips.",
      adults: "At least one adult must travel.",
      bags: "At most 100 bags per booking; contact us for more luggage.",
    });
    const extras = [
      { kind: "meet_greet_sign", quantity: 2 },
      { kind: "wine", quantity: 1 },
    ];
    expect(errorsOf({ ...submission(), legs: [{ ...submission().legs[1], extras }] })).toEqual({
      "legs.0.extras.1.kind": "Please choose extras from the list.",
    });
    const result = bookingSubmissionSchema.safeParse({
      ...submission(),
      legs: [{ ...submission().legs[1], extras: [{ kind: "meet_greet_sign", quantity: 2 }] }],
    });
    expect(result.success ? {} : bookingFieldErrors(result.error, "ar")).toEqual({ "legs.0.extras.0.quantity": "الحد الأقصى من هذه الإضافة 1 لكل رحلة." });
  });

  it("refuses control characters, bad phones, bad dates and legs out of order", () => {
    const input = submission();
    input.contact = { ...input.contact, name: "Fati\u0000ma", phone: "12345" };
    const legs = [{ ...submission().legs[1], pickupAt: "2026-02-30T10:00:00Z" }];
    expect(errorsOf({ ...input, legs })).toEqual({
      "contact.name": "Please remove the special characters from this text.",
      "contact.phone": "Please enter a mobile number, such as 05X XXX XXXX or with your country code (+).",
      "legs.0.pickupAt": "Please choose a valid date and time.",
    });
    // Cross-field rules run once every field is valid (zod skips refinements of a failing object).
    const outOfOrder = [submission().legs[1], submission().legs[1], { ...submission().legs[1], pickupAt: "2026-03-08T04:59:59+03:00" }];
    expect(errorsOf({ ...submission(), legs: outOfOrder })).toEqual({ "legs.2.pickupAt": "This trip starts before the previous one; please check the dates." });
    expect(errorsOf({ ...submission(), legs: [{ ...submission().legs[1], pickupAt: "2026-03-01T14:30:00" }] })).toEqual({
      "legs.0.pickupAt": "Please choose a valid date and time.",
    });
  });

  it("checks the idempotency key's shape", () => {
    expect(idempotencyKeySchema.safeParse("7d0f7a0e-3f7e-4d8e-9a43-2b4b8f1f3c11").success).toBe(true);
    expect(idempotencyKeySchema.safeParse("short").success).toBe(false);
    expect(idempotencyKeySchema.safeParse("x".repeat(16) + "\u0000").success).toBe(false);
  });

  it("never throws and answers only known message keys, whatever is posted", () => {
    const base = submission();
    const mutated = fc.oneof(
      fc.anything(),
      fc.record({ key: fc.constantFrom(...Object.keys(base)), value: fc.anything() }).map(({ key, value }) => ({ ...base, [key]: value })),
      fc.record({ key: fc.constantFrom("from", "to", "pickupAt", "flightNumber", "hours", "extras"), value: fc.anything() }).map(({ key, value }) => ({
        ...base,
        legs: [{ ...base.legs[0], [key]: value }],
      })),
      fc
        .record({ key: fc.constantFrom("name", "phone", "email", "country", "language", "notes", "whatsapp"), value: fc.oneof(fc.string(), fc.anything()) })
        .map(({ key, value }) => ({
          ...base,
          contact: { ...base.contact, [key]: value },
        })),
    );
    fc.assert(
      fc.property(mutated, (value) => {
        for (const schema of [bookingSubmissionSchema, quoteRequestSchema]) {
          const result = schema.safeParse(value);
          if (result.success) continue;
          for (const issue of result.error.issues) expect(isBookingMessageKey(issue.message), `${issue.path.join(".")}: ${issue.message}`).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
