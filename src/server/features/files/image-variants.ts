import sharp from "sharp";
import { variantWidthsFor } from "#shared/files/image-url";

export interface ProcessedImage {
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer }[];
}

// One image at a time per process is plenty for staff uploads, and keeps sharp's memory bounded.
sharp.concurrency(1);
const MAX_PIXELS = 60_000_000;

/**
 * Reads an image's size (after its EXIF rotation) and makes its WebP variants. sharp drops the
 * metadata (EXIF, GPS, ICC comments) unless asked to keep it, so variants never carry where a
 * photo was taken. Null when the bytes do not decode as an image (a forged header).
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage | null> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    const meta = await source.metadata();
    if (!meta.width || !meta.height) return null;
    const swapped = (meta.orientation ?? 1) >= 5;
    const width = swapped ? meta.height : meta.width;
    const height = swapped ? meta.width : meta.height;
    const variants = [];
    for (const target of variantWidthsFor(width)) {
      const encoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      variants.push({ width: target, bytes: encoded });
    }
    return { width, height, variants };
  } catch {
    return null;
  }
}
