import type { IntegrationValues } from "#server/platform/settings/integration-values";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageAdapter } from "./storage-adapter";

const SETTINGS_TTL_MS = 5_000;

/**
 * The storage in force: object storage when its integration is complete (environment first, then
 * /admin/configurations), else the data folder. Each file records which one holds it, so files
 * stored before a switch are still read from where they are. The settings are read at most every
 * 5 s per process, so a change applies everywhere within seconds.
 */
export function createFileStorage(deps: { root: string; objectStorage: () => Promise<IntegrationValues> }) {
  const local = createLocalDiskStorage(deps.root);
  let s3: { signature: string; adapter: StorageAdapter | null; readAt: number } | null = null;

  async function s3Adapter(): Promise<StorageAdapter | null> {
    if (s3 && Date.now() - s3.readAt < SETTINGS_TTL_MS) return s3.adapter;
    const values = await deps.objectStorage();
    const complete = Boolean(values.bucket && values.accessKeyId && values.secretAccessKey);
    const signature = complete ? JSON.stringify([values.endpoint, values.region, values.bucket, values.accessKeyId, values.secretAccessKey]) : "";
    const adapter =
      s3?.signature === signature
        ? s3.adapter
        : complete
          ? createS3Storage({
              endpoint: values.endpoint,
              region: values.region || "us-east-1",
              bucket: values.bucket!,
              accessKeyId: values.accessKeyId!,
              secretAccessKey: values.secretAccessKey!,
            })
          : null;
    s3 = { signature, adapter, readAt: Date.now() };
    return adapter;
  }

  return {
    /** Where new files are written. */
    current: async (): Promise<StorageAdapter> => (await s3Adapter()) ?? local,
    /** The storage a stored file names (null: object storage named but no longer configured). */
    named: async (name: string): Promise<StorageAdapter | null> => (name === "local" ? local : name === "s3" ? s3Adapter() : null),
  };
}
export type FileStorage = ReturnType<typeof createFileStorage>;
