import path from "node:path";
import { randomHex } from "#server/platform/auth/tokens";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { effectiveIntegration } from "#server/platform/settings/integration-values";
import { createFileStorage } from "#server/platform/storage/file-storage";
import { MB } from "#shared/files/file-rules";
import { SITE_SETTINGS_KEY, siteSettingsFrom } from "#shared/settings/site-settings.schema";
import { createFileSigner } from "./file-signing";
import { createFileUploadService } from "./file-upload.service";
import { createFileUsageRepository } from "./file-usage.repository";
import { filesAdminRoutes } from "./files-admin.routes";
import { createFilesRepository } from "./files.repository";
import { createFilesService } from "./files.service";
import { mediaRoutes } from "./media.routes";

/**
 * The file repository (/admin/file-repository and /admin/files): uploads with WebP variants,
 * folders, public files under /media/ and private ones behind signed links. Bytes go to the data
 * folder, or to object storage when its integration is configured.
 */
export const filesModule: FeatureModuleFactory = (ctx) => {
  const repository = createFilesRepository(ctx.db);
  const storage = createFileStorage({
    root: path.join(ctx.config.dataDir, "files"),
    objectStorage: () => effectiveIntegration(ctx, "objectStorage"),
  });
  const signer = createFileSigner(async () => ctx.config.AUTH_SECRET ?? String(await ctx.settings.setIfAbsent("files_signing_key", randomHex(32))));
  // Read at each upload, not through the 5 s cache: the quota in force is the one just saved.
  const quotaBytes = async () => siteSettingsFrom(await ctx.settings.get(SITE_SETTINGS_KEY)).fileQuotaMb * MB;
  const files = createFilesService({
    repository,
    usage: createFileUsageRepository(ctx.db),
    storage,
    signer,
    audit: ctx.audit,
    logger: ctx.logger,
    quotaBytes,
    clearPageCache: () => ctx.clearPageCache(),
  });
  const upload = createFileUploadService({ repository, storage, audit: ctx.audit, logger: ctx.logger, quotaBytes });
  return {
    name: "files",
    routes: [mediaRoutes({ repository, storage, signer })],
    adminRoutes: filesAdminRoutes({ files, upload, limiter: ctx.limiter }),
  };
};
