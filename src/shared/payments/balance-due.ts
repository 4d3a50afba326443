import type { DepositRule } from "./payment-plan";

const HOUR_MS = 3_600_000;

/**
 * When a booking's balance falls due: the product's balance due hours before the first pickup.
 * Only a product with a deposit rule has a balance to chase; without one ("none", pay later) the
 * money is collected by hand and nothing is ever due online (null), as the customer's page says.
 */
export function balanceDueAt(rule: Pick<DepositRule, "mode" | "balanceDueHours">, firstPickupAt: Date): Date | null {
  return rule.mode === "none" ? null : new Date(firstPickupAt.getTime() - rule.balanceDueHours * HOUR_MS);
}

/**
 * A booking no payment mark is shown for: cancelled or completed (closed, as the customer's page
 * says), or recorded as paid by staff (cash to the driver, a bank transfer).
 */
export const isClosedForMoney = (bookingStatus: string, paymentStatus: string): boolean =>
  bookingStatus === "cancelled" || bookingStatus === "completed" || paymentStatus === "paid";

/**
 * Whether the online balance is overdue: a deposit was paid online (net of refunds), something
 * remains, the due time has passed, and the booking is not closed for money (above).
 * The same rule as the customer's page (its summary's `balanceOverdue`), the staff cards' mark
 * and the balance link's scan (which sends when it becomes true, before the first pickup).
 */
export function isBalanceOverdue(input: {
  dueAt: Date | null;
  totalHalalas: number;
  netPaidHalalas: number;
  bookingStatus: string;
  paymentStatus: string;
  now: Date;
}): boolean {
  if (input.dueAt === null || input.netPaidHalalas <= 0 || input.totalHalalas - input.netPaidHalalas <= 0) return false;
  if (isClosedForMoney(input.bookingStatus, input.paymentStatus)) return false;
  return input.dueAt.getTime() <= input.now.getTime();
}
