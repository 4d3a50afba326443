import { ApiError, apiFetch } from "#web/lib/api-client";
import { CSRF_HEADER } from "#shared/auth/fingerprint";
import { clearCsrfToken, currentCsrfToken, storeCsrfToken } from "./csrf-store";
import { fingerprintHeader } from "./fingerprint";

/** Machine-readable codes the admin screens react to (see staff-guard on the server). */
export class StaffApiError extends ApiError {
  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string>,
    readonly code?: string,
    readonly retryAt?: string,
    /** The whole answer, for a screen that reads more of a refusal (dispatch's overlapping legs). */
    readonly body: unknown = null,
  ) {
    super(status, message, fieldErrors);
  }
}

type AdminInit = { method?: string; body?: unknown; headers?: Record<string, string> };

async function rawFetch<T>(path: string, init: AdminInit): Promise<T> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { ...init.headers, ...fingerprintHeader() };
  const csrf = currentCsrfToken();
  if (method !== "GET" && csrf) headers[CSRF_HEADER] = csrf;
  // Files (the guides import) go as multipart: the browser writes its Content-Type with the boundary.
  const form = typeof FormData !== "undefined" && init.body instanceof FormData ? init.body : null;
  const response = await fetch(path, {
    method,
    headers: { Accept: "application/json", ...(init.body === undefined || form ? {} : { "Content-Type": "application/json" }), ...headers },
    body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    credentials: "same-origin",
  }).catch(() => {
    throw new StaffApiError(0, "We could not reach the server. Check your connection and try again.", {});
  });
  const body = (await response.json().catch(() => null)) as
    (T & { error?: string; fieldErrors?: Record<string, string>; code?: string; retryAt?: string; csrfToken?: string }) | null;
  if (!response.ok)
    throw new StaffApiError(
      response.status,
      body?.error ?? `The server answered ${response.status}.`,
      body?.fieldErrors ?? {},
      body?.code,
      body?.retryAt,
      body,
    );
  if (body && typeof body.csrfToken === "string") await storeCsrfToken(body.csrfToken);
  return body as T;
}

export async function refreshCsrfToken(): Promise<void> {
  const fresh = await rawFetch<{ csrfToken: string; expiresAt: string }>("/api/admin/account/csrf", { method: "POST" });
  await storeCsrfToken(fresh.csrfToken, fresh.expiresAt);
}

/**
 * Set while this page signs out: answers of calls still in flight (a 15 s poll, a refetch after
 * the cache is cleared) then say 401, and must not race the sign-out's own move to the sign-in
 * page with a "sign in again and come back here" redirect.
 */
let signingOut = false;
export function markSigningOut(): void {
  signingOut = true;
}

/**
 * Calls the admin API with the fingerprint and, for writes, the CSRF token. A missing or
 * expired token is fetched once and the call retried; an ended session sends the person to
 * sign in again and back here afterwards; an admin without MFA is sent to set it up.
 */
export async function adminFetch<T>(path: string, init: AdminInit = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  try {
    if (method !== "GET" && !currentCsrfToken()) await refreshCsrfToken();
    return await rawFetch<T>(path, init);
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error;
    if (error.code === "csrf_invalid") {
      await refreshCsrfToken();
      return rawFetch<T>(path, init);
    }
    if (error.status === 401 && typeof window !== "undefined" && !signingOut) {
      clearCsrfToken();
      const next = window.location.pathname + window.location.search;
      window.location.assign(`/admin/login?next=${encodeURIComponent(next)}${error.code === "session_ended" ? "&reason=ended" : ""}`);
    }
    if (error.code === "mfa_setup_required" && typeof window !== "undefined") window.location.assign("/admin/mfa-setup");
    throw error;
  }
}

/** For the sign-in pages, before a session exists: same headers, no redirects. */
export const authFetch = rawFetch;
export { apiFetch };

/**
 * A file from the admin API (a CSV export): a plain link cannot send the fingerprint header the
 * guard asks of every call, so the file is fetched with it and handed to the browser to save.
 */
export async function adminDownload(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { headers: fingerprintHeader(), credentials: "same-origin" }).catch(() => null);
  if (!response?.ok) {
    const body = (await response?.json().catch(() => null)) as { error?: string } | null;
    throw new StaffApiError(response?.status ?? 0, body?.error ?? "The file could not be downloaded.", {});
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
