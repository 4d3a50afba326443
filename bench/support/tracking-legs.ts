import { bookThroughApi } from "../../src/server/test-support/create-booking";
import type { StaffClient } from "../../src/server/test-support/staff-client";

/** The tracking benches' legs: made through the staff API as the job tracker would, then moved by the driver's posts. */

const HARAM = { lat: 21.4225, lng: 39.8262 };
/** The drivers' clock starts half an hour back, so a few hundred 1-second steps stay behind the server's clock. */
const T0 = Date.now() - 30 * 60_000;

export interface Leg {
  jobId: number;
  startToken: string;
  trackToken: string;
  /** The driver's clock: each fix 1 s after the previous one, 8 m further north. */
  step: number;
}

/** One started leg with its start and track tokens. */
export async function startedLeg(url: string, admin: StaffClient): Promise<Leg> {
  const ok = async (method: string, route: string, body?: unknown) => {
    const answer = await admin.request(method, route, body);
    if (answer.status !== 200) throw new Error(`${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const booked = await bookThroughApi(url);
  const bookingId = ((await ok("GET", `/api/admin/bookings?q=${booked.reference}`)).rows as { id: number }[])[0]!.id;
  await ok("POST", `/api/admin/bookings/${bookingId}/confirm`, {});
  const jobId = ((await ok("GET", `/api/admin/bookings/${bookingId}`)).legs as { id: number }[])[0]!.id;
  const candidates = (await ok("GET", `/api/admin/jobs/${jobId}/candidates`)) as unknown as { id: number; blocked: string | null }[];
  const operator = candidates.find((candidate) => candidate.blocked === null)!;
  await ok("POST", `/api/admin/jobs/${jobId}/assign`, { operatorId: operator.id, operatorPriceHalalas: 15_000, acceptOverlap: true });
  await ok("POST", `/api/admin/jobs/${jobId}/transition`, { to: "confirmed" });
  await ok("POST", `/api/admin/jobs/${jobId}/start-link`, {});
  const startToken = await newestToken(admin, "op/start");
  await ok("POST", `/api/admin/jobs/${jobId}/transition`, { to: "started" });
  return { jobId, startToken, trackToken: await newestToken(admin, "track"), step: 0 };
}

async function newestToken(admin: StaffClient, kind: string): Promise<string> {
  const page = (await admin.request("GET", "/api/admin/security/outbox?page=1")).body as unknown as { items: { body: string }[] };
  const match = page.items.map((row) => new RegExp(`/${kind.replace("/", "\\/")}/([A-Za-z0-9_-]{43})`).exec(row.body)).find(Boolean);
  if (!match?.[1]) throw new Error(`no ${kind} link in the outbox`);
  return match[1];
}

/** The recordedAt the leg's next fix will carry. */
export const nextRecordedAt = (leg: Leg) => new Date(T0 + leg.step * 1000).toISOString();

/** The driver's next fix (moves the leg's clock on). */
export function nextFix(leg: Leg) {
  const step = leg.step++;
  return {
    lat: HARAM.lat + (step * 8) / 111_195,
    lng: HARAM.lng,
    accuracy: 8,
    speed: 8,
    heading: 0,
    recordedAt: new Date(T0 + step * 1000).toISOString(),
    sequence: step,
  };
}

/** Posts `count` fixes in one request as the driver's page does; answers how many were accepted. */
export async function postFixes(url: string, leg: Leg, count: number): Promise<number> {
  return postPings(
    url,
    leg,
    Array.from({ length: count }, () => nextFix(leg)),
  );
}

export async function postPings(url: string, leg: Leg, pings: ReturnType<typeof nextFix>[]): Promise<number> {
  const response = await fetch(`${url}/api/op/positions/${leg.startToken}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ pings }),
  });
  if (response.status !== 200) throw new Error(`positions refused: ${response.status} ${await response.text()}`);
  const result = (await response.json()) as { accepted: number; ignored: number; rejected: unknown[] };
  if (result.accepted !== pings.length && process.env.BENCH_DEBUG) console.log(JSON.stringify(result));
  return result.accepted;
}
