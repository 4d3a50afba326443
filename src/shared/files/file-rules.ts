/**
 * The file repository's rules, shared by the upload screen and the server: what may be uploaded
 * (by the file's magic bytes, never its name), how large, and the spec's storage list defaults.
 */
export const MB = 1024 * 1024;

/** Types the repository accepts, as detected from the content, with their kind and size limit. */
export const ACCEPTED_TYPES = {
  "image/jpeg": { kind: "image", extension: "jpg", maxBytes: 10 * MB },
  "image/png": { kind: "image", extension: "png", maxBytes: 10 * MB },
  "image/webp": { kind: "image", extension: "webp", maxBytes: 10 * MB },
  "image/gif": { kind: "image", extension: "gif", maxBytes: 10 * MB },
  "image/avif": { kind: "image", extension: "avif", maxBytes: 10 * MB },
  "application/pdf": { kind: "pdf", extension: "pdf", maxBytes: 20 * MB },
} as const satisfies Record<string, { kind: FileKind; extension: string; maxBytes: number }>;
export type AcceptedType = keyof typeof ACCEPTED_TYPES;
export type FileKind = "image" | "pdf";

export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_PDF_BYTES = 20 * MB;
/** The largest request the upload route reads before refusing (the largest file plus the form's envelope). */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PDF_BYTES + 64 * 1024;

export const isAcceptedType = (mime: string | undefined): mime is AcceptedType => mime !== undefined && Object.hasOwn(ACCEPTED_TYPES, mime);

/** WebP variants made of every image: these widths, none wider than the original. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Spec: storage list defaults (limit 100, offset 0, sort by name ascending), cache-control 3600. */
export const STORAGE_LIST_DEFAULTS = { limit: 100, offset: 0, sort: "name", order: "asc" } as const;
export const PUBLIC_FILE_MAX_AGE_SECONDS = 3600;

/** Private files are opened through links signed for this long. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/** The total quota when the site settings set none. */
export const DEFAULT_FILE_QUOTA_MB = 2048;

export const VISIBILITIES = ["public", "private"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** What the picker's `accept` means as a list filter, and the browser's file-input hint. */
export const ACCEPT_ATTRIBUTE = {
  image: "image/jpeg,image/png,image/webp,image/gif,image/avif",
  any: "image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf",
} as const;

/** The one API route that takes a large body (the general limit is 64 KB). */
export const FILE_UPLOAD_PATH = "/api/admin/files/upload";
