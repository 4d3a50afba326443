import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/**
 * The known-device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after
 * a successful sign-in the browser gets `nonce.signature`, the signature an HMAC of the account's
 * address and the nonce. A later sign-in to the same account that presents it is limited on the
 * device's own counter, so five failures from strangers do not lock the owner out. The address
 * is not in the cookie; a cookie for another account, or a forged one, is simply no device.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

export function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-rihla_device" : "rihla_device";
}

const NONCE = /^[A-Za-z0-9_-]{22}$/;

export function createDeviceCookies(deps: { loadKeyMaterial: () => Promise<string>; secure: boolean }) {
  let key: Promise<Buffer> | null = null;
  const keyOf = () => (key ??= deps.loadKeyMaterial().then((material) => createHmac("sha256", "rihla-device-cookie").update(material).digest()));
  const sign = async (account: string, nonce: string) =>
    createHmac("sha256", await keyOf())
      .update(`${account.toLowerCase()}|${nonce}`)
      .digest();

  return {
    /** The device id (its nonce) when this browser holds a valid cookie for this account. */
    async read(c: Context, account: string): Promise<string | null> {
      const value = getCookie(c, deviceCookieName(deps.secure));
      const [nonce, signature, extra] = value?.split(".") ?? [];
      if (!nonce || !signature || extra !== undefined || !NONCE.test(nonce)) return null;
      const given = Buffer.from(signature, "base64url");
      const expected = await sign(account, nonce);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
    /** Marks this browser as one that signed in to the account (a new nonce each time). */
    async issue(c: Context, account: string): Promise<void> {
      const nonce = randomBytes(16).toString("base64url");
      const signature = (await sign(account, nonce)).toString("base64url");
      setCookie(c, deviceCookieName(deps.secure), `${nonce}.${signature}`, {
        httpOnly: true,
        secure: deps.secure,
        sameSite: "Strict",
        path: "/",
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
