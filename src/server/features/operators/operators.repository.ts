import { and, asc, count, eq, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { jobs } from "#server/db/schema/bookings";
import { availabilityRequests } from "#server/db/schema/dispatch";
import { operatorClasses, operatorDocuments, operatorDrivers, operators, operatorVehicles } from "#server/db/schema/operators";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import { normalisePhone } from "#shared/bookings/phone";
import type { OperatorInput, OperatorListQuery } from "#shared/operators/operator.schema";

type Executor = Database | Transaction;
export type OperatorRow = typeof operators.$inferSelect;

/** The list's filters, resolved by the service (Makkah days for the document filters). */
export interface OperatorFilter extends Omit<OperatorListQuery, "page"> {
  today: string;
  warnUntil: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Raw subqueries name their columns in full: drizzle leaves columns unqualified inside a select's fields.
const OPERATOR_ID = sql.raw(`"operators"."id"`);
const hasVehicle = (condition: SQL) => sql`exists (select 1 from operator_vehicles v where v.operator_id = ${OPERATOR_ID} and ${condition})`;
const hasDriver = (condition: SQL) => sql`exists (select 1 from operator_drivers d where d.operator_id = ${OPERATOR_ID} and ${condition})`;
const hasDocument = (condition: SQL) => sql`exists (select 1 from operator_documents doc where doc.operator_id = ${OPERATOR_ID} and ${condition})`;

function searchCondition(q: string): SQL | undefined {
  const pattern = likePattern(q);
  const phone = normalisePhone(q);
  const digits = q.replace(/\D/g, "");
  return or(
    ilike(operators.name, pattern),
    ilike(operators.phone, pattern),
    phone ? eq(operators.phone, phone) : undefined,
    digits.length >= 3 ? ilike(operators.phone, `%${digits}%`) : undefined,
    // Plates are stored upper case with single spaces (the schema normalises them).
    hasVehicle(sql`v.plate ilike ${pattern}`),
    hasDriver(sql`d.name ilike ${pattern}`),
  );
}

function filterCondition(filter: OperatorFilter): SQL | undefined {
  return and(
    filter.q ? searchCondition(filter.q) : undefined,
    filter.status ? eq(operators.status, filter.status) : undefined,
    filter.city ? sql`${operators.serviceAreas} @> ${JSON.stringify([filter.city])}::jsonb` : undefined,
    filter.vehicleClass
      ? sql`exists (select 1 from operator_classes oc join vehicle_classes vc on vc.id = oc.vehicle_class_id where oc.operator_id = ${OPERATOR_ID} and vc.slug = ${filter.vehicleClass})`
      : undefined,
    filter.documents === "due" ? hasDocument(sql`doc.expires_on <= ${filter.warnUntil}`) : undefined,
    filter.documents === "expired" ? hasDocument(sql`doc.expires_on < ${filter.today}`) : undefined,
    filter.documents === "expiring" ? hasDocument(sql`doc.expires_on >= ${filter.today} and doc.expires_on <= ${filter.warnUntil}`) : undefined,
  );
}

/** Every query of admin operators. Writes take the caller's transaction, so the audit row commits with them. */
export function createOperatorsRepository(db: Database) {
  const childrenOf = async (tx: Executor, id: number) => {
    const [classes, vehicles, drivers, documents] = await Promise.all([
      tx
        .select({ vehicleClass: vehicleClasses.slug, defaultPriceHalalas: operatorClasses.defaultPriceHalalas })
        .from(operatorClasses)
        .innerJoin(vehicleClasses, eq(vehicleClasses.id, operatorClasses.vehicleClassId))
        .where(eq(operatorClasses.operatorId, id))
        .orderBy(asc(vehicleClasses.sortOrder), asc(vehicleClasses.id)),
      tx
        .select({
          plate: operatorVehicles.plate,
          model: operatorVehicles.model,
          vehicleClass: vehicleClasses.slug,
          seats: operatorVehicles.seats,
          colour: operatorVehicles.colour,
        })
        .from(operatorVehicles)
        .innerJoin(vehicleClasses, eq(vehicleClasses.id, operatorVehicles.vehicleClassId))
        .where(eq(operatorVehicles.operatorId, id))
        .orderBy(asc(operatorVehicles.id)),
      tx
        .select({ name: operatorDrivers.name, phone: operatorDrivers.phone })
        .from(operatorDrivers)
        .where(eq(operatorDrivers.operatorId, id))
        .orderBy(asc(operatorDrivers.id)),
      tx
        .select({ kind: operatorDocuments.kind, number: operatorDocuments.number, expiresOn: operatorDocuments.expiresOn })
        .from(operatorDocuments)
        .where(eq(operatorDocuments.operatorId, id))
        .orderBy(asc(operatorDocuments.expiresOn), asc(operatorDocuments.id)),
    ]);
    return { classes, vehicles, drivers, documents };
  };

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    vehicleClasses: () =>
      db
        .select({ id: vehicleClasses.id, slug: vehicleClasses.slug, name: vehicleClasses.name })
        .from(vehicleClasses)
        .orderBy(asc(vehicleClasses.sortOrder), asc(vehicleClasses.id)),

    async page(filter: OperatorFilter, page: number, pageSize: number) {
      const where = filterCondition(filter);
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: operators.id,
            name: operators.name,
            kind: operators.kind,
            phone: operators.phone,
            whatsapp: operators.whatsapp,
            status: operators.status,
            serviceAreas: operators.serviceAreas,
            demo: operators.demo,
            vehicleCount: sql<number>`(select count(*) from operator_vehicles v where v.operator_id = ${OPERATOR_ID})`.mapWith(Number),
            driverCount: sql<number>`(select count(*) from operator_drivers d where d.operator_id = ${OPERATOR_ID})`.mapWith(Number),
            firstExpiry: sql<string | null>`(select min(doc.expires_on)::text from operator_documents doc where doc.operator_id = ${OPERATOR_ID})`,
            classes: sql<
              string[]
            >`(select coalesce(json_agg(vc.slug order by vc.sort_order, vc.id), '[]'::json) from operator_classes oc join vehicle_classes vc on vc.id = oc.vehicle_class_id where oc.operator_id = ${OPERATOR_ID})`,
          })
          .from(operators)
          .where(where)
          .orderBy(asc(operators.name), asc(operators.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(operators).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async detail(id: number) {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row ? { row, ...(await childrenOf(db, id)) } : null;
    },

    /** The operator row, locked until the transaction ends (concurrent edits are serialised). */
    lock: async (tx: Transaction, id: number) => (await tx.select().from(operators).where(eq(operators.id, id)).for("update"))[0] ?? null,
    snapshot: async (tx: Transaction, id: number) => childrenOf(tx, id),

    classIds: async (tx: Executor, slugs: string[]) =>
      slugs.length === 0
        ? new Map<string, number>()
        : new Map(
            (await tx.select({ id: vehicleClasses.id, slug: vehicleClasses.slug }).from(vehicleClasses).where(inArray(vehicleClasses.slug, slugs))).map((r) => [
              r.slug,
              r.id,
            ]),
          ),

    insert: async (tx: Transaction, input: OperatorInput) => (await tx.insert(operators).values(operatorValues(input)).returning())[0]!,

    update: async (tx: Transaction, id: number, input: OperatorInput) =>
      (
        await tx
          .update(operators)
          .set({ ...operatorValues(input), demo: false, version: sql`${operators.version} + 1`, updatedAt: new Date() })
          .where(eq(operators.id, id))
          .returning()
      )[0]!,

    /** Replaces the nested lists whole: what the form shows is what is stored. */
    async replaceChildren(tx: Transaction, id: number, input: OperatorInput, classId: Map<string, number>) {
      await tx.delete(operatorClasses).where(eq(operatorClasses.operatorId, id));
      await tx.delete(operatorVehicles).where(eq(operatorVehicles.operatorId, id));
      await tx.delete(operatorDrivers).where(eq(operatorDrivers.operatorId, id));
      await tx.delete(operatorDocuments).where(eq(operatorDocuments.operatorId, id));
      if (input.classes.length)
        await tx
          .insert(operatorClasses)
          .values(
            input.classes.map((row) => ({ operatorId: id, vehicleClassId: classId.get(row.vehicleClass)!, defaultPriceHalalas: row.defaultPriceHalalas })),
          );
      if (input.vehicles.length)
        await tx.insert(operatorVehicles).values(
          input.vehicles.map((v) => ({
            operatorId: id,
            plate: v.plate,
            model: v.model,
            vehicleClassId: classId.get(v.vehicleClass)!,
            seats: v.seats,
            colour: v.colour || null,
          })),
        );
      if (input.drivers.length) await tx.insert(operatorDrivers).values(input.drivers.map((d) => ({ operatorId: id, name: d.name, phone: d.phone })));
      if (input.documents.length)
        await tx
          .insert(operatorDocuments)
          .values(input.documents.map((d) => ({ operatorId: id, kind: d.kind, number: d.number || null, expiresOn: d.expiresOn })));
    },

    setStatus: async (tx: Transaction, id: number, status: string) =>
      (
        await tx
          .update(operators)
          .set({ status, version: sql`${operators.version} + 1`, updatedAt: new Date() })
          .where(eq(operators.id, id))
          .returning()
      )[0]!,

    /** Whether any leg was ever given to them or asked of them (their history must stay). */
    hasJobs: async (id: number, tx: Executor = db) => {
      const [given] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.operatorId, id));
      const [asked] = await tx.select({ n: count() }).from(availabilityRequests).where(eq(availabilityRequests.operatorId, id));
      return Number(given?.n ?? 0) + Number(asked?.n ?? 0) > 0;
    },

    delete: (tx: Transaction, id: number) => tx.delete(operators).where(eq(operators.id, id)),

    /** Operators with a document expired or expiring by `warnUntil` (the dashboard tile). */
    countWithDocumentsDue: async (warnUntil: string) =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(distinct ${operatorDocuments.operatorId})` })
            .from(operatorDocuments)
            .where(lte(operatorDocuments.expiresOn, warnUntil))
        )[0]?.n ?? 0,
      ),
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;

function operatorValues(input: OperatorInput) {
  return {
    name: input.name,
    kind: input.kind,
    phone: input.phone,
    whatsapp: input.whatsapp,
    email: input.email || null,
    language: input.language,
    spokenLanguages: input.spokenLanguages,
    serviceAreas: input.serviceAreas,
    notes: input.notes || null,
  };
}
