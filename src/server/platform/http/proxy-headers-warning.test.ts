import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { warnOnceOfProxyHeaders } from "./proxy-headers-warning";

describe("requests passed on by a proxy while TRUST_PROXY is off", () => {
  it("are pointed out in the log once per process, and still answered", async () => {
    const warnings: string[] = [];
    const app = new Hono().use(warnOnceOfProxyHeaders({ warn: (message: string) => void warnings.push(message) } as never)).get("/", (c) => c.text("ok"));
    expect(await (await app.request("/")).text()).toBe("ok");
    expect(warnings).toEqual([]);
    for (let i = 0; i < 3; i++) expect((await app.request("/", { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(200);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("TRUST_PROXY");
  });
});
