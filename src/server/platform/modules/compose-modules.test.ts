import { describe, expect, it } from "vitest";
import { PUBLIC_READ_KEYS, type PublicReadApi } from "#shared/content/public-read-api";
import { adminRoute } from "#server/platform/auth/admin-route-table";
import { composeModules } from "./compose-modules";
import type { FeatureModule, FeatureModuleFactory } from "./feature-module";
import type { ModuleContext } from "./module-context";

// These factories never look at the context: the composition itself is under test.
const context = {} as ModuleContext;
const unused = async () => {
  throw new Error("not called");
};
const allReads = Object.fromEntries(PUBLIC_READ_KEYS.map((key) => [key, unused])) as unknown as PublicReadApi;
const staffPages = { whoIs: async () => null, awaitingMfa: async () => false };
const module =
  (fields: FeatureModule): FeatureModuleFactory =>
  () =>
    fields;
const complete = module({ name: "everything", reads: allReads, staffPages });

describe("composeModules", () => {
  it("gathers what the modules declare, in list order", () => {
    const route = adminRoute("GET", "/api/admin/things", "dashboard.read", (c) => c.json({}));
    const task = { name: "things.tidy", pattern: "0 * * * *", run: async () => {} };
    const composed = composeModules(
      [
        complete,
        module({ name: "things", adminRoutes: [route], schedules: [task], tiles: [{ key: "things", permission: "dashboard.read", read: async () => 3 }] }),
      ],
      context,
    );
    expect(composed.modules.map((m) => m.name)).toEqual(["everything", "things"]);
    expect(composed.adminRoutes).toEqual([route]);
    expect(composed.schedules).toEqual([task]);
    expect(composed.tiles.map((t) => t.key)).toEqual(["things"]);
    expect(Object.keys(composed.reads).sort()).toEqual([...PUBLIC_READ_KEYS].sort());
    expect(composed.staffPages).toBe(staffPages);
  });

  it("refuses a read no module provides, naming it", () => {
    const { makkahLive: _left, ...partial } = allReads;
    expect(() => composeModules([module({ name: "most", reads: partial, staffPages })], context)).toThrow(/reads .*: makkahLive/);
  });

  it("refuses two modules declaring the same read, admin route, task or name", () => {
    const route = adminRoute("GET", "/api/admin/things", "dashboard.read", (c) => c.json({}));
    const task = { name: "things.tidy", pattern: "0 * * * *", run: async () => {} };
    const cases: FeatureModule[] = [{ name: "other", reads: { post: unused } }, { name: "everything" }, { name: "other", staffPages }];
    for (const second of cases) expect(() => composeModules([complete, module(second)], context)).toThrow(/declared by both the everything and/);
    expect(() => composeModules([complete, module({ name: "a", adminRoutes: [route] }), module({ name: "b", adminRoutes: [route] })], context)).toThrow(
      "admin route GET /api/admin/things is declared by both the a and b modules",
    );
    expect(() => composeModules([complete, module({ name: "a", schedules: [task] }), module({ name: "b", schedules: [task] })], context)).toThrow(
      /scheduled task things.tidy/,
    );
  });

  it("refuses a read that is not part of the read API", () => {
    const extra = module({ name: "extra", reads: { bookings: unused } as unknown as Partial<PublicReadApi> });
    expect(() => composeModules([complete, extra], context)).toThrow(/provides bookings, which PublicReadApi does not have/);
  });

  it("takes an optional read from one module, and starts without it", async () => {
    const bookingInfo = async () => null;
    const withRead = composeModules([complete, module({ name: "bookings", reads: { bookingInfo } })], context);
    expect(withRead.reads.bookingInfo).toBe(bookingInfo);
    expect(composeModules([complete], context).reads.bookingInfo).toBeUndefined();
    expect(() => composeModules([complete, module({ name: "a", reads: { bookingInfo } }), module({ name: "b", reads: { bookingInfo } })], context)).toThrow(
      /read bookingInfo is declared by both the a and b modules/,
    );
  });
});
