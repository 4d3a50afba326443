import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ROLES, type Role } from "#shared/auth/roles";
import { CLOSE_SESSION_ENDED } from "#shared/realtime/realtime-constants";
import { startTestServer } from "#server/test-support/test-server";
import { openTestSocket } from "#server/test-support/realtime-client";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";

/**
 * /api/realtime against the real server: the upgrade's checks, joins authorised per channel, and
 * staff sockets dropped when their session ends (the bookings feature tests its own events).
 */
let server: TestServer;
const clients = new Map<Role, StaffClient>();
beforeAll(async () => {
  server = await startTestServer();
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
