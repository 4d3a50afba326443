import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "./db/schema/rate-limits";
import { startTestServer } from "#server/test-support/test-server";
import { BROWSER_FINGERPRINT, signedInAdmin, solvedCaptcha, StaffClient, type TestServer } from "#server/test-support/staff-client";

/**
 * Issue 9, item 2: NUL and other control characters in every path parameter, query parameter and
 * text field of every API route (public and admin, the admin ones signed in as the admin, who
 * passes every permission) are a 4xx, never a 5xx. The routes come from the modules themselves,
 * so a new route is walked without anyone adding it here.
 */
let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

// Limits would answer 429 before the input is even read: start each request with fresh counters.
const resetLimits = () => server.database.db.delete(rateLimits);
const HOSTILE = ["\u0000", "x\u0000y", "\u0001\u001b[2J", "line\r\nInjected: yes", "\u2028", "\ud800"];
const QUERY_NAMES = ["q", "tag", "page", "token", "email", "actor", "action", "entity", "outcome", "kind", "city", "base", "lat", "lon", "date", "status"];
const TEXT_FIELDS = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "language",
  "captcha",
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "code",
  "role",
  "where",
  "url",
  "stack",
];

// A lone surrogate cannot be percent-encoded: send the invalid UTF-8 it would be instead.
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80%FF";
  }
};
const pathWith = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, encode(value));
const queryWith = (value: string) => QUERY_NAMES.map((name) => `${name}=${encode(value)}`).join("&");
const bodyWith = (value: string) => ({
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, value])),
  fingerprint: { ...BROWSER_FINGERPRINT, language: value, timezone: value },
});

// Plausible values, so that one hostile field at a time gets past the others' checks.
const BASELINE: Record<string, string> = {
  name: "Test Person",
  email: "person@example.com",
  phone: "",
  subject: "A subject",
  message: "A message that is long enough.",
  language: "en",
  captcha: "x",
  password: "not the password at all",
  currentPassword: "not the password at all",
  newPassword: "a new password long enough",
  token: "0".repeat(64),
  code: "123456",
  role: "viewer",
  where: "page",
  url: "/somewhere",
  stack: "at somewhere",
};
const oneFieldBodies = (value: string) =>
  TEXT_FIELDS.map((field) => ({ ...BASELINE, [field]: value, fingerprint: BROWSER_FINGERPRINT }) as Record<string, unknown>);

describe("hostile text in every API route", () => {
  it("walks every public write with one hostile field at a time: no 5xx", async () => {
    const failures: string[] = [];
    for (const route of server.publicRoutes.filter((r) => r.path.startsWith("/api/") && r.method !== "GET")) {
      for (const value of HOSTILE.slice(0, 2)) {
        for (const body of oneFieldBodies(value)) {
          await resetLimits();
          const result = await new StaffClient(server).request(route.method, route.path, body);
          if (result.status >= 500) failures.push(`${route.method} ${route.path} ${JSON.stringify(body)}: ${result.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses NUL in the contact form's name and message even with a solved captcha", async () => {
    for (const field of ["name", "message", "subject"]) {
      await resetLimits();
      const body = { ...BASELINE, [field]: `Hello\u0000 there, a long text`, captcha: await solvedCaptcha(server) };
      const result = await new StaffClient(server).request("POST", "/api/contact", body);
      expect([field, result.status]).toEqual([field, 400]);
    }
  });

  it("walks every public route: no 5xx", async () => {
    const routes = server.publicRoutes.filter((route) => route.path.startsWith("/api/"));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of HOSTILE) {
        await resetLimits();
        const client = new StaffClient(server);
        const url = `${pathWith(route.path, value)}?${queryWith(value)}`;
        const result = await client.request(route.method, url, route.method === "GET" ? undefined : bodyWith(value));
        if (result.status >= 500) failures.push(`${route.method} ${route.path} ${JSON.stringify(value)}: ${result.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("walks every admin route signed in as the admin: no 5xx", async () => {
    expect(server.adminRoutes.length).toBeGreaterThanOrEqual(15);
    const failures: string[] = [];
    for (const route of server.adminRoutes) {
      if (route.path.endsWith("/auth/sign-out")) continue;
      for (const value of HOSTILE) {
        const url = `${pathWith(route.path, value)}?${queryWith(value)}`;
        const result = await admin.request(route.method, url, route.method === "GET" ? undefined : bodyWith(value));
        if (result.status >= 500) failures.push(`${route.method} ${route.path} ${JSON.stringify(value)}: ${result.status}`);
        if (result.status === 401) throw new Error(`The admin was signed out by ${route.method} ${route.path}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 for a hostile id before any query", async () => {
    const result = await admin.request("POST", `/api/admin/users/${encodeURIComponent("\u0000")}/deactivate`);
    expect(result.status).toBe(404);
    const revoke = await admin.request("POST", `/api/admin/account/sessions/${encodeURIComponent("\u0000")}/revoke`);
    expect(revoke.status).toBe(404);
  });
});
