import { sql, type SQL } from "drizzle-orm";

/*
 * A booking's online money as SQL, for the reads that must decide over many bookings in one
 * query (the staff list's payment marks and its filter, the balance link's scan). Each fragment
 * refers to the outer "bookings" row by its table name, so the query must read `from bookings`
 * unaliased. The rules are #shared/payments/balance-due.ts's, and payment-views.ts's `moneyOf`:
 * money captured (paid, partly or wholly refunded) less every refund.
 */
const booking = (column: string) => sql.raw(`"bookings"."${column}"`);

/** What the customer owes in all: a staff quote when there is one, else the computed total. */
export const totalSql: SQL<number> = sql<number>`coalesce(${booking("quoted_total_halalas")}, ${booking("total_halalas")})`;

/** Online money kept: captured less refunded, in halalas (0 without payments). */
export const netPaidSql: SQL<number> = sql<number>`(select coalesce(sum(case when p.status in ('paid', 'partially_refunded', 'refunded') then p.amount_halalas else 0 end) - sum(p.refunded_halalas), 0)::int
  from payments p where p.booking_id = ${booking("id")})`;

/** The first pickup of any leg (the same as the payments' own read of a booking). */
export const firstPickupSql: SQL<Date> = sql<Date>`(select min(j.pickup_at) from jobs j where j.booking_id = ${booking("id")})`;

/** When the balance falls due: the product's deposit rule's hours before the first pickup; null without a deposit rule. */
export const balanceDueAtSql: SQL<Date | null> = sql<Date | null>`(select ${firstPickupSql} - make_interval(hours => s.balance_due_hours)
  from product_payment_settings s where s.product_id = ${booking("product_id")} and s.deposit_mode <> 'none')`;

/** Open for the money marks: not cancelled or completed, and not recorded as paid by staff (balance-due.ts isClosedForMoney). */
const stillOwed = sql`${booking("status")} not in ('cancelled', 'completed') and ${booking("payment_status")} <> 'paid'`;

/** A deposit is paid online and something remains. */
export const balanceLeftSql = sql`${netPaidSql} between 1 and ${totalSql} - 1`;

/** The balance is overdue at `at` (balance-due.ts isBalanceOverdue). */
export const balanceOverdueSql = (at: Date): SQL<boolean> =>
  sql<boolean>`(${stillOwed} and ${balanceLeftSql} and coalesce(${balanceDueAtSql} <= ${at.toISOString()}::timestamptz, false))`;

/**
 * The latest online payment attempt failed (so nothing was paid since): the customer tried and
 * the money did not come. Not shown once closed or recorded as paid by staff.
 */
export const paymentFailedSql: SQL<boolean> = sql<boolean>`(${stillOwed} and coalesce((select p.status = 'failed' from payments p
  where p.booking_id = ${booking("id")} order by p.created_at desc, p.id desc limit 1), false))`;
