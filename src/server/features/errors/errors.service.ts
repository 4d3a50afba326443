import { createHash } from "node:crypto";
import { redactPath } from "#server/platform/logger/logger";
import { EXTENSION_ORIGIN, type ClientError } from "#shared/errors/client-error.schema";
import type { ErrorsRepository } from "./errors.repository";

/** Groups by source, place and message with numbers and ids taken out, so repeats count up. */
export function fingerprintOf(source: string, where: string, message: string): string {
  const normalised = message
    .replace(/\b[0-9a-f]{8,}\b/gi, "#")
    .replace(/\d+/g, "#")
    .slice(0, 300);
  return createHash("sha256").update(`${source}|${where}|${normalised}`).digest("hex").slice(0, 32);
}

export function createErrorsService(repository: ErrorsRepository) {
  return {
    /** Returns false when the error is not ours to record (a browser extension's). */
    async recordClientError(error: ClientError): Promise<boolean> {
      if (EXTENSION_ORIGIN.test(`${error.message}\n${error.stack ?? ""}`)) return false;
      await repository.record({
        fingerprint: fingerprintOf("client", error.where, error.message),
        source: "client",
        message: error.message,
        stack: error.stack,
        url: redactPath(error.url),
      });
      return true;
    },
    async recordServerError(error: unknown, path: string): Promise<void> {
      const message = error instanceof Error ? error.message : String(error);
      await repository.record({
        fingerprint: fingerprintOf("server", redactPath(path), message),
        source: "server",
        message: message.slice(0, 2000),
        stack: error instanceof Error ? error.stack?.slice(0, 4000) : undefined,
        url: redactPath(path),
      });
    },
  };
}
export type ErrorsService = ReturnType<typeof createErrorsService>;
