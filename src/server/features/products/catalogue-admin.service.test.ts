import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { createTestDatabase } from "#server/db/test-database";
import { createAuditLog } from "#server/platform/audit/audit-log";
import { createCatalogueAdminRepository } from "./catalogue-admin.repository";
import { createCatalogueAdminService } from "./catalogue-admin.service";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const actor = { id: "staff-1", email: "ops@rihla.test", ip: "127.0.0.1" };
const product = {
  slug: "cache-test",
  kind: "package" as const,
  name: { en: "Cache test", ar: "" },
  summary: { en: "", ar: "" },
  description: { en: "", ar: "" },
  image: "",
  active: true,
  sortOrder: 0,
};

describe("admin products and the page cache", () => {
  it("clears the public page cache and tells pricing after each committed write, never after a refused one", async () => {
    let cleared = 0;
    let catalogueSignals = 0;
    const service = createCatalogueAdminService({
      repository: createCatalogueAdminRepository(database.db),
      audit: createAuditLog(database.db),
      clearPageCache: () => cleared++,
      catalogueChanged: () => catalogueSignals++,
    });
    const created = await service.saveProduct(actor, null, product);
    expect(created.kind).toBe("ok");
    expect([cleared, catalogueSignals]).toEqual([1, 1]);
    expect((await service.saveProduct(actor, null, product)).kind).toBe("conflict");
    expect((await service.deleteSeason(actor, 987_654)).kind).toBe("not-found");
    expect([cleared, catalogueSignals]).toEqual([1, 1]);
    expect((await service.deleteProduct(actor, created.kind === "ok" ? Number(created.id) : 0)).kind).toBe("ok");
    expect([cleared, catalogueSignals]).toEqual([2, 2]);
  });
});
