import { desc, eq, like } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { jobs } from "#server/db/schema/bookings";
import { operatorClasses, operatorDocuments, operatorDrivers, operators, operatorVehicles } from "#server/db/schema/operators";
import { outboxMessages } from "#server/db/schema/outbox";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";

let serial = 0;

/**
 * For API tests only: an operator as the operators screens would have stored it, written straight
 * to the tables (the operators feature is another lane). Serves the first vehicle class unless
 * told otherwise, in Makkah and Jeddah, with one vehicle of 7 seats and one driver.
 */
export async function insertTestOperator(
  db: Database,
  options: {
    name?: string;
    language?: "en" | "ar";
    whatsapp?: boolean;
    email?: string | null;
    status?: "active" | "suspended";
    classIds?: number[];
    areas?: string[];
    seats?: number;
    defaultPriceHalalas?: number | null;
    documentExpiresOn?: string;
  } = {},
) {
  serial += 1;
  const [firstClass] = await db.select({ id: vehicleClasses.id }).from(vehicleClasses).orderBy(vehicleClasses.id).limit(1);
  const classIds = options.classIds ?? [firstClass!.id];
  const [operator] = await db
    .insert(operators)
    .values({
      name: options.name ?? `Test Operator ${serial}`,
      phone: `+96655${String(1_000_000 + serial * 7_919 + Math.floor(Math.random() * 1_000)).slice(0, 7)}`,
      whatsapp: options.whatsapp ?? true,
      email: options.email === undefined ? `operator${serial}@example.com` : options.email,
      language: options.language ?? "ar",
      serviceAreas: options.areas ?? ["jeddah", "makkah"],
      status: options.status ?? "active",
    })
    .returning();
  const id = operator!.id;
  await db
    .insert(operatorClasses)
    .values(classIds.map((vehicleClassId) => ({ operatorId: id, vehicleClassId, defaultPriceHalalas: options.defaultPriceHalalas ?? 20_000 })));
  const [vehicle] = await db
    .insert(operatorVehicles)
    .values({ operatorId: id, plate: `ABC ${1000 + serial}`, model: "Toyota Camry", vehicleClassId: classIds[0]!, seats: options.seats ?? 7 })
    .returning();
  const [driver] = await db
    .insert(operatorDrivers)
    .values({ operatorId: id, name: `Driver ${serial}`, phone: "+966501112233" })
    .returning();
  if (options.documentExpiresOn) await db.insert(operatorDocuments).values({ operatorId: id, kind: "licence", expiresOn: options.documentExpiresOn });
  return { id, name: operator!.name, phone: operator!.phone, email: operator!.email, vehicleId: vehicle!.id, driverId: driver!.id };
}

/** The leg of a test booking (legIndex 0 unless told). */
export async function jobOf(db: Database, bookingId: number, legIndex = 0) {
  const rows = await db.select().from(jobs).where(eq(jobs.bookingId, bookingId));
  return rows.find((row) => row.legIndex === legIndex)!;
}

/** The token in the newest outbox message carrying a link of this kind to this recipient. */
export async function tokenSentTo(db: Database, recipient: string, path: "operator-availability" | "operator-confirm" | "op/start"): Promise<string> {
  const sent = await db
    .select({ recipient: outboxMessages.recipient, body: outboxMessages.body })
    .from(outboxMessages)
    .where(like(outboxMessages.body, `%/${path}/%`))
    .orderBy(desc(outboxMessages.id));
  const message = sent.find((row) => row.recipient === recipient);
  const match = message?.body.match(new RegExp(`/${path.replace("/", "\\/")}/([A-Za-z0-9_-]{43})`));
  if (!match?.[1]) throw new Error(`no ${path} link sent to ${recipient}`);
  return match[1];
}
