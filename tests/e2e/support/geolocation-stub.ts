import type { BrowserContext, Page } from "@playwright/test";

/**
 * A stand-in for the browser's Geolocation API for what its override cannot do: a phone whose
 * Location is off or that sees no satellites answers a watch with errors (POSITION_UNAVAILABLE,
 * TIMEOUT) until a fix comes. The test sends each error and fix; the page's own code runs unchanged.
 * (The override, context.setGeolocation, is used everywhere else.)
 */
export async function installGeolocationStub(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Watch = { ok: PositionCallback; fail?: PositionErrorCallback | null };
    const watches = new Map<number, Watch>();
    let next = 1;
    const codes = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const;
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        watchPosition(ok: PositionCallback, fail?: PositionErrorCallback | null) {
          watches.set(next, { ok, fail });
          return next++;
        },
        clearWatch: (id: number) => void watches.delete(id),
        getCurrentPosition: () => undefined,
      },
    });
    Object.assign(window, {
      __geo: {
        watching: () => watches.size,
        fail(code: 2 | 3) {
          for (const { fail } of watches.values()) fail?.({ code, message: "", ...codes } as GeolocationPositionError);
        },
        fix(latitude: number, longitude: number) {
          const coords = { latitude, longitude, accuracy: 9, altitude: null, altitudeAccuracy: null, speed: null, heading: null };
          for (const { ok } of watches.values()) ok({ coords, timestamp: Date.now() } as GeolocationPosition);
        },
      },
    });
  });
}

type Geo = { watching(): number; fail(code: 2 | 3): void; fix(latitude: number, longitude: number): void };
export const geo = {
  watching: (page: Page) => page.evaluate(() => (window as unknown as { __geo: Geo }).__geo.watching()),
  fail: (page: Page, code: 2 | 3) => page.evaluate((value) => (window as unknown as { __geo: Geo }).__geo.fail(value), code),
  fix: (page: Page, latitude: number, longitude: number) =>
    page.evaluate(([lat, lng]) => (window as unknown as { __geo: Geo }).__geo.fix(lat!, lng!), [latitude, longitude]),
};
