import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { balanceOverdueSql, paymentFailedSql } from "#server/db/booking-money";
import type { Database } from "#server/db/client";
import { containsText, countAll } from "#server/db/paged-rows";
import { bookingEvents, bookings, customers, jobEvents, jobs, tokenLinks } from "#server/db/schema/bookings";
import { operators } from "#server/db/schema/operators";
import { products } from "#server/db/schema/products";
import { users } from "#server/db/schema/users";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import type { AdminBookingsQuery, AdminJobsQuery } from "#shared/bookings/admin-bookings.schema";
import { NEEDS_OPERATOR_STATES } from "#shared/dispatch/needs-operator";
import { NOT_STARTED_JOB_STATES, OPEN_BOOKING_STATES, SOON_MS, UNCONFIRMED_BOOKING_STATES } from "./attention";

/** Riyadh is UTC+3 all year (#shared/bookings/riyadh-time): a calendar day's bounds as instants. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const dayEnd = (day: string) => new Date(new Date(`${day}T00:00:00+03:00`).getTime() + 86_400_000);

/**
 * The outer booking's id, always table-qualified: drizzle leaves columns unqualified in a
 * single-table select, and inside a subquery on jobs a bare "id" would mean jobs.id.
 */
const outerBookingId = sql.raw(`"bookings"."id"`);

/** The list's payment filter (#shared/bookings/admin-bookings.schema PAYMENT_ATTENTION_FILTERS) at `now`. */
function paymentCondition(filter: AdminBookingsQuery["payment"], now: Date): SQL | undefined {
  if (filter === "failed") return paymentFailedSql;
  if (filter === "overdue") return balanceOverdueSql(now);
  if (filter === "attention") return or(paymentFailedSql, balanceOverdueSql(now));
  return undefined;
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/[^\d]/g, "");
  return or(containsText(bookings.reference, q), containsText(customers.name, q), digits.length >= 3 ? containsText(customers.phone, digits) : undefined);
}

const bookingSelection = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  source: bookings.source,
  paymentStatus: bookings.paymentStatus,
  customerName: customers.name,
  customerPhone: customers.phone,
  productSlug: products.slug,
  productName: products.name,
  vehicleClassSlug: vehicleClasses.slug,
  vehicleClassName: vehicleClasses.name,
  totalHalalas: bookings.totalHalalas,
  quotedTotalHalalas: bookings.quotedTotalHalalas,
  createdAt: bookings.createdAt,
};

