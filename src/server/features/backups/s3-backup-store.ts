import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "#server/platform/storage/s3-storage";
import { archiveTime } from "./backup-archive";
import type { BackupStore, StoredArchive } from "./backup-store";

const PREFIX = "backups/";

/**
 * Archives in the object storage bucket under backups/ (private: the bucket's own access rules;
 * files are served through the server, never from the bucket directly). The local copy is
 * removed once uploaded.
 */
export function createS3BackupStore(settings: S3Settings): BackupStore {
  const client = new S3Client({
    endpoint: settings.endpoint || undefined,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 3,
    // A streamed body with a checksum goes out aws-chunked, which several S3-compatible services
    // store as sent (chunk headers inside the archive): checksums only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async keep(localFile, name) {
      const { size } = await stat(localFile);
      await client.send(
        new PutObjectCommand({ Bucket, Key: `${PREFIX}${name}`, Body: createReadStream(localFile), ContentLength: size, ContentType: "application/gzip" }),
      );
      await rm(localFile, { force: true });
    },
    async list() {
      const archives: StoredArchive[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? "").slice(PREFIX.length);
          const at = archiveTime(name);
          if (at) archives.push({ name, at, bytes: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return archives;
    },
    async delete(name) {
      if (!archiveTime(name)) throw new Error(`Not a backup archive: ${name}`);
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${PREFIX}${name}` }));
    },
  };
}
