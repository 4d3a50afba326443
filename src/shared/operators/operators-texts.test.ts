import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messagesOf } from "../validation/messages-of";
import { operatorInputSchema, operatorListQuerySchema, operatorStatusSchema, operatorUpdateSchema } from "./operator.schema";
import { hasOperatorsArabic, operatorsText } from "./operators-texts";

const long = (n: number) => "x".repeat(n);
const vehicle = { plate: "AB 1", model: "Camry", vehicleClass: "sedan", seats: 4, colour: "" };

describe("admin operators texts", () => {
  it("has the Arabic of every message the operators schemas give for junk", () => {
    const messages = [
      ...messagesOf(operatorInputSchema, [
        {},
        {
          name: "",
          kind: "x",
          phone: "",
          whatsapp: "x",
          email: "x",
          language: "fr",
          spokenLanguages: ["eng", "ar", "ar", 5],
          serviceAreas: [],
          classes: [],
          vehicles: "x",
          drivers: "x",
          documents: "x",
          notes: long(2001),
        },
        {
          name: long(121),
          phone: "12",
          serviceAreas: ["x", "makkah", "makkah"],
          spokenLanguages: Array.from({ length: 13 }, (_, i) => String.fromCharCode(97 + i) + "a"),
          classes: [
            { vehicleClass: "Bad!", defaultPriceHalalas: -1 },
            { vehicleClass: "sedan", defaultPriceHalalas: 1.5 },
            { vehicleClass: "sedan", defaultPriceHalalas: 10_000_001 },
            { vehicleClass: 5, defaultPriceHalalas: "x" },
          ],
          vehicles: [
            { plate: "", model: "", vehicleClass: "van", seats: 0, colour: long(31) },
            { plate: long(16), model: long(61), seats: 61 },
            { plate: "<>", seats: 1.5 },
            { plate: "AB 1", seats: "x" },
            vehicle,
            vehicle,
          ],
          drivers: [
            { name: "", phone: "1" },
            { name: long(81), phone: "" },
          ],
          documents: [
            { kind: "x", number: long(41), expiresOn: "2030-02-30" },
            { kind: "licence", expiresOn: 5 },
          ],
        },
        {
          classes: Array.from({ length: 13 }, (_, i) => ({ vehicleClass: `c${i}`, defaultPriceHalalas: null })),
          vehicles: Array(51).fill(vehicle),
          drivers: Array(51).fill({}),
          documents: Array(21).fill({}),
        },
        { serviceAreas: "x", classes: "x", spokenLanguages: "x", name: "\u0000" },
      ]),
      ...messagesOf(operatorUpdateSchema, [{}, { version: "x" }]),
      ...messagesOf(operatorStatusSchema, [{}, { status: "x", note: long(501), version: 0 }]),
      ...messagesOf(operatorListQuerySchema, [{ status: "x", city: "x", documents: "x", vehicleClass: "X!", q: long(101) }]),
    ];
    const unique = [...new Set(messages)];
    expect(unique.length).toBeGreaterThan(40);
    expect(unique.filter((message) => !hasOperatorsArabic(message))).toEqual([]);
  });

  it("has the Arabic of every refusal the operators service and routes write", () => {
    const read = (file: string) => readFileSync(path.join(import.meta.dirname, "../../server/features/operators", file), "utf8");
    const sentences = [read("operators.service.ts"), read("operators.routes.ts")].flatMap((source) =>
      [...source.matchAll(/(?:message: |NOT_FOUND = |= )"([A-Z][^"]+\.)"/g)].map((match) => match[1]!),
    );
    expect(sentences.length).toBeGreaterThanOrEqual(4);
    expect(sentences.filter((sentence) => !hasOperatorsArabic(sentence))).toEqual([]);
  });

  it("answers in the staff member's language", () => {
    expect(operatorsText("Choose at least one city.", "ar")).toBe("اختر مدينة واحدة على الأقل.");
    expect(operatorsText("Choose at least one city.", "en")).toBe("Choose at least one city.");
  });
});
