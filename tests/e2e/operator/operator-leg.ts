import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { quoteRequest, riyadhPickup, submission } from "../../../src/server/test-support/booking-payloads";
import { StaffClient, type TestServer } from "../../../src/server/test-support/staff-client";
import type { AdminBookingsAnswer, AdminBookingDetail } from "../../../src/shared/bookings/admin-answers";
import type { DispatchCandidate } from "../../../src/shared/dispatch/dispatch-api";
import type { OutboxRow } from "../../../src/shared/security/security-answers";

/**
 * A leg on its way to an operator, made through the staff API of a spec's own server as the job
 * tracker would: a web booking, confirmed; availability asked of the first operator who fits (the
 * demo operators are seeded); then, when the spec says so, assigned and given its start link.
 * Each link's token is read from the message the operator was sent (the outbox).
 */
export async function operatorLeg(base: string, admin: { email: string; password: string }) {
  return legFor(base, await signedInStaff(base, admin));
}

/** The first admin signed in through the API, enrolling two-factor (once per server: later sign-ins would need a code). */
export async function signedInStaff(base: string, admin: { email: string; password: string }): Promise<StaffClient> {
  const staff = new StaffClient({ url: base } as TestServer);
  const signedIn = await staff.signIn(admin.email, admin.password);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  await staff.enrolMfa();
  return staff;
}

/**
 * Another leg through the same signed-in staff member. `dayOffset` moves the pickup that many days
 * further (a week ahead by default), so the demo operator is not busy with another spec leg.
 */
export async function legFor(base: string, staff: StaffClient, dayOffset = 0) {
  const legs = dayOffset === 0 ? quoteRequest().legs : quoteRequest().legs.map((leg) => ({ ...leg, pickupAt: riyadhPickup(7 + dayOffset) }));
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
  const captcha = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString("base64");
  const booked = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), Origin: base },
    body: JSON.stringify(submission({ captcha, legs })),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };
  const found = (await staff.request("GET", `/api/admin/bookings?q=${reference}`)).body as unknown as AdminBookingsAnswer;
  const bookingId = found.rows[0]!.id;
  expect((await staff.request("POST", `/api/admin/bookings/${bookingId}/confirm`, {})).status).toBe(200);
  const detail = (await staff.request("GET", `/api/admin/bookings/${bookingId}`)).body as unknown as AdminBookingDetail;
  const jobId = detail.legs[0]!.id;

  const candidates = (await staff.request("GET", `/api/admin/jobs/${jobId}/candidates`)).body as unknown as DispatchCandidate[];
  const operator = candidates.find((candidate) => candidate.blocked === null && candidate.busyWith.length === 0);
  if (!operator) throw new Error(`no operator fits the leg: ${JSON.stringify(candidates)}`);
  const dispatch = async (action: string, body: unknown) => {
    const answer = await staff.request("POST", `/api/admin/jobs/${jobId}/${action}`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  /** The token of the newest message that carries a link of this kind. */
  const sentToken = async (path: string) => {
    const page = (await staff.request("GET", "/api/admin/security/outbox?page=1")).body as unknown as { items: OutboxRow[] };
    const match = page.items.map((row) => new RegExp(`/${path.replace("/", "\\/")}/([A-Za-z0-9_-]{43})`).exec(row.body)).find(Boolean);
    if (!match?.[1]) throw new Error(`no ${path} link in the outbox`);
    return match[1];
  };

  await dispatch("ask", { operatorIds: [operator.id] });
  return {
    reference,
    bookingId,
    jobId,
    sentToken,
    /** The signed-in admin (a spec reads the leg's state through the staff API). */
    staff,
    availabilityToken: await sentToken("operator-availability"),
    async assign() {
      await dispatch("assign", { operatorId: operator.id, operatorPriceHalalas: operator.defaultPriceHalalas ?? 15_000 });
      return sentToken("operator-confirm");
    },
    async startLink() {
      await dispatch("start-link", {});
      return sentToken("op/start");
    },
  };
}
