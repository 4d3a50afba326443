import type { FileKind, Visibility } from "./file-rules";

/** What the admin API answers about one file. */
export interface FileView {
  id: string;
  name: string;
  folderId: string | null;
  mimeType: string;
  kind: FileKind;
  size: number;
  width: number | null;
  height: number | null;
  visibility: Visibility;
  /** The public address (/media/…); for a private file, null (ask for a signed link). */
  url: string | null;
  /** A small WebP variant for thumbnails (images only; signed for private ones). */
  thumbnailUrl: string | null;
  createdAt: string;
}

export interface FolderView {
  id: string;
  name: string;
  parentId: string | null;
}

export interface FileListAnswer {
  items: FileView[];
  total: number;
  limit: number;
  offset: number;
  folders: FolderView[];
  usage: { usedBytes: number; quotaBytes: number };
}

/** Where a file is still used, so it cannot be deleted. */
export interface FileUse {
  kind: "blog_post" | "guide" | "product" | "vehicle_class" | "company_profile";
  id: number;
  title: string;
  field: "cover" | "body" | "image" | "logo";
}
