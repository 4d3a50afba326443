import { z } from "zod";
import { normalisePhone } from "../bookings/phone";
import { PLACE_CITIES } from "../bookings/places";
import { isCalendarDate } from "../bookings/riyadh-time";
import { DOCUMENT_KINDS, OPERATOR_KINDS, OPERATOR_STATUSES } from "../dispatch/dispatch-constants";
import { LANGUAGES } from "../i18n/languages";
import { pageNumberSchema } from "../pagination/page-query.schema";
import { safeText } from "../validation/safe-text";

/*
 * The payloads of admin operators (/admin/operators): one schema per payload, used by the form
 * (react-hook-form's zod resolver) and by the route. Messages are English sentences; the staff
 * API and the form translate them through operators-texts.ts.
 */
const text = (label: string, max: number, min = 0) =>
  safeText({ min, max, messages: { tooShort: `Enter the ${label}.`, tooLong: `Keep the ${label} under ${max} characters.` } });

/** Any way a phone is typed ("0501234567", "+966 50…", Arabic digits), stored as E.164. */
export const operatorPhoneSchema = safeText({ min: 1, max: 30, messages: { tooShort: "Enter a phone number.", tooLong: "Enter a phone number." } }).transform(
  (value, ctx) => {
    const e164 = normalisePhone(value);
    if (e164) return e164;
    ctx.addIssue({ code: "custom", message: "Enter a phone number with its country code, such as +966 50 123 4567." });
    return z.NEVER;
  },
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = safeText({ max: 254, messages: { tooLong: "Enter a valid email address." } }).refine(
  (value) => value === "" || EMAIL.test(value),
  "Enter a valid email address.",
);

/** What the company pays the operator for one leg of a class by default: halalas, 0 … SAR 100,000. */
export const defaultPriceSchema = z
  .number({ error: "Enter an amount in riyals." })
  .int("Use at most two decimals.")
  .min(0, "The amount cannot be negative.")
  .max(10_000_000, "The amount is too large (at most SAR 100,000).")
  .nullable();

const vehicleClass = z
  .string({ error: "Choose a vehicle class." })
  .max(200, "Choose a vehicle class.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose a vehicle class.");

export const operatorClassSchema = z.object({ vehicleClass, defaultPriceHalalas: defaultPriceSchema });

export const operatorVehicleSchema = z.object({
  plate: safeText({ min: 1, max: 15, messages: { tooShort: "Enter the plate.", tooLong: "Keep the plate under 15 characters." } })
    .transform((value) => value.toUpperCase().replace(/\s+/g, " "))
    .refine((value) => /^[A-Z0-9\u0621-\u064A\u0660-\u0669 -]+$/.test(value), "Use letters, digits, spaces and hyphens only."),
  model: text("model", 60, 1),
  vehicleClass,
  seats: z.number({ error: "Enter the number of seats." }).int("Enter a whole number.").min(1, "At least 1 seat.").max(60, "At most 60 seats."),
  colour: text("colour", 30),
});

export const operatorDriverSchema = z.object({ name: text("driver's name", 80, 1), phone: operatorPhoneSchema });

export const operatorDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: "Choose the kind of document." }),
  number: text("document number", 40),
  expiresOn: z.string({ error: "Enter a date as YYYY-MM-DD." }).refine(isCalendarDate, "Enter a date as YYYY-MM-DD."),
});

