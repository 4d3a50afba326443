import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Logger } from "#server/platform/logger/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { ResolveWhatsapp } from "#server/platform/whatsapp/whatsapp-in-force";
import type { WhatsappInboxRepository } from "./whatsapp-inbox.repository";

/** WhatsApp's own limit for images is 5 MB. */
export const WHATSAPP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const MAX_PIXELS = 40_000_000;

export type MediaOutcome = { ok: true; bytes: Uint8Array; type: string } | { ok: false; reason: "not-found" | "no-image" | "unavailable" };

/**
 * An inbound image for staff: fetched once through the server from the Cloud API (Meta's
 * addresses are short-lived and need the access token), checked by its magic bytes, re-encoded
 * as JPEG without its metadata (a phone photo's EXIF holds where it was taken), kept in the file
 * storage under a server-chosen key, and served only through the inbox's authorised route.
 */
export function createWhatsappInboxMediaService(deps: {
  repository: WhatsappInboxRepository;
  storage: FileStorage;
  whatsapp: ResolveWhatsapp;
  logger: Logger;
}) {
  async function fetchAndStore(messageId: number, mediaId: string): Promise<MediaOutcome> {
    const whatsapp = await deps.whatsapp();
    if (!whatsapp) return { ok: false, reason: "unavailable" };
    let bytes: Uint8Array;
    try {
      const downloaded = await whatsapp.api.downloadMedia(mediaId, WHATSAPP_IMAGE_MAX_BYTES);
      const detected = await fileTypeFromBuffer(downloaded.bytes).catch(() => undefined);
      if (!detected || !IMAGE_TYPES.has(detected.mime)) return { ok: false, reason: "unavailable" };
      bytes = await sharp(downloaded.bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate().jpeg({ quality: 82 }).toBuffer();
    } catch (error) {
      deps.logger.warn({ err: error, messageId }, "whatsapp image not fetched");
      return { ok: false, reason: "unavailable" };
    }
    const storage = await deps.storage.current();
    const key = `whatsapp/${randomUUID()}.jpg`;
    await storage.put(key, bytes, "image/jpeg");
    await deps.repository.saveMedia(messageId, { bucket: storage.name, key, type: "image/jpeg" });
    return { ok: true, bytes, type: "image/jpeg" };
  }

  return {
    async image(messageId: number): Promise<MediaOutcome> {
      const message = await deps.repository.mediaOf(messageId);
      if (!message) return { ok: false, reason: "not-found" };
      if (!message.mediaId) return { ok: false, reason: "no-image" };
      if (message.mediaKey && message.mediaBucket) {
        const storage = await deps.storage.named(message.mediaBucket);
        const bytes = storage ? await storage.get(message.mediaKey) : null;
        if (bytes) return { ok: true, bytes, type: message.mediaType ?? "image/jpeg" };
      }
      return fetchAndStore(messageId, message.mediaId);
    },
  };
}
export type WhatsappInboxMediaService = ReturnType<typeof createWhatsappInboxMediaService>;
