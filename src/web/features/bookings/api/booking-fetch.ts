import type { ApiErrorBody } from "#shared/api/api-error";
import type { Language } from "#shared/i18n/languages";

/**
 * A refused or failed bookings call: status 0 when the server could not be reached. The whole
 * body is kept, since some refusals carry what the screen shows next (409: the new price).
 */
export class BookingApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined = undefined,
    readonly fieldErrors: Record<string, string> = {},
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

const OFFLINE: Record<Language, string> = {
  en: "We could not reach the server. Check your connection and try again.",
  ar: "تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.",
};

/**
 * The bookings endpoints' fetch: JSON both ways, the page's language as Accept-Language (the
 * server answers its sentences in it), and the answer's status kept (200 and 201 differ).
 */
export async function bookingFetch<T>(
  path: string,
  language: Language,
  init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<{ status: number; data: T }> {
  let response: Response;
  // A connection that drops mid-request can leave it hanging: past the timeout it counts as unreachable.
  const timeout = init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined;
  const signal = timeout && init.signal ? AbortSignal.any([init.signal, timeout]) : (timeout ?? init.signal);
  try {
    response = await fetch(path, {
      method: init.body === undefined ? "GET" : "POST",
      headers: {
        Accept: "application/json",
        "Accept-Language": language,
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if ((error as Error).name === "AbortError" && !timeout?.aborted) throw error;
    throw new BookingApiError(0, OFFLINE[language]);
  }
  const body = (await response.json().catch(() => null)) as (ApiErrorBody & T) | null;
  if (!response.ok) {
    throw new BookingApiError(response.status, body?.error ?? OFFLINE[language], body?.code, body?.fieldErrors ?? {}, body);
  }
  return { status: response.status, data: body as T };
}
