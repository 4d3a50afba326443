import { describe, expect, it } from "vitest";
import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import { readOperatorForm } from "./operator-form";

const leg: OperatorLegView = {
  purpose: "operator_confirm",
  language: "ar",
  operatorName: "Al Noor Transport",
  reference: "RH-2026-000123",
  legIndex: 0,
  status: "assigned",
  pickupAt: "2026-12-01T10:30:00.000Z",
  from: { type: "place", placeId: "jed-north-terminal" },
  to: { type: "address", address: "Hilton Suites, Ibrahim Al Khalil St", zone: "makkah" },
  vehicleClass: { en: "Sedan", ar: "سيدان" },
  passengers: { adults: 2, children: 1, infants: 0 },
  bags: 3,
  flightNumber: "SV123",
  hours: null,
  operatorPriceHalalas: 18_000,
  answer: null,
  fleet: { drivers: [{ id: 7, name: "Khalid", phone: "+966501234567" }], vehicles: [{ id: 9, plate: "ABC 1234", model: "Toyota Camry", seats: 4 }] },
  driver: null,
  vehicle: null,
  customer: null,
  nextSteps: [],
};

describe("reading an operator page's form", () => {
  it("accepts with one of their own driver and car, or typed ones (the phone kept in E.164)", () => {
    expect(readOperatorForm("operator_confirm", { intent: "accept", driverId: "7", vehicleId: "9", driverName: "", plate: "" }, leg)).toEqual({
      ok: true,
      command: { intent: "accept", form: { driverId: 7, vehicleId: 9 } },
    });
    expect(
      readOperatorForm(
        "operator_confirm",
        { intent: "accept", driverId: "new", driverName: "سالم", driverPhone: "٠٥٠١٢٣٤٥٦٧", vehicleId: "new", plate: "XYZ 987", model: "Hyundai H1" },
        leg,
      ),
    ).toEqual({ ok: true, command: { intent: "accept", form: { driverName: "سالم", driverPhone: "+966501234567", plate: "XYZ 987", model: "Hyundai H1" } } });
  });

  it("refuses junk with the field it concerns", () => {
    const cases: [Record<string, string>, string][] = [
      [{ intent: "accept", driverId: "8", vehicleId: "9" }, "driver"],
      [{ intent: "accept", driverId: "7", vehicleId: "10" }, "vehicle"],
      [{ intent: "accept", driverId: "abc", vehicleId: "9" }, "driver"],
      [{ intent: "accept", vehicleId: "9" }, "driver"],
      [{ intent: "accept", driverName: "Sa", driverPhone: "123", vehicleId: "9" }, "driverPhone"],
      [{ intent: "accept", driverName: "Salem\u0000", driverPhone: "0501234567", vehicleId: "9" }, "driverName"],
      [{ intent: "accept", driverId: "7", plate: "AB 12" }, "model"],
      [{ intent: "accept", driverId: "7", vehicleId: "9", extra: "1" }, "invalid"],
      [{ intent: "decline", note: "x".repeat(501) }, "note"],
      [{ intent: "step", to: "started" }, "invalid"],
      [{ driverId: "7" }, "invalid"],
    ];
    for (const [fields, error] of cases) expect(readOperatorForm("operator_confirm", fields, leg), JSON.stringify(fields)).toEqual({ ok: false, error });
  });

  it("reads each page's own buttons only", () => {
    expect(readOperatorForm("operator_availability", { intent: "answer", answer: "available", note: "" }, leg)).toEqual({
      ok: true,
      command: { intent: "answer", form: { answer: "available" } },
    });
    expect(readOperatorForm("operator_availability", { intent: "answer", answer: "maybe" }, leg)).toEqual({ ok: false, error: "answer" });
    expect(readOperatorForm("operator_availability", { intent: "decline" }, leg)).toEqual({ ok: false, error: "invalid" });
    expect(readOperatorForm("operator_start", { intent: "step", to: "arrived", note: "At gate 3" }, leg)).toEqual({
      ok: true,
      command: { intent: "step", form: { to: "arrived", note: "At gate 3" } },
    });
    expect(readOperatorForm("operator_start", { intent: "step", to: "confirmed" }, leg)).toEqual({ ok: false, error: "step" });
    expect(readOperatorForm("operator_start", { intent: "step", to: "completed", note: "a\u0007b" }, leg)).toEqual({ ok: false, error: "note" });
  });
});
