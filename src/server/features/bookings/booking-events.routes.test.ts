import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "#shared/realtime/realtime-messages";
import { startTestServer } from "#server/test-support/test-server";
import { openTestSocket } from "#server/test-support/realtime-client";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { submission } from "#server/test-support/booking-payloads";
import { bookThroughApi } from "#server/test-support/create-booking";

/**
 * Booking changes on the realtime socket: staff on the "jobs" channel and the booking's own page
 * (joined with its link token) hear of them after the commit, with ids and versions only.
 */
let server: TestServer;
const clients = new Map<string, StaffClient>();
beforeAll(async () => {
  server = await startTestServer({ RIHLA_BENCH_RELAXED_LIMITS: "1" });
  for (const role of ["operations", "viewer"]) {
    const account = await createStaffAccount(server, role);
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    clients.set(role, client);
  }
});
afterAll(async () => server.stop());

const isEvent = (message: ServerMessage) => message.type === "event";

describe("booking events", () => {
  it("tells staff and the booking's own page about a change, with ids and versions only", async () => {
    const staff = await openTestSocket(server.url, { staff: clients.get("viewer")! });
    expect(await staff.push({ type: "join", channel: "jobs" })).toMatchObject({ status: "ok" });
    const booked = await bookThroughApi(server.url);
    const created = await staff.next(isEvent);
    expect(created).toEqual({ type: "event", channel: "jobs", event: { type: "booking.changed", bookingId: expect.any(Number), version: 1 } });
    const bookingId = ((created as Extract<ServerMessage, { type: "event" }>).event as { bookingId: number }).bookingId;

    const customer = await openTestSocket(server.url);
    expect(await customer.push({ type: "join", channel: "booking-link", token: booked.token })).toMatchObject({ status: "ok" });
    const other = await openTestSocket(server.url);
    const otherBooking = await bookThroughApi(server.url);
    expect(await other.push({ type: "join", channel: "booking-link", token: otherBooking.token })).toMatchObject({ status: "ok" });

    const confirmed = await clients.get("operations")!.request("POST", `/api/admin/bookings/${bookingId}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const expected = { type: "booking.changed", bookingId, version: 2 };
    expect(await staff.next((m) => isEvent(m) && JSON.stringify(m).includes('"version":2'))).toEqual({ type: "event", channel: "jobs", event: expected });
    expect(await customer.next(isEvent)).toEqual({ type: "event", channel: "booking-link", event: expected });
    // Another booking's page hears nothing about this one.
    expect(other.messages.filter(isEvent)).toEqual([]);
    for (const socket of [staff, customer, other]) socket.socket.close();
  });

  it("tells of a booking taken by staff like a customer's", async () => {
    const staff = await openTestSocket(server.url, { staff: clients.get("operations")! });
    await staff.push({ type: "join", channel: "jobs" });
    const { captcha: _captcha, ...payload } = submission();
    const created = await clients.get("operations")!.request("POST", "/api/admin/bookings", { ...payload, source: "phone" });
    expect(created.status).toBe(201);
    expect(await staff.next(isEvent)).toEqual({ type: "event", channel: "jobs", event: { type: "booking.changed", bookingId: created.body.id, version: 1 } });
    staff.socket.close();
  });
});
