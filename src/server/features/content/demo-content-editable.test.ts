import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { loadDemoContent } from "#server/db/seed/load-content";
import { seedDemoContentOnce } from "#server/db/seed/seed-demo";
import { createTestDatabase } from "#server/db/test-database";
import { createAuditLog } from "#server/platform/audit/audit-log";
import { articleFieldsSchema } from "#shared/content/article-admin.schema";
import { fieldsOf } from "#shared/content/merge-article";
import { createArticleAdminRepository } from "./article-admin.repository";
import { createArticleAdminService } from "./article-admin.service";

/** Every demo post and guide opens in the editor and can be saved as it is (no field over a limit). */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoContentOnce(handle.db, () => loadDemoContent());
});
afterAll(async () => handle.close());

describe("demo content in the editor", () => {
  it.each(["post", "guide"] as const)("every %s passes the editor's own checks", async (kind) => {
    const service = createArticleAdminService({
      repository: createArticleAdminRepository(handle.db),
      audit: createAuditLog(handle.db),
      clearPageCache: () => {},
    });
    const page = await service.list(kind, { page: 1 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      const article = (await service.get(kind, row.id))!;
      const parsed = articleFieldsSchema.safeParse(fieldsOf(article));
      expect([row.slug, parsed.success ? "ok" : JSON.stringify(parsed.error.issues)]).toEqual([row.slug, "ok"]);
    }
  });
});
