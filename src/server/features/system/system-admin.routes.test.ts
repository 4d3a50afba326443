import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { SystemStatus } from "#shared/system/system-status";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

const status = async () => (await admin.request("GET", "/api/admin/system/status")).body as unknown as SystemStatus;

describe("GET /api/admin/system/status", () => {
  it("reports this process, the database, the scheduler and the outbox", async () => {
    const body = await status();
    expect(body.process.version).toBe("1.0.0");
    expect(body.process.pid).toBe(process.pid);
    expect(body.process.heapUsedBytes).toBeGreaterThan(0);
    expect(body.database.kind).toMatch(/^(pglite|postgres)$/);
    expect(body.database.ok).toBe(true);
    expect(body.database.sizeBytes).toBeGreaterThan(0);
    expect(body.scheduler.map((t) => t.name)).toContain("errors.purge-old-groups");
    expect(body.outbox).toMatchObject({ failed: 0 });
    expect(body.realtimeConnections).toBe(0);
  });

  it("counts requests per route group, with p95 and the 5xx share, and moves with load", async () => {
    const before = (await status()).requests.find((g) => g.group === "api")?.requests ?? 0;
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/api/quick-tools/rates?from=USD&to=SAR`).then((r) => r.text())));
    const api = (await status()).requests.find((g) => g.group === "api")!;
    expect(api.requests).toBeGreaterThanOrEqual(before + 20);
    expect(api.p95Ms).not.toBeNull();
    expect(api.errorRate).toBe(0);
  });

  it("counts the outbox backlog and its oldest message", async () => {
    const invited = await admin.request("POST", "/api/admin/users/invitations", { email: "backlog@rihla.test", role: "viewer" });
    expect(invited.status).toBe(201);
    const { outbox } = await status();
    expect(outbox.queued).toBeGreaterThanOrEqual(1);
    expect(new Date(outbox.oldestQueuedAt!).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("/metrics", () => {
  it("answers loopback callers in Prometheus format, but not visitors passed on by a proxy on this machine", async () => {
    // TRUST_PROXY is false here: a proxy on this machine makes every visitor a loopback caller,
    // but names them in its headers.
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP"])
      expect((await fetch(`${server.url}/metrics`, { headers: { [header]: "203.0.113.9" } })).status, header).toBe(404);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("rihla_http_requests_total");
    expect(text).toMatch(/rihla_http_request_duration_seconds_bucket\{le="0.005",group="(api|admin-api|health)"/);
    // Node's defaults under their standard names, for the usual Node.js dashboards.
    for (const name of ["process_cpu_seconds_total", "process_resident_memory_bytes", "nodejs_heap_size_used_bytes", "nodejs_eventloop_lag_seconds"])
      expect(text, name).toMatch(new RegExp(`^${name} `, "m"));
    expect(text).not.toContain("rihla_process_");
    expect(text).not.toContain("rihla_nodejs_");
  });

  it("needs the token from the dashboard for anyone else; a wrong token is a 404", async () => {
    // Behind a trusted proxy the caller's address is the forwarded one: a stranger.
    const proxied = await startTestServer({ TRUST_PROXY: "true" });
    try {
      const client = (await signedInAdmin(proxied)).client;
      const ask = (token?: string) =>
        fetch(`${proxied.url}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9", ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
      expect((await ask()).status).toBe(404);
      // A client's own X-Forwarded-For entries come first; the proxy's last one is the address it saw.
      const spoofed = await fetch(`${proxied.url}/metrics`, { headers: { "X-Forwarded-For": "127.0.0.1, 203.0.113.9" } });
      expect(spoofed.status).toBe(404);
      const created = await client.request("POST", "/api/admin/system/metrics-token");
      expect(created.status).toBe(201);
      const token = created.body.token as string;
      expect(token).toMatch(/^rihla_metrics_/);
      expect((await ask("rihla_metrics_wrong")).status).toBe(404);
      expect((await ask(token)).status).toBe(200);
      const [entry] = await proxied.database.db.select().from(auditLog).where(eq(auditLog.action, "system.metrics_token_rotate"));
      expect(JSON.stringify(entry)).not.toContain(token);
      const rotated = (await client.request("POST", "/api/admin/system/metrics-token")).body.token as string;
      expect((await ask(token)).status).toBe(404);
      expect((await ask(rotated)).status).toBe(200);
    } finally {
      await proxied.stop();
    }
  });
});
