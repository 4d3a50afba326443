import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { readFileSync } from "node:fs";
import { stepAt, totpForStep } from "/work/main/src/server/platform/auth/totp";

const FP = { userAgent: "probe/1.0", language: "en-GB", platform: "Linux", screenResolution: "1280x720", timezone: "Asia/Riyadh", colorDepth: 24, touchSupport: false };
const base = process.env.BASE ?? "http://localhost:3900";
let cookie = "";
let csrf = "";
async function call(method: string, path: string, body?: unknown, raw?: string) {
  const headers: Record<string, string> = { origin: base, cookie, "user-agent": FP.userAgent, "x-client-fingerprint": Buffer.from(JSON.stringify(FP)).toString("base64url") };
  if (body !== undefined || raw !== undefined) headers["content-type"] = "application/json";
  if (csrf) headers["x-csrf-token"] = csrf;
  let r: Response;
  try { r = await fetch(base + path, { method, headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)), redirect: "manual" }); }
  catch (e: any) { console.log("NETWORK", method, path, (raw ?? JSON.stringify(body) ?? "").length, e.cause?.message); return { status: -1, json: null, text: "" }; }
  for (const c of r.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const name = pair!.split("=")[0]!;
    cookie = [...cookie.split("; ").filter((p) => p && !p.startsWith(name + "=")), pair].join("; ");
  }
  const text = await r.text();
  let json: any = null;
  try { json = JSON.parse(text); } catch {}
  if (json?.csrfToken) csrf = json.csrfToken;
  return { status: r.status, json, text };
}
async function captcha() {
  const challenge = (await call("GET", "/api/captcha/challenge")).json;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
const signIn = await call("POST", "/api/admin/auth/sign-in", { email: "admin@rihla.local", password: process.env.PW, captcha: await captcha(), fingerprint: FP });
console.log("sign-in", signIn.status, signIn.json);
if (signIn.json?.next === "mfa-setup") {
  const setup = await call("POST", "/api/admin/account/mfa/setup", {});
  const code = totpForStep(setup.json.secret, stepAt(new Date()));
  const confirm = await call("POST", "/api/admin/account/mfa/confirm", { code });
  console.log("mfa confirm", confirm.status);
}
const routes = readFileSync("/tmp/probe/routes.txt", "utf8").split("\n").filter((l) => /^(GET|POST|PATCH|DELETE) /.test(l));
const junk: unknown[] = [null, 0, -1, 1e308, "", "\u0000", "\ud800x", "a".repeat(100_000), [], {}, [{}], true, "2026-02-30", "../../x", 2 ** 63, "١٢", { $gt: "" }];
const keys = ["title", "name", "email", "status", "priority", "targetDate", "description", "version", "column", "position", "phone", "whatsapp", "languagesShown", "currencies", "cities", "timeZone", "leadTimeHours", "smtp", "kind", "action", "id", "ids", "folderId", "role", "q", "page", "code", "note", "reply", "flags", "enabled", "prices", "amount", "currency", "legs", "pickupAt", "token", "url", "logo", "names", "social"];
const ids = ["1", "0", "-1", "00000000-0000-0000-0000-000000000000", "x".repeat(500), "%00", "%E0%A4", "1e5", "null", "..%2F..", "9999999999999999999999"];
const queries = ["", "?q=%00", "?page=-1", "?page=99999999999", "?q=" + "a".repeat(5000), "?status=zz&sort=drop", "?from=2026-99-99&to=x", "?limit=1e9", "?group=%FF", "?q[]=1&q[]=2"];
let bad = 0, n = 0;
const report = (s: number, m: string, p: string, b: string) => { n++; if (s >= 500 || s === 0) { bad++; console.log(s, m, p, b.slice(0, 100)); } };
for (const line of routes) {
  const [method, template] = line.split(" ") as [string, string];
  if (/sign-out|sessions\/:id\/revoke|mfa\/disable|account\/password|users\/:id\/(deactivate|role|reset-mfa)/.test(template)) continue;
  for (const id of ids) {
    const path = template.replace(/:id/g, id);
    if (method === "GET") { for (const q of queries) { const r = await call(method, path + q); report(r.status, method, path + q, ""); } continue; }
    const deep = id === ids[0] || id === ids[3];
    if (!deep) { const r = await call(method, path, {}); report(r.status, method, path, "{}"); if (!template.includes(":id")) break; continue; }
    for (const j of junk) { const r = await call(method, path, undefined, JSON.stringify(j)); report(r.status, method, path, JSON.stringify(j)); }
    for (const k of keys) for (const j of junk.slice(0, 8)) { const r = await call(method, path, { [k]: j }); report(r.status, method, path, JSON.stringify({ [k]: j })); }
    for (const raw of ['{"a":', "\u0000", '{"__proto__":{"admin":true}}', "[".repeat(5000)]) { const r = await call(method, path, undefined, raw); report(r.status, method, path, raw); }
    if (!template.includes(":id")) break;
  }
}
console.log("requests", n, "5xx", bad);
const after = await call("GET", "/api/admin/error-logs");
console.log("error groups now:", JSON.stringify(after.json).slice(0, 600));
