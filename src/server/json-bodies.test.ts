import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUIDE_IMPORT_PATH_PREFIX } from "#shared/content/guide-import.schema";
import { FILE_UPLOAD_PATH } from "#shared/files/file-rules";
import { executeRows } from "./db/client";
import { submission } from "#server/test-support/booking-payloads";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, solvedCaptcha, type TestServer } from "#server/test-support/staff-client";

/**
 * Probe finding 22: `POST /api/bookings` with `Content-Type: text/plain` (or none) created a
 * booking, and a booking link's cancel took text/plain. Every JSON endpoint refuses a body of
 * another type with 415 and changes nothing. The routes come from the modules themselves, so a
 * new route is walked without anyone adding it here.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A signed-in admin, so that the digest covers sessions too (nothing below may touch them).
  await signedInAdmin(server);
});
afterAll(async () => server.stop());

/** Every table's rows, as one digest each: nothing may change. */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await executeRows<{ name: string }>(server.database.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await executeRows<{ h: string }>(
      server.database.db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
    );
    digest[name] = row!.h;
  }
  return digest;
}

/** The two routes that take files (multipart), each with its own checks. */
const takesFiles = (method: string, path: string) => path.startsWith(`${GUIDE_IMPORT_PATH_PREFIX}/`) || (method === "POST" && path === FILE_UPLOAD_PATH);
const fill = (path: string) => path.replace(/:[A-Za-z]+/g, "x");
const BODY = JSON.stringify({ name: "Test Person", email: "person@example.com", message: "A message that is long enough.", captcha: "x" });

function bodyRoutes() {
  const routes = [
    ...server.publicRoutes.filter((r) => r.path.startsWith("/api/")).map((r) => ({ ...r, admin: false })),
    ...server.adminRoutes.map((r) => ({ method: r.method as string, path: r.path, admin: true })),
  ];
  return routes.filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method));
}

describe("JSON endpoints refuse other content types (415, nothing changed)", () => {
  it("walks every API route that takes a body, public and admin, with text/plain, a form, and no type", async () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const before = await databaseDigest();
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !takesFiles(r.method, r.path))) {
      for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]) {
        const headers: Record<string, string> = { "Accept-Language": "ar", ...(type ? { "Content-Type": type } : {}) };
        // No Content-Type at all: a byte body, which fetch does not label.
        const body = type ? BODY : new TextEncoder().encode(BODY);
        const answer = await fetch(`${server.url}${fill(route.path)}`, { method: route.method, headers, body });
        const json = (await answer.json().catch(() => null)) as { error?: string; code?: string } | null;
        if (
          answer.status !== 415 ||
          json?.code !== "request.unsupportedMediaType" ||
          json.error !== "أرسل هذا الطلب بصيغة JSON (Content-Type: application/json)."
        )
          wrong.push(`${route.method} ${route.path} ${type ?? "(none)"}: ${answer.status} ${JSON.stringify(json)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseDigest()).toEqual(before);
  });

  it("lets JSON through (with or without a charset), and bodiless commands", async () => {
    for (const route of bodyRoutes().filter((r) => !takesFiles(r.method, r.path))) {
      for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON"]) {
        const answer = await fetch(`${server.url}${fill(route.path)}`, { method: route.method, headers: { "Content-Type": type }, body: BODY });
        expect([route.method, route.path, type, answer.status]).not.toContainEqual(415);
        await answer.arrayBuffer();
      }
      const bare = await fetch(`${server.url}${fill(route.path)}`, { method: route.method });
      expect([route.method, route.path, bare.status]).not.toContain(415);
      await bare.arrayBuffer();
    }
  });

  it("leaves the two file routes their multipart bodies", async () => {
    const files = bodyRoutes().filter((r) => takesFiles(r.method, r.path));
    expect(files.map((r) => r.path).sort()).toEqual([FILE_UPLOAD_PATH, `${GUIDE_IMPORT_PATH_PREFIX}/commit`, `${GUIDE_IMPORT_PATH_PREFIX}/dry-run`].sort());
    for (const route of files) {
      const form = new FormData();
      form.set("file", new Blob(["title,body\n"], { type: "text/csv" }), "guides.csv");
      // Not signed in: the staff guard answers, past the content-type rule.
      const answer = await fetch(`${server.url}${route.path}`, { method: route.method, body: form });
      expect([route.path, answer.status]).toEqual([route.path, 401]);
    }
  });

  it("refuses the probe's text/plain booking, which JSON then books", async () => {
    const body = JSON.stringify(submission({ captcha: await solvedCaptcha(server) }));
    const key = randomUUID();
    const plain = await fetch(`${server.url}/api/bookings`, { method: "POST", headers: { "Content-Type": "text/plain", "Idempotency-Key": key }, body });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { error: string }).error).toBe("Send this request as JSON (Content-Type: application/json).");
    const json = await fetch(`${server.url}/api/bookings`, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": key }, body });
    expect(json.status).toBe(201);
  });
});
