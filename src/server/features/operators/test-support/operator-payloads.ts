import type { OperatorFormValues } from "#shared/operators/operator.schema";

/** A Makkah day `days` from today (YYYY-MM-DD), for document expiries. */
export function dayFromToday(days: number, now = new Date()): string {
  const makkah = new Date(now.getTime() + 3 * 3_600_000);
  makkah.setUTCDate(makkah.getUTCDate() + days);
  return makkah.toISOString().slice(0, 10);
}

/** A complete operator as the form sends it (phones as typed); overrides replace whole fields. */
export function operatorPayload(overrides: Partial<OperatorFormValues> = {}): OperatorFormValues {
  return {
    name: "Al Noor Transport",
    kind: "company",
    phone: "0501234567",
    whatsapp: true,
    email: "desk@alnoor.example",
    language: "ar",
    spokenLanguages: ["ar", "ur"],
    serviceAreas: ["makkah", "jeddah"],
    classes: [
      { vehicleClass: "sedan", defaultPriceHalalas: 15_000 },
      { vehicleClass: "van", defaultPriceHalalas: null },
    ],
    vehicles: [{ plate: "abc 1234", model: "Toyota Camry 2024", vehicleClass: "sedan", seats: 4, colour: "White" }],
    drivers: [{ name: "Yusuf Khan", phone: "+966 55 111 2222" }],
    documents: [{ kind: "insurance", number: "INS-1", expiresOn: dayFromToday(200) }],
    notes: "",
    ...overrides,
  };
}
