import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { FingerprintComponents } from "#shared/auth/fingerprint";
import { createUsersRepository } from "#server/features/users/users.repository";
import { stepAt, totpForStep } from "#server/platform/auth/totp";
import type { startTestServer } from "./test-server";

/** For API tests only: a browser-like staff client (cookie jar, fingerprint, CSRF token, Origin). */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const BROWSER_FINGERPRINT: FingerprintComponents = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0",
  language: "en-GB",
  platform: "Linux x86_64",
  screenResolution: "1920x1080",
  timezone: "Asia/Riyadh",
  colorDepth: 24,
  touchSupport: false,
};

export async function solvedCaptcha(server: TestServer): Promise<string> {
  const challenge = (await (await fetch(`${server.url}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A TOTP code for a step later than `afterStep` that the server accepts now (±1 step). */
export function freshCode(secret: string, afterStep = 0): { code: string; step: number } {
  const step = Math.max(stepAt(new Date()) - 1, afterStep + 1);
  if (step > stepAt(new Date()) + 1) throw new Error("No unused step in the window: wait 30 s");
  return { code: totpForStep(secret, step), step };
}

const SESSION_COOKIE = "rihla_staff";

export class StaffClient {
  /** Every cookie the server set, by name (the session and the known-device cookie). */
  cookies = new Map<string, string>();
  csrf = "";
  fingerprint: FingerprintComponents = { ...BROWSER_FINGERPRINT };
  constructor(readonly server: TestServer) {}

  /** The session cookie as a Cookie header pair ("" when signed out). */
  get cookie(): string {
    const value = this.cookies.get(SESSION_COOKIE);
    return value ? `${SESSION_COOKIE}=${value}` : "";
  }
  set cookie(pair: string) {
    const value = pair.slice(pair.indexOf("=") + 1);
    if (pair && value) this.cookies.set(SESSION_COOKIE, value);
    else this.cookies.delete(SESSION_COOKIE);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: string | null; origin?: string | null; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      "User-Agent": this.fingerprint.userAgent,
      "x-client-fingerprint": Buffer.from(JSON.stringify(this.fingerprint)).toString("base64url"),
      ...options.headers,
    };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const origin = options.origin === undefined ? this.server.url : options.origin;
    if (origin) headers.Origin = origin;
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    if (csrf) headers["x-csrf-token"] = csrf;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${this.server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (!value || /Max-Age=0|expires=Thu, 01 Jan 1970/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    // A CSV export (or any other non-JSON answer) reads as an empty body; its status still counts.
    const json =
      text && (response.headers.get("content-type") ?? "").includes("json")
        ? (JSON.parse(text) as Record<string, unknown> & { error?: string; code?: string })
        : {};
    if (typeof json.csrfToken === "string") this.csrf = json.csrfToken;
    return { status: response.status, body: json, headers: response.headers };
  }

  async signIn(email: string, password: string) {
    return this.request("POST", "/api/admin/auth/sign-in", { email, password, captcha: await solvedCaptcha(this.server), fingerprint: this.fingerprint });
  }

  /** Enrols TOTP for the signed-in account; returns the secret, backup codes and the step used. */
  async enrolMfa() {
    const setup = await this.request("POST", "/api/admin/account/mfa/setup");
    const secret = setup.body.secret as string;
    const { code, step } = freshCode(secret);
    const confirmed = await this.request("POST", "/api/admin/account/mfa/confirm", { code });
    if (confirmed.status !== 200) throw new Error(`MFA confirm failed: ${JSON.stringify(confirmed.body)}`);
    return { secret, step, backupCodes: confirmed.body.backupCodes as string[] };
  }
}

/** A staff account created directly (as an accepted invitation would), for tests. */
export async function createStaffAccount(server: TestServer, role: string, password = "correct horse battery staple 42") {
  const email = `${role}-${randomUUID().slice(0, 8)}@rihla.test`;
  await createUsersRepository(server.database.db).createWithPassword({
    id: randomUUID(),
    email,
    name: `${role} tester`,
    role,
    passwordHash: await hashPassword(password),
  });
  return { email, password };
}

export const ADMIN_EMAIL = "admin@rihla.local";
export const ADMIN_PASSWORD = "test-admin-password-1234";

/** The bootstrap admin, signed in with MFA enrolled (MFA is required for admins). */
export async function signedInAdmin(server: TestServer) {
  const client = new StaffClient(server);
  const result = await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  if (result.body.next === "mfa") throw new Error("Admin already enrolled: use a fresh server");
  const mfa = await client.enrolMfa();
  return { client, mfa };
}
