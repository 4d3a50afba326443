import { randomUUID } from "node:crypto";
import type { BookingCreatedResponse } from "#shared/bookings/api-contract";
import { submission } from "./booking-payloads";

/**
 * Books through the real API on a server started with RIHLA_BENCH_RELAXED_LIMITS=1 (no captcha,
 * no per-address limit), as tests of what happens after the booking need many of them.
 */
export async function bookThroughApi(url: string, overrides: Record<string, unknown> = {}): Promise<BookingCreatedResponse & { token: string }> {
  const res = await fetch(`${url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify(submission(overrides)),
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as BookingCreatedResponse;
  return { ...body, token: body.bookingPath.split("/").pop() ?? "" };
}
