import { VARIANT_WIDTHS } from "./file-rules";

/**
 * Addresses of repository files. An image's address carries its size, so a page builds `srcset`,
 * `width` and `height` from the address alone, without reading the database per image:
 *   original  /media/<uuid>-<width>x<height>.<ext>
 *   variant   /media/<uuid>-<width>x<height>-w<variant width>.webp
 *   other     /media/<uuid>.<ext>
 */
export const MEDIA_PREFIX = "/media/";
const MEDIA_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-([1-9]\d{0,4})x([1-9]\d{0,4}))?(?:-w([1-9]\d{0,4}))?\.([a-z0-9]{2,5})$/;

export interface MediaName {
  id: string;
  width: number | null;
  height: number | null;
  /** Set when the address names a WebP variant of that width. */
  variantWidth: number | null;
  extension: string;
}

/** Reads the last segment of a /media/ address (or null when it is not one of ours). */
export function parseMediaName(name: string): MediaName | null {
  const match = MEDIA_NAME.exec(name);
  if (!match) return null;
  const [, id, w, h, variant, extension] = match;
  if ((w === undefined) !== (h === undefined)) return null;
  if (variant !== undefined && (w === undefined || extension !== "webp")) return null;
  return { id: id!, width: w ? Number(w) : null, height: h ? Number(h) : null, variantWidth: variant ? Number(variant) : null, extension: extension! };
}

/** The widths of an image's WebP variants: the standard ones, none wider than the original. */
export function variantWidthsFor(width: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
}

export function mediaUrl(file: { id: string; extension: string; width: number | null; height: number | null }): string {
  const size = file.width && file.height ? `-${file.width}x${file.height}` : "";
  return `${MEDIA_PREFIX}${file.id}${size}.${file.extension}`;
}

export function variantUrl(file: { id: string; width: number; height: number }, width: number): string {
  return `${MEDIA_PREFIX}${file.id}-${file.width}x${file.height}-w${width}.webp`;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * The attributes of an <img> for an image address: for a repository image, its WebP variants as
 * `srcSet` with `sizes`, and its intrinsic `width`/`height` (no layout shift); for any other
 * address (demo images under /images, outside links), only `src`.
 */
export function responsiveImage(url: string, sizes = "100vw"): ResponsiveImage {
  if (!url.startsWith(MEDIA_PREFIX)) return { src: url };
  const parsed = parseMediaName(url.slice(MEDIA_PREFIX.length));
  if (!parsed || parsed.width === null || parsed.height === null || parsed.variantWidth !== null) return { src: url };
  const image = { id: parsed.id, width: parsed.width, height: parsed.height };
  const srcSet = variantWidthsFor(parsed.width)
    .map((w) => `${variantUrl(image, w)} ${w}w`)
    .join(", ");
  return { src: url, srcSet, sizes, width: parsed.width, height: parsed.height };
}

/**
 * `responsiveImage` ready to spread on an <img>: a repository image's own size, else the size the
 * layout reserves for outside or demo images (which have no variants).
 */
export function imageProps(url: string, sizes: string, fallback: { width: number; height: number }) {
  const image = responsiveImage(url, sizes);
  return {
    src: image.src,
    srcSet: image.srcSet,
    sizes: image.srcSet ? image.sizes : undefined,
    width: image.width ?? fallback.width,
    height: image.height ?? fallback.height,
  };
}

/** A card in a one-, two- or three-column grid. */
export const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
export type ImageProps = ReturnType<typeof imageProps>;

/**
 * For page loaders: an item with its image's <img> attributes as `picture`. Loaders run on the
 * server only, so public pages' components spread `picture` without shipping this module.
 */
export function withPicture<T extends object>(item: T, url: string, sizes: string, fallback: { width: number; height: number }): T & { picture: ImageProps } {
  return { ...item, picture: imageProps(url, sizes, fallback) };
}

export const ARTICLE_COVER_SIZES = "(min-width: 56rem) 48rem, 100vw";
export const PRODUCT_DETAIL_SIZES = "(min-width: 1024px) 40vw, 100vw";
export const COVER_FALLBACK = { width: 1200, height: 675 };
export const CARD_FALLBACK = { width: 800, height: 500 };
