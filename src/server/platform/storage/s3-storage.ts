import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { assertStorageKey, type StorageAdapter } from "./storage-adapter";

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** How long to wait for a connection and then for an answer; a storage that accepts and never answers must not hang an upload. */
  timeouts?: { connectMs: number; answerMs: number };
}

const DEFAULT_TIMEOUTS = { connectMs: 5_000, answerMs: 30_000 };

/**
 * S3-compatible object storage (AWS, MinIO, Cloudflare R2, …). Path-style addresses, because
 * most self-hosted services do not answer per-bucket host names.
 */
export function createS3Storage(settings: S3Settings): StorageAdapter {
  const client = new S3Client({
    endpoint: settings.endpoint || undefined,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: (settings.timeouts ?? DEFAULT_TIMEOUTS).connectMs,
      requestTimeout: (settings.timeouts ?? DEFAULT_TIMEOUTS).answerMs,
      // Without it the SDK only logs a warning when the answer is late, and the upload waits for ever.
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = settings.bucket;
  return {
    name: "s3",
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
