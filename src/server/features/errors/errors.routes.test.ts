import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorLogs } from "#server/db/schema/error-logs";
import { startTestServer } from "#server/test-server";
import { fingerprintOf } from "./errors.service";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const post = (body: unknown) =>
  fetch(`${server.url}/api/errors`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("POST /api/errors", () => {
  it("records a client error and counts repeats in one group", async () => {
    const error = { message: "Cannot read properties of undefined (reading 'name') at item 42", where: "page", url: "/blog/x" };
    expect((await post(error)).status).toBe(201);
    expect((await post({ ...error, message: error.message.replace("42", "43") })).status).toBe(201);
    const rows = await server.database.db.select().from(errorLogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(2);
    expect(rows[0]?.source).toBe("client");
  });

  it("does not record errors from browser extensions", async () => {
    const res = await post({ message: "boom", stack: "at chrome-extension://abcdef/content.js:1:1", where: "page", url: "/" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ recorded: false });
    const rows = await server.database.db.select().from(errorLogs);
    expect(rows.map((r) => r.message)).not.toContain("boom");
  });

  it("keeps token links out of the log", async () => {
    await post({ message: "track failed", where: "page", url: "/track/SECRET-TOKEN-123" });
    const rows = await server.database.db.select().from(errorLogs);
    const row = rows.find((r) => r.message === "track failed");
    expect(row?.url).toBe("/track/[token]");
  });

  it("refuses malformed reports with 400 and stores nothing", async () => {
    const before = (await server.database.db.select().from(errorLogs)).length;
    const res = await post({ message: "", where: "page", url: "not-a-path" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["message", "url"]);
    expect((await server.database.db.select().from(errorLogs)).length).toBe(before);
  });
});

describe("fingerprintOf", () => {
  it("ignores numbers and ids but not the place", () => {
    expect(fingerprintOf("client", "page", "item 1 failed")).toBe(fingerprintOf("client", "page", "item 2 failed"));
    expect(fingerprintOf("client", "page", "x")).not.toBe(fingerprintOf("client", "root", "x"));
  });
});
