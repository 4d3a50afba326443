/**
 * The last success and failure of each outside service in this process, with latency, for the
 * system dashboard and /metrics. Process-wide on purpose: every adapter call goes through
 * fetchJson, whichever feature made it.
 */
export interface ServiceHealth {
  service: string;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  lastMs: number | null;
  calls: number;
  failures: number;
}

const health = new Map<string, ServiceHealth>();

export function noteServiceCall(service: string, call: { ok: boolean; ms: number; error?: string }): void {
  const entry = health.get(service) ?? { service, lastSuccessAt: null, lastFailureAt: null, lastError: null, lastMs: null, calls: 0, failures: 0 };
  const now = new Date().toISOString();
  entry.calls++;
  entry.lastMs = Math.round(call.ms);
  if (call.ok) entry.lastSuccessAt = now;
  else {
    entry.failures++;
    entry.lastFailureAt = now;
    entry.lastError = (call.error ?? "failed").slice(0, 200);
  }
  health.set(service, entry);
}

export function serviceHealth(): ServiceHealth[] {
  return [...health.values()].map((entry) => ({ ...entry }));
}
