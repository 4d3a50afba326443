import { CSRF_HEADER } from "#shared/auth/fingerprint";
import { FILE_UPLOAD_PATH } from "#shared/files/file-rules";
import type { FileView } from "#shared/files/files-answers";
import { currentCsrfToken } from "#web/lib/staff-session/csrf-store";
import { fingerprintHeader } from "#web/lib/staff-session/fingerprint";
import { refreshCsrfToken } from "#web/lib/staff-session/admin-api";

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

function sendOnce(file: File, fields: Record<string, string>, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<FileView> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set("file", file, file.name);
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    // XMLHttpRequest, not fetch: only it reports upload progress in every browser.
    const request = new XMLHttpRequest();
    request.open("POST", FILE_UPLOAD_PATH);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(fingerprintHeader())) request.setRequestHeader(name, value);
    const csrf = currentCsrfToken();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: (FileView & { error?: string; code?: string }) | null;
      try {
        body = JSON.parse(request.responseText) as FileView & { error?: string; code?: string };
      } catch {
        body = null;
      }
      if (request.status === 201 && body) resolve(body);
      else reject(new UploadError(request.status, body?.error ?? `The server answered ${request.status}.`, body?.code));
    };
    request.onerror = () => reject(new UploadError(0, "We could not reach the server. Check your connection and try again."));
    request.onabort = () => reject(new UploadError(0, "Cancelled."));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

/** Uploads one file with the staff session's headers; a missing or stale CSRF token is renewed once. */
export async function uploadFile(file: File, fields: Record<string, string>, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<FileView> {
  if (!currentCsrfToken()) await refreshCsrfToken();
  try {
    return await sendOnce(file, fields, onProgress, signal);
  } catch (error) {
    if (error instanceof UploadError && error.code === "csrf_invalid") {
      await refreshCsrfToken();
      return sendOnce(file, fields, onProgress, signal);
    }
    throw error;
  }
}
