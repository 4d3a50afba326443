import type { Language } from "#shared/i18n/languages";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "#shared/files/file-rules";
import { formatNumber } from "#web/lib/format";
import type { TFunction } from "#web/lib/i18n/texts";
import { UploadError } from "../api/upload-file";

const KB = 1024;

/** Sizes as staff read them: KB below a megabyte, MB (one decimal) above, GB for quotas. */
export function formatBytes(bytes: number, language: Language): string {
  const unit = language === "ar" ? { kb: "ك.ب", mb: "م.ب", gb: "غ.ب" } : { kb: "KB", mb: "MB", gb: "GB" };
  if (bytes >= KB ** 3) return `${formatNumber(bytes / KB ** 3, language, 1)} ${unit.gb}`;
  if (bytes >= KB * KB) return `${formatNumber(bytes / KB / KB, language, 1)} ${unit.mb}`;
  return `${formatNumber(Math.max(1, Math.round(bytes / KB)), language)} ${unit.kb}`;
}

/** Checks the browser can make before sending (the server checks again, by the content). */
export function precheck(file: File): string | null {
  if (file.size === 0) return "errors.empty";
  if (file.type.startsWith("image/") && file.size > MAX_IMAGE_BYTES) return "errors.tooLargeImage";
  if (file.size > MAX_PDF_BYTES) return file.type.startsWith("image/") ? "errors.tooLargeImage" : "errors.tooLargePdf";
  return null;
}

/** An upload's refusal in the reader's language (the server's sentences are English). */
export function uploadErrorText(error: unknown, file: File, t: TFunction): string {
  if (!(error instanceof UploadError)) return t("errors.generic");
  const message = error.message;
  if (error.status === 0) return t("errors.network");
  if (error.status === 429) return t("errors.tooMany");
  if (error.status === 413)
    return /quota/i.test(message)
      ? t("errors.quota")
      : t(/PDF/.test(message) || file.type === "application/pdf" ? "errors.tooLargePdf" : "errors.tooLargeImage");
  if (error.status === 415) return /could not be read/.test(message) ? t("errors.unreadable") : t("errors.type");
  if (error.status === 400 && /empty/.test(message)) return t("errors.empty");
  return t("errors.generic");
}