/** The staff tracker's reads: bookings and legs with filters, what needs action, and one booking in full. */
export function createAdminBookingsRepository(db: Database) {
  // The payment marks ride in the page's own query (two subqueries per row of the page, on the
  // payments and jobs indexes), so a page of bookings stays one query, never one per booking.
  const bookingsFrom = (now: Date) =>
    db
      .select({ ...bookingSelection, paymentFailed: paymentFailedSql, balanceOverdue: balanceOverdueSql(now) })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .innerJoin(products, eq(products.id, bookings.productId))
      .innerJoin(vehicleClasses, eq(vehicleClasses.id, bookings.vehicleClassId));

  return {
    async listBookings(query: AdminBookingsQuery, now: Date) {
      const range: SQL[] = [];
      if (query.from) range.push(gte(jobs.pickupAt, dayStart(query.from)));
      if (query.to) range.push(lt(jobs.pickupAt, dayEnd(query.to)));
      const where = and(
        query.status ? eq(bookings.status, query.status) : undefined,
        query.source ? eq(bookings.source, query.source) : undefined,
        query.product ? eq(products.slug, query.product) : undefined,
        query.vehicleClass ? eq(vehicleClasses.slug, query.vehicleClass) : undefined,
        searchCondition(query.q),
        paymentCondition(query.payment, now),
        range.length ? sql`exists (select 1 from ${jobs} where ${jobs.bookingId} = ${outerBookingId} and ${and(...range)})` : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        bookingsFrom(now).where(where).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(query.limit).offset(query.offset),
        db
          .select({ total: countAll })
          .from(bookings)
          .innerJoin(customers, eq(customers.id, bookings.customerId))
          .innerJoin(products, eq(products.id, bookings.productId))
          .innerJoin(vehicleClasses, eq(vehicleClasses.id, bookings.vehicleClassId))
          .where(where),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** The legs of these bookings (status and pickup), for first pickup, leg count and attention. */
    legsOf: (bookingIds: number[]) =>
      bookingIds.length
        ? db
            .select({ bookingId: jobs.bookingId, status: jobs.status, pickupAt: jobs.pickupAt })
            .from(jobs)
            .where(inArray(jobs.bookingId, bookingIds))
            .orderBy(asc(jobs.pickupAt))
        : Promise.resolve([]),

    async listJobs(query: AdminJobsQuery) {
      const where = and(
        query.from ? gte(jobs.pickupAt, dayStart(query.from)) : undefined,
        query.to ? lt(jobs.pickupAt, dayEnd(query.to)) : undefined,
        query.status ? eq(jobs.status, query.status) : undefined,
        query.source ? eq(bookings.source, query.source) : undefined,
        query.product ? eq(products.slug, query.product) : undefined,
        query.vehicleClass ? eq(vehicleClasses.slug, query.vehicleClass) : undefined,
        searchCondition(query.q),
      );
      const base = () =>
        db
          .select({
            id: jobs.id,
            bookingId: jobs.bookingId,
            reference: bookings.reference,
            legIndex: jobs.legIndex,
            status: jobs.status,
            bookingStatus: bookings.status,
            pickupAt: jobs.pickupAt,
            pickup: jobs.pickup,
            dropoff: jobs.dropoff,
            flightNumber: jobs.flightNumber,
            vehicleClassSlug: vehicleClasses.slug,
            vehicleClassName: vehicleClasses.name,
            customerName: customers.name,
            customerPhone: customers.phone,
            passengers: sql<number>`(${bookings.adults} + ${bookings.children} + ${bookings.infants})::int`,
            operatorName: operators.name,
            dispatchAttention: jobs.attention,
          })
          .from(jobs)
          .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
          .innerJoin(customers, eq(customers.id, bookings.customerId))
          .innerJoin(products, eq(products.id, bookings.productId))
          .innerJoin(vehicleClasses, eq(vehicleClasses.id, jobs.vehicleClassId))
          .leftJoin(operators, eq(operators.id, jobs.operatorId));
      const [rows, [counted]] = await Promise.all([
        base().where(where).orderBy(asc(jobs.pickupAt), asc(jobs.id)).limit(query.limit).offset(query.offset),
        db
          .select({ total: countAll })
          .from(jobs)
          .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
          .innerJoin(customers, eq(customers.id, bookings.customerId))
          .innerJoin(products, eq(products.id, bookings.productId))
          .innerJoin(vehicleClasses, eq(vehicleClasses.id, jobs.vehicleClassId))
          .where(where),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** What needs action now, over every booking (not only the filtered page). */
    async counts(now: Date) {
      // ISO strings cast in SQL: a Date inside a raw sql fragment is not mapped by a column.
      const at = sql`${now.toISOString()}::timestamptz`;
      const soon = sql`${new Date(now.getTime() + SOON_MS).toISOString()}::timestamptz`;
      const open = inArray(bookings.status, [...OPEN_BOOKING_STATES]);
      const unconfirmed = inArray(bookings.status, [...UNCONFIRMED_BOOKING_STATES]);
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${bookings.status} = 'pending')::int`,
          quoted: sql<number>`count(*) filter (where ${bookings.status} = 'quoted')::int`,
          cancellationRequested: sql<number>`count(*) filter (where ${bookings.cancellationRequestedAt} is not null and ${open})::int`,
          overdue: sql<number>`count(*) filter (where ${open} and exists (select 1 from ${jobs} where ${jobs.bookingId} = ${outerBookingId} and ${jobs.pickupAt} < ${at} and ${inArray(jobs.status, [...NOT_STARTED_JOB_STATES])}))::int`,
          unconfirmedSoon: sql<number>`count(*) filter (where ${unconfirmed} and exists (select 1 from ${jobs} where ${jobs.bookingId} = ${outerBookingId} and ${jobs.pickupAt} >= ${at} and ${jobs.pickupAt} <= ${soon}) and not exists (select 1 from ${jobs} where ${jobs.bookingId} = ${outerBookingId} and ${jobs.pickupAt} < ${at} and ${inArray(jobs.status, [...NOT_STARTED_JOB_STATES])}))::int`,
        })
        .from(bookings);
      // Legs, not bookings: the same rule as #shared/dispatch/needs-operator.
      const [legs] = await db
        .select({ withoutOperator: sql<number>`count(*)::int` })
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
        .where(
          and(inArray(jobs.status, [...NEEDS_OPERATOR_STATES]), sql`${bookings.status} not in ('cancelled', 'completed')`, sql`${jobs.pickupAt} >= ${at}`),
        );
      return {
        pending: Number(row?.pending ?? 0),
        quoted: Number(row?.quoted ?? 0),
        overdue: Number(row?.overdue ?? 0),
        unconfirmedSoon: Number(row?.unconfirmedSoon ?? 0),
        cancellationRequested: Number(row?.cancellationRequested ?? 0),
        withoutOperator: Number(legs?.withoutOperator ?? 0),
      };
    },

    async booking(id: number) {
      const [row] = await db
        .select({
          booking: bookings,
          customer: customers,
          productSlug: products.slug,
          productName: products.name,
          vehicleClassSlug: vehicleClasses.slug,
          vehicleClassName: vehicleClasses.name,
          createdBy: users.name,
        })
        .from(bookings)
        .innerJoin(customers, eq(customers.id, bookings.customerId))
        .innerJoin(products, eq(products.id, bookings.productId))
        .innerJoin(vehicleClasses, eq(vehicleClasses.id, bookings.vehicleClassId))
        .leftJoin(users, eq(users.id, bookings.createdByUserId))
        .where(eq(bookings.id, id));
      return row ?? null;
    },
    legs: (bookingId: number) =>
      db
        .select({ job: jobs, vehicleClassSlug: vehicleClasses.slug, vehicleClassName: vehicleClasses.name })
        .from(jobs)
        .innerJoin(vehicleClasses, eq(vehicleClasses.id, jobs.vehicleClassId))
        .where(eq(jobs.bookingId, bookingId))
        .orderBy(asc(jobs.legIndex)),
    bookingEvents: (bookingId: number) =>
      db
        .select({ event: bookingEvents, staffName: users.name })
        .from(bookingEvents)
        .leftJoin(users, eq(users.id, bookingEvents.userId))
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    jobEvents: (jobIds: number[]) =>
      jobIds.length
        ? db
            .select({ event: jobEvents, staffName: users.name })
            .from(jobEvents)
            .leftJoin(users, eq(users.id, jobEvents.userId))
            .where(inArray(jobEvents.jobId, jobIds))
            .orderBy(asc(jobEvents.at), asc(jobEvents.id))
        : Promise.resolve([]),
    /** The customer's current booking link (not revoked, not expired), if any. */
    async activeLink(bookingId: number, now: Date) {
      const [row] = await db
        .select({ expiresAt: tokenLinks.expiresAt, lastUsedAt: tokenLinks.lastUsedAt })
        .from(tokenLinks)
        .where(and(eq(tokenLinks.bookingId, bookingId), eq(tokenLinks.purpose, "booking"), isNull(tokenLinks.revokedAt), gte(tokenLinks.expiresAt, now)))
        .orderBy(desc(tokenLinks.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}
export type AdminBookingsRepository = ReturnType<typeof createAdminBookingsRepository>;
