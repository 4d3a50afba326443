import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createGuidesImportRepository } from "./guides-import.repository";
import { guidesImportRoutes } from "./guides-import.routes";
import { createGuidesImport } from "./guides-import.service";

/** /admin/guides/import: guides from CSV, JSON or Markdown files, with a dry run first. */
export const guidesImportModule: FeatureModuleFactory = (ctx) => {
  const guidesImport = createGuidesImport({ repository: createGuidesImportRepository(ctx.db), audit: ctx.audit, clearPageCache: () => ctx.clearPageCache() });
  return { name: "guides-import", adminRoutes: guidesImportRoutes({ guidesImport }) };
};
