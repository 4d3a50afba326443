/**
 * Where a booking's time goes in the database, step by step, in this process (no HTTP): the
 * Idempotency-Key lookup, the catalogue read and the one-statement insert (with the customer's messages in its transaction), each timed over many
 * runs on PGlite in a temporary folder (and on PostgreSQL with DATABASE_URL).
 *   npx tsx bench/booking-steps.ts
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";
import { loadDemoContent } from "../src/server/db/seed/load-content";
import { seedDemoContentOnce } from "../src/server/db/seed/seed-demo";
import { createBookingCreateRepository, type NewBookingPlan } from "../src/server/features/bookings/booking-create.repository";
import { createCatalogueRepository } from "../src/server/features/bookings/catalogue.repository";
import { customerMessages } from "../src/server/features/bookings/customer-messages";
import { createMessaging, type Messaging } from "../src/server/platform/messaging/messaging";

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);

let messaging: Messaging;

function plan(phone: number): NewBookingPlan {
  return {
    customer: { name: "Aisha Rahman", phone: `+44770${String(phone).padStart(7, "0")}`, whatsapp: true, email: "a@example.com", country: "GB", language: "en" },
    booking: {
      productId: 1,
      vehicleClassId: 1,
      adults: 2,
      children: 0,
      infants: 0,
      bags: 2,
      notes: null,
      priceBreakdown: { currency: "SAR", legs: [], totalHalalas: 25_000 } as never,
      totalHalalas: 25_000,
      source: "web",
      language: "en",
      createdByUserId: null,
      idempotencyKey: randomUUID(),
      requestHash: "x".repeat(43),
    },
    legs: [
      {
        pickupAt: new Date(Date.now() + 7 * 86_400_000),
        pickup: { type: "place", placeId: "jed-terminal-1" },
        dropoff: { type: "place", placeId: "makkah-ajyad" },
        flightNumber: "SV 1234",
        hours: null,
        extras: [],
        priceHalalas: 25_000,
      },
    ],
    eventSource: "web",
    actor: "customer",
    link: { tokenHash: randomUUID().replace(/-/g, "").repeat(2), expiresAt: new Date(Date.now() + 30 * 86_400_000) },
    // The customer's messages, through the workflow rules as the service sends them (seeded defaults).
    afterInsert: (tx, stored) =>
      messaging.deliver(
        tx,
        customerMessages(
          "booking.created",
          { phone: `+44770${String(phone).padStart(7, "0")}`, whatsapp: true, email: "a@example.com" },
          { name: "Aisha Rahman", reference: stored.reference, link: "https://rihla.example/booking-info/x", language: "en", confirmWithinHours: 12 },
          `booking:${stored.id}`,
        ),
      ),
    referencePrefix: "RH-2026-",
  };
}

async function time(name: string, step: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await step(-1 - i);
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) await step(i);
  const perRun = (performance.now() - started) / RUNS;
  console.log(`${name.padEnd(40)} ${perRun.toFixed(3)} ms  (${(1000 / perRun).toFixed(0)}/s one at a time)`);
}

async function run(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  await seedDemoContentOnce(handle.db, () => loadDemoContent());
  messaging = createMessaging(handle.db);
  await messaging.seedDefaults();
  const catalogue = createCatalogueRepository(handle.db);
  const repository = createBookingCreateRepository(handle.db);
  console.log(`\n${label}, ${RUNS} runs each`);
  await time("idempotency-key lookup", () => repository.findByIdempotencyKey(randomUUID()));
  await time("catalogue read (one product)", () => catalogue.tripCatalogue("jeddah-airport-to-makkah"));
  let phone = 0;
  await time("insert (customer…outbox, one statement)", () => repository.insert(plan(++phone)));
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "rihla-bench-steps-"));
  try {
    const pglite = openDatabase({ dataDir: dir });
    await run("PGlite (data folder)", pglite);
    await pglite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const pg = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir });
    await run("PostgreSQL", pg);
    await pg.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
