import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSmallJsonBodies } from "./request-body";

/** A real node HTTP server: the middleware only acts under @hono/node-server. */
const app = new Hono();
app.use("*", readSmallJsonBodies(1024));
app.post("/echo", async (c) => {
  // Whether the body was already in Hono's cache when the handler ran (read by the middleware).
  const preRead = "text" in c.req.bodyCache;
  try {
    return c.json({ preRead, body: await c.req.json() });
  } catch {
    return c.json({ preRead, error: "not JSON" }, 400);
  }
});
const server = createAdaptorServer({ fetch: app.fetch });
let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(`${url}/echo`, { method: "POST", headers, body, duplex: "half" } as RequestInit).then(async (r) => ({ status: r.status, json: await r.json() }));

describe("small JSON bodies read from node's stream", () => {
  it("reads a JSON body with a Content-Length before the handler, and the handler gets the same value", async () => {
    const value = { name: "عائشة", legs: [{ at: "2026-12-01T10:00" }], n: 2 };
    expect(await post(JSON.stringify(value))).toEqual({ status: 200, json: { preRead: true, body: value } });
  });

  it("decodes as a web Request would: a byte-order mark is dropped", async () => {
    expect(await post(`\uFEFF{"a":1}`)).toEqual({ status: 200, json: { preRead: true, body: { a: 1 } } });
  });

  it("leaves bad JSON to the handler's 400", async () => {
    expect(await post(`{"a":`)).toEqual({ status: 400, json: { preRead: true, error: "not JSON" } });
  });

  it("leaves chunked bodies, other types and larger bodies to the usual path", async () => {
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"chunked":`));
        controller.enqueue(new TextEncoder().encode(`true}`));
        controller.close();
      },
    });
    expect(await post(chunked)).toEqual({ status: 200, json: { preRead: false, body: { chunked: true } } });
    expect(await post(`{"a":1}`, { "content-type": "text/plain" })).toEqual({ status: 200, json: { preRead: false, body: { a: 1 } } });
    const large = JSON.stringify({ text: "x".repeat(2000) });
    expect(await post(large)).toEqual({ status: 200, json: { preRead: false, body: { text: "x".repeat(2000) } } });
  });

  it("survives a client that declares more than it sends and hangs up", async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(url).port), "127.0.0.1", () => {
        socket.write(`POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`);
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
    expect(await post(`{"after":1}`)).toEqual({ status: 200, json: { preRead: true, body: { after: 1 } } });
  });
});
