import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ROLES, type Role } from "#shared/auth/roles";
import { CLOSE_SESSION_ENDED } from "#shared/realtime/realtime-constants";
import type { ServerMessage } from "#shared/realtime/realtime-messages";
import { startTestServer } from "#server/test-server";
import { openTestSocket } from "#server/test-support/realtime-client";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { submission } from "../bookings/test-support/booking-payloads";
import { bookThroughApi } from "../bookings/test-support/create-booking";

/**
 * /api/realtime against the real server: the upgrade's checks, joins authorised per channel,
 * booking changes reaching staff and customer sockets with ids and versions only, and staff
 * sockets dropped when their session ends.
 */
let server: TestServer;
const clients = new Map<Role, StaffClient>();
beforeAll(async () => {
  server = await startTestServer({ RIHLA_BENCH_RELAXED_LIMITS: "1" });
  clients.set("admin", (await signedInAdmin(server)).client);
  for (const role of ROLES.filter((r) => r !== "admin")) {
    const account = await createStaffAccount(server, role);
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    clients.set(role, client);
  }
});
afterAll(async () => server.stop());

/** The HTTP status of a refused upgrade. */
function upgradeStatus(address: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(address, { headers });
    socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
    socket.once("open", () => {
      socket.close();
      resolve(101);
    });
    socket.once("error", reject);
  });
}
const ws = () => server.url.replace(/^http/, "ws");
const isEvent = (message: ServerMessage) => message.type === "event";

describe("the upgrade", () => {
  it("refuses other paths, a missing or foreign Origin, and tickets that do not match the session cookie", async () => {
    const admin = clients.get("admin")!;
    const { ticket } = (await admin.request("POST", "/api/admin/realtime/ticket")).body as { ticket: string };
    expect(await upgradeStatus(`${ws()}/api/other`, { Origin: server.url })).toBe(404);
    expect(await upgradeStatus(`${ws()}/api/realtime`, {})).toBe(403);
    expect(await upgradeStatus(`${ws()}/api/realtime`, { Origin: "https://evil.example" })).toBe(403);
    expect(await upgradeStatus(`${ws()}/api/realtime?ticket=${ticket}`, { Origin: "https://evil.example", Cookie: admin.cookie })).toBe(403);
    // The ticket alone, or with another person's session, opens nothing.
    expect(await upgradeStatus(`${ws()}/api/realtime?ticket=${ticket}`, { Origin: server.url })).toBe(401);
    expect(await upgradeStatus(`${ws()}/api/realtime?ticket=${ticket}`, { Origin: server.url, Cookie: clients.get("viewer")!.cookie })).toBe(401);
    expect(await upgradeStatus(`${ws()}/api/realtime?ticket=v1.forged.ticket.value`, { Origin: server.url, Cookie: admin.cookie })).toBe(401);
    expect(await upgradeStatus(`${ws()}/api/realtime?ticket=${ticket}`, { Origin: server.url, Cookie: admin.cookie })).toBe(101);
    // Without a ticket the socket opens anonymous (token pages).
    expect(await upgradeStatus(`${ws()}/api/realtime`, { Origin: server.url })).toBe(101);
  });

  it("gives a ticket only through the staff guard (fingerprint and CSRF token required)", async () => {
    const admin = clients.get("admin")!;
    expect((await new StaffClient(server).request("POST", "/api/admin/realtime/ticket")).status).toBe(401);
    expect((await admin.request("POST", "/api/admin/realtime/ticket", undefined, { csrf: null })).body.code).toBe("csrf_invalid");
    expect((await admin.request("POST", "/api/admin/realtime/ticket", undefined, { origin: "https://evil.example" })).body.code).toBe("bad_origin");
  });
});

describe("channels", () => {
  it("lets every staff role join the jobs channel, and no anonymous socket", async () => {
    for (const role of ROLES) {
      const socket = await openTestSocket(server.url, { staff: clients.get(role)! });
      expect([role, await socket.push({ type: "join", channel: "jobs" })]).toEqual([role, expect.objectContaining({ status: "ok" })]);
      socket.socket.close();
    }
    const anonymous = await openTestSocket(server.url);
    expect(await anonymous.push({ type: "join", channel: "jobs" })).toMatchObject({ status: "error", kind: "channel_error", reason: "unauthenticated" });
    expect(await anonymous.push({ type: "join", channel: "no-such" })).toMatchObject({ status: "error", reason: "unknown_channel" });
    expect(await anonymous.push({ type: "join", channel: "booking-link", token: "A".repeat(43) })).toMatchObject({ status: "error", reason: "bad_token" });
    expect(await anonymous.push({ type: "heartbeat" })).toMatchObject({ type: "reply", status: "ok" });
    anonymous.send("not json");
    expect(await anonymous.next((m) => m.type === "reply" && m.ref === null)).toMatchObject({ status: "error", reason: "bad_message" });
    anonymous.socket.close();
  });

  it("tells staff and the booking's own page about a change, with ids and versions only", async () => {
    const staff = await openTestSocket(server.url, { staff: clients.get("viewer")! });
    expect(await staff.push({ type: "join", channel: "jobs" })).toMatchObject({ status: "ok" });
    const booked = await bookThroughApi(server.url);
    const created = await staff.next(isEvent);
    expect(created).toEqual({ type: "event", channel: "jobs", event: { type: "booking.changed", bookingId: expect.any(Number), version: 1 } });
    const bookingId = (created as Extract<ServerMessage, { type: "event" }>).event.bookingId;

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

  it("counts open sockets on the system dashboard", async () => {
    // A server of its own: sockets other tests closed may still be closing on the shared one.
    const own = await startTestServer();
    try {
      const admin = (await signedInAdmin(own)).client;
      const sockets = [await openTestSocket(own.url, { staff: admin }), await openTestSocket(own.url)];
      expect((await admin.request("GET", "/api/admin/system/status")).body.realtimeConnections).toBe(2);
      for (const socket of sockets) socket.socket.close();
    } finally {
      await own.stop();
    }
  });
});

describe("session end", () => {
  it("drops the staff socket once its session ended (signed out)", async () => {
    const account = await createStaffAccount(server, "operations");
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    const socket = await openTestSocket(server.url, { staff: client });
    expect(await socket.push({ type: "join", channel: "jobs" })).toMatchObject({ status: "ok" });
    await server.realtime.sweep();
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    expect((await client.request("POST", "/api/admin/auth/sign-out")).status).toBe(200);
    await server.realtime.sweep();
    expect(await socket.closed).toEqual({ code: CLOSE_SESSION_ENDED, reason: "session ended" });
  });

  it("is refused a new socket once signed out", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    const { ticket } = (await client.request("POST", "/api/admin/realtime/ticket")).body as { ticket: string };
    const cookie = client.cookie;
    await client.request("POST", "/api/admin/auth/sign-out");
    expect(await upgradeStatus(`${ws()}/api/realtime?ticket=${ticket}`, { Origin: server.url, Cookie: cookie })).toBe(401);
  });
});

describe("a staff booking", () => {
  it("is told like a customer's", async () => {
    const staff = await openTestSocket(server.url, { staff: clients.get("operations")! });
    await staff.push({ type: "join", channel: "jobs" });
    const { captcha: _captcha, ...payload } = submission();
    const created = await clients.get("operations")!.request("POST", "/api/admin/bookings", { ...payload, source: "phone" });
    expect(created.status).toBe(201);
    expect(await staff.next(isEvent)).toEqual({ type: "event", channel: "jobs", event: { type: "booking.changed", bookingId: created.body.id, version: 1 } });
    staff.socket.close();
  });
});
