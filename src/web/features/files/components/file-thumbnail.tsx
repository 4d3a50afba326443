import { FileText } from "lucide-react";
import type { FileView } from "#shared/files/files-answers";

/** A file's small preview: its smallest WebP copy for images, an icon for PDF files. */
export function FileThumbnail({ file, className = "" }: { file: FileView; className?: string }) {
  if (file.kind === "image" && file.thumbnailUrl)
    return (
      <img
        src={file.thumbnailUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        className={`bg-stone-100 object-cover ${className}`}
      />
    );
  return (
    <span className={`flex items-center justify-center bg-stone-100 text-brand-800 ${className}`}>
      <FileText aria-hidden="true" className="size-1/3 max-h-10 max-w-10" />
    </span>
  );
}
