import type { z } from "zod";
import { noteServiceCall } from "./service-health";

/** About three seconds: a pilgrim on roaming data waits for our page, not for a third party. */
export const OUTSIDE_SERVICE_TIMEOUT_MS = 3_000;

/** Why an outside service gave nothing usable; logged by the caller, never shown to a visitor. */
export class OutsideServiceError extends Error {
  constructor(
    readonly service: string,
    readonly reason: "timeout" | "network" | "status" | "body",
    detail: string,
  ) {
    super(`${service}: ${reason} (${detail})`);
  }
}

/** GET a JSON document with a timeout and check its shape; anything else is an OutsideServiceError. */
export async function fetchJson<S extends z.ZodType>(service: string, url: string, schema: S, timeoutMs: number): Promise<z.infer<S>> {
  const started = performance.now();
  try {
    const value = await fetchJsonOnce(service, url, schema, timeoutMs);
    noteServiceCall(service, { ok: true, ms: performance.now() - started });
    return value;
  } catch (error) {
    noteServiceCall(service, { ok: false, ms: performance.now() - started, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

async function fetchJsonOnce<S extends z.ZodType>(service: string, url: string, schema: S, timeoutMs: number): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") throw new OutsideServiceError(service, "timeout", `${timeoutMs} ms`);
    throw new OutsideServiceError(service, "network", (error as Error).message);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new OutsideServiceError(service, "status", String(response.status));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") throw new OutsideServiceError(service, "timeout", `${timeoutMs} ms`);
    throw new OutsideServiceError(service, "body", "not JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new OutsideServiceError(
      service,
      "body",
      parsed.error.issues
        .map((i) => `${i.path.join(".")}: ${i.message}`)
        .slice(0, 3)
        .join("; "),
    );
  return parsed.data;
}

/** "off" (any case) disables a service. */
export const isOff = (url: string | undefined) => !url || url.trim().toLowerCase() === "off";
