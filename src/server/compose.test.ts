import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featureModules } from "./compose";
import { loadConfig } from "./config";
import { openPglite, type DatabaseHandle } from "./db/client";
import { createLogger } from "./platform/logger/logger";
import { composeModules, type ComposedModules } from "./platform/modules/compose-modules";
import { createModuleContext } from "./platform/modules/module-context";

let database: DatabaseHandle;
let composed: ComposedModules;
beforeAll(async () => {
  // Composing runs no query: an empty in-memory database is enough.
  database = openPglite(null);
  const config = loadConfig({ LOG_LEVEL: "silent", SMTP_URL: "smtp://127.0.0.1:2525" });
  composed = composeModules(featureModules, createModuleContext({ database, config, logger: createLogger("silent"), isReady: () => true, version: "test" }));
});
afterAll(async () => database.close());

describe("the module list", () => {
  it("names each module after its feature folder, which holds <name>.module.ts", () => {
    for (const module of composed.modules) {
      expect(existsSync(path.join(import.meta.dirname, "features", module.name, `${module.name}.module.ts`)), module.name).toBe(true);
    }
  });

  it("declares what the server needs: every page read, staff pages, the error log, the session purge, the email and WhatsApp workers", () => {
    expect(composed.staffPages).toBeTruthy();
    expect(composed.recordServerError).toBeTypeOf("function");
    expect(composed.schedules.map((task) => task.name)).toContain("backups.snapshot");
    expect(composed.schedules.map((task) => task.name)).toContain("auth.purge-expired-sessions");
    expect(composed.workers.map((worker) => worker.name)).toEqual(["system.history", "email", "whatsapp"]);
  });

  it("has each dashboard tile declared by the feature that owns its rows", () => {
    const owners = Object.fromEntries(composed.modules.flatMap((module) => (module.tiles ?? []).map((tile) => [tile.key, module.name])));
    expect(owners).toEqual({
      products: "products",
      posts: "content",
      guides: "content",
      testimonials: "testimonials",
      contactMessages: "contact",
      newContactMessages: "contact",
      staff: "users",
      openErrors: "errors",
      outboxBacklog: "messaging",
      pickupsToday: "bookings",
      unassignedJobs: "bookings",
      quoteConversion: "bookings",
      operatorDocumentsDue: "operators",
    });
    const charts = Object.fromEntries(composed.modules.flatMap((module) => (module.charts ?? []).map((chart) => [chart.key, module.name])));
    expect(charts).toEqual({ contactMessagesPerDay: "contact", bookingsPerDay: "bookings", revenuePerWeek: "bookings" });
  });

  it("puts every admin route under /api/admin with a requirement", () => {
    expect(composed.adminRoutes.length).toBeGreaterThanOrEqual(15);
    for (const route of composed.adminRoutes) expect([route.path.startsWith("/api/admin/"), Boolean(route.requirement)]).toEqual([true, true]);
  });
});
