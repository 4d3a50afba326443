import { and, asc, eq, gte, inArray, lte, max, ne } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookings, jobs } from "#server/db/schema/bookings";
import { operatorClasses, operatorDocuments, operatorDrivers, operators, operatorVehicles } from "#server/db/schema/operators";

type Executor = Database | Transaction;

/** An operator with what decides whether they fit a leg (#shared/dispatch/operator-eligibility). */
export interface OperatorFit {
  id: number;
  name: string;
  kind: string;
  phone: string;
  whatsapp: boolean;
  email: string | null;
  language: string;
  status: string;
  serviceAreas: string[];
  vehicleClassIds: number[];
  documentExpiries: string[];
  /** The most seats among their vehicles of the leg's class (0 when none are listed). */
  seatsInClass: number;
  /** Their default price for one leg of the class, when set. */
  defaultPriceHalalas: number | null;
}

/** The statuses in which a leg holds its operator (busy at that time). */
export const HOLDING_STATUSES = ["assigned", "confirmed", "started", "arrived", "on_board"] as const;

/** Operators as dispatch weighs them for one vehicle class: every one, or the ones named. */
export async function operatorsFit(executor: Executor, vehicleClassId: number, ids?: number[]): Promise<OperatorFit[]> {
  if (ids && ids.length === 0) return [];
  const rows = await executor
    .select({
      id: operators.id,
      name: operators.name,
      kind: operators.kind,
      phone: operators.phone,
      whatsapp: operators.whatsapp,
      email: operators.email,
      language: operators.language,
      status: operators.status,
      serviceAreas: operators.serviceAreas,
    })
    .from(operators)
    .where(ids ? inArray(operators.id, ids) : undefined)
    .orderBy(asc(operators.name), asc(operators.id));
  if (rows.length === 0) return [];
  const operatorIds = rows.map((row) => row.id);
  const [classes, documents, seats] = await Promise.all([
    executor.select().from(operatorClasses).where(inArray(operatorClasses.operatorId, operatorIds)),
    executor
      .select({ operatorId: operatorDocuments.operatorId, expiresOn: operatorDocuments.expiresOn })
      .from(operatorDocuments)
      .where(inArray(operatorDocuments.operatorId, operatorIds)),
    executor
      .select({ operatorId: operatorVehicles.operatorId, seats: max(operatorVehicles.seats) })
      .from(operatorVehicles)
      .where(and(inArray(operatorVehicles.operatorId, operatorIds), eq(operatorVehicles.vehicleClassId, vehicleClassId)))
      .groupBy(operatorVehicles.operatorId),
  ]);
  return rows.map((row) => {
    const own = classes.filter((entry) => entry.operatorId === row.id);
    return {
      ...row,
      serviceAreas: Array.isArray(row.serviceAreas) ? row.serviceAreas : [],
      vehicleClassIds: own.map((entry) => entry.vehicleClassId),
      documentExpiries: documents.filter((doc) => doc.operatorId === row.id).map((doc) => doc.expiresOn),
      seatsInClass: seats.find((entry) => entry.operatorId === row.id)?.seats ?? 0,
      defaultPriceHalalas: own.find((entry) => entry.vehicleClassId === vehicleClassId)?.defaultPriceHalalas ?? null,
    };
  });
}

/** Other legs the operators hold within the window around a pickup (the overlap warning). */
export async function legsAround(
  executor: Executor,
  operatorIds: number[],
  window: { from: Date; to: Date },
  excludeJobId: number,
): Promise<{ operatorId: number; jobId: number; reference: string; pickupAt: Date }[]> {
  if (operatorIds.length === 0) return [];
  const rows = await executor
    .select({ operatorId: jobs.operatorId, jobId: jobs.id, reference: bookings.reference, pickupAt: jobs.pickupAt })
    .from(jobs)
    .innerJoin(bookings, eq(jobs.bookingId, bookings.id))
    .where(
      and(
        inArray(jobs.operatorId, operatorIds),
        inArray(jobs.status, [...HOLDING_STATUSES]),
        gte(jobs.pickupAt, window.from),
        lte(jobs.pickupAt, window.to),
        ne(jobs.id, excludeJobId),
      ),
    )
    .orderBy(asc(jobs.pickupAt));
  return rows.flatMap((row) => (row.operatorId === null ? [] : [{ ...row, operatorId: row.operatorId }]));
}

/** An operator's drivers, and their vehicles (all classes; callers filter). */
export async function operatorFleet(executor: Executor, operatorId: number) {
  const [drivers, vehicles] = await Promise.all([
    executor
      .select({ id: operatorDrivers.id, name: operatorDrivers.name, phone: operatorDrivers.phone })
      .from(operatorDrivers)
      .where(eq(operatorDrivers.operatorId, operatorId))
      .orderBy(asc(operatorDrivers.name)),
    executor
      .select({
        id: operatorVehicles.id,
        plate: operatorVehicles.plate,
        model: operatorVehicles.model,
        seats: operatorVehicles.seats,
        colour: operatorVehicles.colour,
        vehicleClassId: operatorVehicles.vehicleClassId,
      })
      .from(operatorVehicles)
      .where(eq(operatorVehicles.operatorId, operatorId))
      .orderBy(asc(operatorVehicles.plate)),
  ]);
  return { drivers, vehicles };
}
