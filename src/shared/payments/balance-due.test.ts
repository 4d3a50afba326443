import { describe, expect, it } from "vitest";
import { balanceDueAt, isBalanceOverdue } from "./balance-due";
import { NO_DEPOSIT } from "./payment-plan";

const pickup = new Date("2026-12-04T11:30:00Z");
const rule = { mode: "percent" as const, balanceDueHours: 48 };
const base = { dueAt: balanceDueAt(rule, pickup), totalHalalas: 35_000, netPaidHalalas: 8_750, bookingStatus: "confirmed", paymentStatus: "deposit" };

describe("the balance due time", () => {
  it("is the product's hours before the first pickup, and never for a product paid later", () => {
    expect(balanceDueAt(rule, pickup)?.toISOString()).toBe("2026-12-02T11:30:00.000Z");
    expect(balanceDueAt({ ...rule, balanceDueHours: 0 }, pickup)?.toISOString()).toBe(pickup.toISOString());
    expect(balanceDueAt(NO_DEPOSIT, pickup)).toBeNull();
  });

  it("makes the balance overdue from that instant, only with a deposit paid and something left on an open booking", () => {
    const due = base.dueAt!;
    expect(isBalanceOverdue({ ...base, now: new Date(due.getTime() - 1) })).toBe(false);
    expect(isBalanceOverdue({ ...base, now: due })).toBe(true);
    const later = new Date(due.getTime() + 60_000);
    expect(isBalanceOverdue({ ...base, now: later, netPaidHalalas: 0 })).toBe(false);
    expect(isBalanceOverdue({ ...base, now: later, netPaidHalalas: 35_000 })).toBe(false);
    expect(isBalanceOverdue({ ...base, now: later, dueAt: null })).toBe(false);
    for (const bookingStatus of ["cancelled", "completed"]) expect(isBalanceOverdue({ ...base, now: later, bookingStatus })).toBe(false);
    expect(isBalanceOverdue({ ...base, now: later, paymentStatus: "paid" })).toBe(false);
    expect(isBalanceOverdue({ ...base, now: later, bookingStatus: "pending" })).toBe(true);
  });
});
