import sharp from "sharp";
import type { StaffClient } from "./staff-client";

/** For the files API tests: a multipart upload sent the way the admin screen sends it. */
export async function uploadAs(client: StaffClient, bytes: Uint8Array, fileName: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), fileName);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers: Record<string, string> = {
    "User-Agent": client.fingerprint.userAgent,
    "x-client-fingerprint": Buffer.from(JSON.stringify(client.fingerprint)).toString("base64url"),
    Origin: client.server.url,
    Cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  };
  if (client.csrf) headers["x-csrf-token"] = client.csrf;
  const response = await fetch(`${client.server.url}/api/admin/files/upload`, { method: "POST", headers, body: form });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> & { error?: string } };
}

/** A real image of the given size and format, optionally with EXIF that must not survive. */
export function makeImage(width: number, height: number, format: "png" | "jpeg" = "png", exif = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } });
  const withMeta = exif ? image.withExif({ IFD0: { Copyright: "Rihla secret location", Artist: "Tester" } }) : image;
  return (format === "png" ? withMeta.png() : withMeta.jpeg()).toBuffer();
}

export const pdfBytes = (size = 2_000) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.4\n", 0, "latin1");
  return bytes;
};
