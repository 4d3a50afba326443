import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PriceBreakdown } from "#shared/bookings/pricing";
import type { QuoteAdjustment } from "#shared/bookings/quote-adjustments";
import { createdAt, updatedAt } from "./columns";
import { operators } from "./operators";
import { products } from "./products";
import { users } from "./users";
import { vehicleClasses } from "./vehicle-classes";

/**
 * The number inside a booking reference (`RH-<year>-<6 digits>`). A sequence, not max()+1, so
 * concurrent submissions on several server processes never get the same number; gaps (a rolled
 * back insert) are harmless.
 */
export const bookingReferenceSequence = pgSequence("booking_reference_seq", { startWith: 1, increment: 1 });

/** The person who books (DESIGN: Customer). Found again by phone, so a returning pilgrim is one row. */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** E.164, e.g. +966501234567. */
    phone: text("phone").notNull(),
    whatsapp: boolean("whatsapp").notNull().default(true),
    email: text("email"),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    language: text("language").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("customers_phone_idx").on(table.phone)],
);

/** One request for transport (DESIGN: Booking). Its legs are jobs. */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    vehicleClassId: integer("vehicle_class_id")
      .notNull()
      .references(() => vehicleClasses.id),
    /** #shared/bookings/booking-lifecycle BOOKING_STATUSES. */
    status: text("status").notNull().default("pending"),
    adults: integer("adults").notNull(),
    children: integer("children").notNull().default(0),
    infants: integer("infants").notNull().default(0),
    bags: integer("bags").notNull().default(0),
    notes: text("notes"),
    /** The server-computed breakdown stored at submission (or at the last staff edit). */
    priceBreakdown: jsonb("price_breakdown").$type<PriceBreakdown>().notNull(),
    /** Whole riyals in halalas, VAT included: the breakdown's total, or the staff quote when there is one. */
    totalHalalas: integer("total_halalas").notNull(),
    /** A staff quote replaces the computed total; the reason is internal (staff timeline only). */
    quotedTotalHalalas: integer("quoted_total_halalas"),
    quoteReason: text("quote_reason"),
    /** The quote's lines beside the trip's breakdown (quote-adjustments); the trip's total plus them is the quoted total. */
    quoteAdjustments: jsonb("quote_adjustments").$type<QuoteAdjustment[]>(),
    /** #shared/bookings/booking-kinds PAYMENT_STATUSES. */
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    /** #shared/bookings/booking-kinds BOOKING_SOURCES. */
    source: text("source").notNull().default("web"),
    /** The language messages to the customer are written in. */
    language: text("language").notNull(),
    cancelReason: text("cancel_reason"),
    /** Set when the customer asks to cancel after the free cut-off; staff decide. */
    cancellationRequestedAt: timestamp("cancellation_requested_at", { withTimezone: true }),
    /** Staff who entered a phone/WhatsApp booking; null for the public form. */
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The public form's Idempotency-Key, and a hash of the body it came with (same key + other body = 422). */
    idempotencyKey: text("idempotency_key").unique(),
    requestHash: text("request_hash"),
    /** Optimistic concurrency for staff edits. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("bookings_status_idx").on(table.status, table.createdAt),
    index("bookings_customer_idx").on(table.customerId),
    index("bookings_created_idx").on(table.createdAt),
  ],
);

/** One leg of a booking, done by one operator (DESIGN: Job). Operator, vehicle and driver come with dispatch. */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** 0-based position in the booking. */
    legIndex: integer("leg_index").notNull(),
    /** #shared/bookings/job-lifecycle JOB_STATUSES. */
    status: text("status").notNull().default("unassigned"),
    pickupAt: timestamp("pickup_at", { withTimezone: true }).notNull(),
    /** #shared/bookings/booking-leg.schema LegEndpoint: a preset place id or a free address (+ optional coordinates). */
    pickup: jsonb("pickup").$type<Record<string, unknown>>().notNull(),
    dropoff: jsonb("dropoff").$type<Record<string, unknown>>().notNull(),
    flightNumber: text("flight_number"),
    /** Hourly products only. */
    hours: integer("hours"),
    /** Hourly hire only: the customer's plan, as typed. */
    plan: text("plan"),
    extras: jsonb("extras")
      .$type<{ kind: string; quantity: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    vehicleClassId: integer("vehicle_class_id")
      .notNull()
      .references(() => vehicleClasses.id),
    priceHalalas: integer("price_halalas").notNull(),
    /** Given by the operator on confirming (picked from theirs or typed). */
    vehicle: jsonb("vehicle").$type<{ plate: string; model: string; colour?: string | null }>(),
    driver: jsonb("driver").$type<{ name: string; phone: string }>(),
    /** Dispatch: the operator asked to do the leg (from `assigned` on), and what the company pays them. */
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
    operatorPriceHalalas: integer("operator_price_halalas"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** An assigned leg not confirmed by then goes back to unassigned (no-answer timeout). */
    confirmBy: timestamp("confirm_by", { withTimezone: true }),
    /** Why staff must look at the leg (#shared/dispatch ATTENTION_REASONS: no_answer, declined, nobody_available); null when nothing. */
    attention: text("attention"),
    attentionAt: timestamp("attention_at", { withTimezone: true }),
    /** When the start link last went to the operator (the scheduler sends it once, staff may resend). */
    startLinkSentAt: timestamp("start_link_sent_at", { withTimezone: true }),
    /** Bumped on every dispatch move; realtime events carry it. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("jobs_booking_leg_idx").on(table.bookingId, table.legIndex),
    index("jobs_pickup_idx").on(table.pickupAt, table.status),
    index("jobs_operator_idx").on(table.operatorId, table.pickupAt),
    index("jobs_confirm_by_idx")
      .on(table.confirmBy)
      .where(sql`${table.status} = 'assigned'`),
  ],
);

/**
 * The booking's timeline: status moves and everything else staff or the customer did (kind =
 * status, quote, payment, note, edit, link, message). `actor` is #shared/bookings/lifecycle ACTORS.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actor: text("actor").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** Where it happened: web, admin, link, system, whatsapp, phone. */
    source: text("source").notNull(),
    note: text("note"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("booking_events_booking_idx").on(table.bookingId, table.at)],
);

/** Each job transition (DESIGN: who, when, from, to, source staff/operator/system, note). */
export const jobEvents = pgTable(
  "job_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    source: text("source").notNull(),
    note: text("note"),
    /** What the move carried: the operator and price on assign, driver and vehicle on confirm. */
    data: jsonb("data").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_events_job_idx").on(table.jobId, table.at)],
);

/**
 * Capability links (DESIGN: Token links): only the SHA-256 of the token is stored, one purpose
 * each (booking, track, operator_confirm, operator_availability, operator_start, testimonial), an expiry and a
 * revocation. Reissuing revokes the previous link of the same purpose.
 */
export const tokenLinks = pgTable(
  "token_links",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose").notNull(),
    /** Hex SHA-256 of the token; the token itself is never stored or logged. */
    tokenHash: text("token_hash").notNull().unique(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    /** Operator links: whose link it is (several operators are asked about one leg). */
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("token_links_booking_idx").on(table.bookingId, table.purpose),
    index("token_links_job_idx").on(table.jobId, table.purpose),
    // The thank-you link of a completed booking: one per booking, ever.
    uniqueIndex("token_links_testimonial_idx")
      .on(table.bookingId)
      .where(sql`${table.purpose} = 'testimonial'`),
  ],
);
