import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { createdAt, demoFlag, updatedAt } from "./columns";
import { vehicleClasses } from "./vehicle-classes";

/**
 * Operators (DESIGN: Operator): transport companies and independent drivers the company sends
 * legs to. They have no account: they act through token links sent to their phone or email, in
 * `language`. A suspended operator, or one with an expired document, can be neither asked nor
 * assigned (#shared/dispatch/operator-eligibility).
 */
export const operators = pgTable(
  "operators",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** #shared/dispatch/operator.schema OPERATOR_KINDS: company | driver. */
    kind: text("kind").notNull().default("company"),
    /** E.164; messages go to WhatsApp when `whatsapp`, else by email. */
    phone: text("phone").notNull(),
    whatsapp: boolean("whatsapp").notNull().default(true),
    email: text("email"),
    /** The language of their messages and token pages (#shared/i18n/languages). */
    language: text("language").notNull().default("ar"),
    /** Languages their drivers speak with passengers (ISO 639-1 codes), for staff to choose. */
    spokenLanguages: jsonb("spoken_languages").$type<string[]>().notNull().default([]),
    /** Cities served (#shared/bookings/places PLACE_CITIES). */
    serviceAreas: jsonb("service_areas").$type<string[]>().notNull().default([]),
    /** #shared/dispatch/operator.schema OPERATOR_STATUSES: active | suspended. */
    status: text("status").notNull().default("active"),
    notes: text("notes"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    demo: demoFlag(),
  },
  (table) => [index("operators_status_idx").on(table.status, table.name)],
);

/** The vehicle classes an operator serves, with the default price the company pays them per leg. */
export const operatorClasses = pgTable(
  "operator_classes",
  {
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    vehicleClassId: integer("vehicle_class_id")
      .notNull()
      .references(() => vehicleClasses.id, { onDelete: "cascade" }),
    /** Default operator price for one leg of this class (halalas); null = staff type it on assign. */
    defaultPriceHalalas: integer("default_price_halalas"),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.vehicleClassId] })],
);

export const operatorVehicles = pgTable(
  "operator_vehicles",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    plate: text("plate").notNull(),
    model: text("model").notNull(),
    vehicleClassId: integer("vehicle_class_id")
      .notNull()
      .references(() => vehicleClasses.id),
    seats: integer("seats").notNull(),
    colour: text("colour"),
  },
  (table) => [index("operator_vehicles_operator_idx").on(table.operatorId)],
);

export const operatorDrivers = pgTable(
  "operator_drivers",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
  },
  (table) => [index("operator_drivers_operator_idx").on(table.operatorId)],
);

/** Licence, insurance, operating permit: an expired one blocks the operator; within 30 days it warns. */
export const operatorDocuments = pgTable(
  "operator_documents",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    /** #shared/dispatch/operator.schema DOCUMENT_KINDS. */
    kind: text("kind").notNull(),
    /** The document's number, as printed. */
    number: text("number"),
    /** The last day it is valid (Makkah date). */
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
  },
  (table) => [index("operator_documents_expiry_idx").on(table.expiresOn)],
);
