import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, customers, jobs, tokenLinks } from "#server/db/schema/bookings";
import { productPaymentSettings } from "#server/db/schema/payments";
import { products } from "#server/db/schema/products";
import { sha256Hex } from "#server/platform/auth/tokens";
import type { LocalizedText } from "#shared/i18n/localized-text";
import { NO_DEPOSIT, type DepositRule } from "#shared/payments/payment-plan";
import type { DepositMode } from "#shared/payments/payment-kinds";

/** 32 random bytes, base64url (bookings' token links): anything else is never looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A booking as payments read it: its price is the server's (a staff quote when there is one). */
export interface PayableBooking {
  id: number;
  reference: string;
  status: string;
  paymentStatus: string;
  language: string;
  productId: number;
  customerName: string;
  totalHalalas: number;
  firstPickupAt: Date;
  rule: DepositRule;
}

export const ruleOf = (row: typeof productPaymentSettings.$inferSelect | null | undefined): DepositRule =>
  row
    ? {
        mode: row.depositMode as DepositMode,
        percent: row.depositPercent,
        fixedHalalas: row.depositFixedHalalas,
        allowFull: row.allowFull,
        balanceDueHours: row.balanceDueHours,
      }
    : NO_DEPOSIT;

/**
 * The bookings tables read by payments (bookings owns them; payments only reads, and writes the
 * booking's payment_status with its timeline entry in payments.repository). The booking link is
 * checked by the same rule as the booking page: SHA-256 of the token, purpose `booking`, not
 * revoked, not expired.
 */
export function createPaymentBookingsRepository(db: Database) {
  async function booking(id: number): Promise<PayableBooking | null> {
    const [row] = await db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        language: bookings.language,
        productId: bookings.productId,
        customerName: customers.name,
        totalHalalas: bookings.totalHalalas,
        quotedTotalHalalas: bookings.quotedTotalHalalas,
        firstPickupAt: sql<Date>`(select min(${jobs.pickupAt}) from ${jobs} where ${jobs.bookingId} = ${bookings.id})`.mapWith((v) => new Date(v as string)),
        settings: productPaymentSettings,
      })
      .from(bookings)
      .innerJoin(customers, eq(bookings.customerId, customers.id))
      .leftJoin(productPaymentSettings, eq(productPaymentSettings.productId, bookings.productId))
      .where(eq(bookings.id, id))
      .limit(1);
    if (!row) return null;
    const { quotedTotalHalalas, settings, ...rest } = row;
    return { ...rest, totalHalalas: quotedTotalHalalas ?? rest.totalHalalas, rule: ruleOf(settings) };
  }

  return {
    booking,

    async bookingIdOfToken(token: string, now: Date): Promise<number | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      const [link] = await db
        .select({ bookingId: tokenLinks.bookingId })
        .from(tokenLinks)
        .where(and(eq(tokenLinks.tokenHash, sha256Hex(token)), eq(tokenLinks.purpose, "booking"), isNull(tokenLinks.revokedAt), gt(tokenLinks.expiresAt, now)))
        .limit(1);
      return link?.bookingId ?? null;
    },

    /** Every product with its deposit rule (no row = none), for the settings page. */
    async productRules() {
      return db
        .select({ productId: products.id, slug: products.slug, name: products.name, settings: productPaymentSettings })
        .from(products)
        .leftJoin(productPaymentSettings, eq(productPaymentSettings.productId, products.id))
        .orderBy(asc(products.sortOrder), asc(products.id));
    },

    async productExists(productId: number): Promise<{ slug: string; name: LocalizedText } | null> {
      const [row] = await db.select({ slug: products.slug, name: products.name }).from(products).where(eq(products.id, productId)).limit(1);
      return row ?? null;
    },

    /**
     * Saves one product's rule when the version matches (0 = none stored yet); null when it moved
     * meanwhile (409). The caller's audit entry is written in the same transaction.
     */
    async saveRule(
      productId: number,
      expectedVersion: number,
      rule: DepositRule,
      audit: (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) => Promise<void>,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const values = {
          depositMode: rule.mode,
          depositPercent: rule.mode === "percent" ? rule.percent : null,
          depositFixedHalalas: rule.mode === "fixed" ? rule.fixedHalalas : null,
          allowFull: rule.allowFull,
          balanceDueHours: rule.balanceDueHours,
          updatedAt: new Date(),
        };
        let version: number | undefined;
        if (expectedVersion === 0) {
          const inserted = await tx
            .insert(productPaymentSettings)
            .values({ productId, ...values })
            .onConflictDoNothing()
            .returning({ version: productPaymentSettings.version });
          version = inserted[0]?.version;
        } else {
          const updated = await tx
            .update(productPaymentSettings)
            .set({ ...values, version: sql`${productPaymentSettings.version} + 1` })
            .where(and(eq(productPaymentSettings.productId, productId), eq(productPaymentSettings.version, expectedVersion)))
            .returning({ version: productPaymentSettings.version });
          version = updated[0]?.version;
        }
        if (version === undefined) return null;
        await audit(tx);
        return version;
      });
    },
  };
}
export type PaymentBookingsRepository = ReturnType<typeof createPaymentBookingsRepository>;
