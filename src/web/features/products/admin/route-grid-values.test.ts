import { describe, expect, it } from "vitest";
import { productRoutesInputSchema } from "#shared/products/catalogue-admin.schema";
import { copyDown, routesPayload, type GridRow } from "./route-grid-values";

const row = (fromZone: GridRow["fromZone"], toZone: GridRow["toZone"], riyals: Record<number, string>): GridRow => ({
  id: null,
  key: `${fromZone}-${toZone}`,
  fromZone,
  toZone,
  bothWays: true,
  cells: Object.fromEntries(Object.entries(riyals).map(([id, value]) => [id, { riyals: value, minimumHours: "" }])),
});

describe("the route × class grid", () => {
  it("copies a row's prices down to every row below, leaving their places", () => {
    const rows = [row("makkah", "madinah", { 1: "650", 2: "1000" }), row("jeddah-airport", "makkah", { 1: "250" }), row("makkah", "taif", {})];
    const copied = copyDown(rows, 0);
    expect(copied.map((r) => [r.fromZone, r.toZone, r.cells[1]?.riyals, r.cells[2]?.riyals])).toEqual([
      ["makkah", "madinah", "650", "1000"],
      ["jeddah-airport", "makkah", "650", "1000"],
      ["makkah", "taif", "650", "1000"],
    ]);
    // The copies are separate: editing one row does not change another.
    copied[1]!.cells[1]!.riyals = "300";
    expect(copied[2]!.cells[1]!.riyals).toBe("650");
  });

  it("becomes the save request: blank cells not offered, per-hour minimums for hourly hire, start-only rows without a destination", () => {
    const transfer = routesPayload([row("makkah", "madinah", { 1: "650", 2: " " })], [], false, false);
    expect(productRoutesInputSchema.parse(transfer).routes).toEqual([
      { id: null, fromZone: "makkah", toZone: "madinah", bothWays: true, prices: [{ vehicleClassId: 1, amountRiyals: 650, minimumHours: null }] },
    ]);
    const hourly = routesPayload([{ ...row("jeddah", "madinah", { 1: "90" }), cells: { 1: { riyals: "90", minimumHours: "3" } } }], [], true, true);
    expect(hourly.routes[0]).toMatchObject({ toZone: null, prices: [{ vehicleClassId: 1, amountRiyals: 90, minimumHours: 3 }] });
    const typo = productRoutesInputSchema.safeParse(routesPayload([row("makkah", "madinah", { 1: "six hundred" })], [], false, false));
    expect(typo.success).toBe(false);
  });
});
