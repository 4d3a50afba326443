import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * The staff session cookie: httpOnly, SameSite=Lax, Secure except on plain-http localhost
 * (development and tests), scoped to the whole site because admin pages and /api share it.
 * With Secure the __Host- prefix also pins it to this host and path.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-rihla_staff" : "rihla_staff";
}

export function readSessionToken(c: Context, secure: boolean): string | undefined {
  return getCookie(c, sessionCookieName(secure));
}

export function writeSessionCookie(c: Context, secure: boolean, token: string, expiresAt: Date): void {
  setCookie(c, sessionCookieName(secure), token, { httpOnly: true, secure, sameSite: "Lax", path: "/", expires: expiresAt });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, sessionCookieName(secure), { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}

/** Secure cookies everywhere except a site served over plain http on a loopback name. */
export function cookiesMustBeSecure(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return !(url.protocol === "http:" && loopback);
}