const unique = <T>(items: readonly T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

export const operatorInputSchema = z
  .object({
    name: text("name", 120, 1),
    kind: z.enum(OPERATOR_KINDS, { error: "Choose a company or an independent driver." }),
    phone: operatorPhoneSchema,
    whatsapp: z.boolean({ error: "Say whether this number has WhatsApp." }),
    email,
    language: z.enum(LANGUAGES, { error: "Choose English or Arabic." }),
    spokenLanguages: z
      .array(
        z.string({ error: "Use two-letter language codes such as ar, en, ur." }).regex(/^[a-z]{2}$/, "Use two-letter language codes such as ar, en, ur."),
        {
          error: "Use two-letter language codes such as ar, en, ur.",
        },
      )
      .max(12, "At most 12 languages.")
      .refine((codes) => unique(codes, (code) => code), "Each language once."),
    serviceAreas: z
      .array(z.enum(PLACE_CITIES, { error: "Choose cities from the list." }), { error: "Choose at least one city." })
      .min(1, "Choose at least one city.")
      .refine((cities) => unique(cities, (city) => city), "Each city once."),
    classes: z
      .array(operatorClassSchema, { error: "Choose at least one vehicle class." })
      .min(1, "Choose at least one vehicle class.")
      .max(12, "At most 12 vehicle classes.")
      .refine((classes) => unique(classes, (row) => row.vehicleClass), "Each vehicle class once."),
    vehicles: z.array(operatorVehicleSchema, { error: "Not a list of vehicles." }).max(50, "At most 50 vehicles."),
    drivers: z.array(operatorDriverSchema, { error: "Not a list of drivers." }).max(50, "At most 50 drivers."),
    documents: z.array(operatorDocumentSchema, { error: "Not a list of documents." }).max(20, "At most 20 documents."),
    notes: safeText({ max: 2000, multiline: true, messages: { tooLong: "Keep the notes under 2000 characters." } }),
  })
  .superRefine((input, ctx) => {
    const served = new Set(input.classes.map((row) => row.vehicleClass));
    const plates = new Set<string>();
    input.vehicles.forEach((vehicle, i) => {
      if (plates.has(vehicle.plate)) ctx.addIssue({ code: "custom", path: ["vehicles", i, "plate"], message: "This plate is already in the list." });
      plates.add(vehicle.plate);
      if (!served.has(vehicle.vehicleClass))
        ctx.addIssue({ code: "custom", path: ["vehicles", i, "vehicleClass"], message: "Add this vehicle class to the classes served first." });
    });
  });
/** The form's values before parsing (phones as typed), and what the route receives after. */
export type OperatorFormValues = z.input<typeof operatorInputSchema>;
export type OperatorInput = z.output<typeof operatorInputSchema>;

/** PATCH: the whole operator, with the version the screen showed (another edit in between: 409). */
export const operatorUpdateSchema = z.object({
  operator: operatorInputSchema,
  version: z.number({ error: "Reload the page and try again." }).int().min(1).max(2_147_483_647),
});
export type OperatorUpdate = z.output<typeof operatorUpdateSchema>;

/** Suspend or reactivate, with a note kept in the audit log. */
export const operatorStatusSchema = z.object({
  status: z.enum(OPERATOR_STATUSES, { error: "Choose active or suspended." }),
  note: safeText({ max: 500, multiline: true, messages: { tooLong: "Keep the note under 500 characters." } }),
  version: z.number({ error: "Reload the page and try again." }).int().min(1).max(2_147_483_647),
});
export type OperatorStatusInput = z.infer<typeof operatorStatusSchema>;

/** due: expired or expiring within the warning days (what the dashboard counts). */
export const DOCUMENT_FILTERS = ["due", "expired", "expiring"] as const;
export type DocumentFilter = (typeof DOCUMENT_FILTERS)[number];
export const OPERATORS_PAGE_SIZE = 20;

/** GET /api/admin/operators?q=&status=&vehicleClass=&city=&documents=&page= — an empty value is no filter. */
export const operatorListQuerySchema = z.object({
  q: safeText({ max: 100, messages: { tooLong: "Keep the search under 100 characters." } }).optional(),
  status: z.enum([...OPERATOR_STATUSES, ""], { error: "Choose active or suspended." }).optional(),
  vehicleClass: z
    .string()
    .max(200)
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, "Choose a vehicle class.")
    .optional(),
  city: z.enum([...PLACE_CITIES, ""], { error: "Choose cities from the list." }).optional(),
  documents: z.enum([...DOCUMENT_FILTERS, ""], { error: "Choose a document state from the list." }).optional(),
  page: pageNumberSchema.optional(),
});
export type OperatorListQuery = z.infer<typeof operatorListQuerySchema>;
