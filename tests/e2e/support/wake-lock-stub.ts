import type { BrowserContext, Page } from "@playwright/test";

/**
 * A stand-in for the browser's Screen Wake Lock API (navigator.wakeLock), installed before the
 * page's scripts run, so a test sees each request and release; and a page visibility the test can
 * flip (the browser releases every screen lock when the page is hidden, as a phone does when the
 * driver switches app). The page's own code runs unchanged.
 */
export async function installWakeLockStub(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const held = new Set<{ release(): Promise<void> }>();
    const record = { requests: 0, releasedByPage: 0, releasedBySystem: 0, held: 0 };
    let hidden = false;
    const make = () => {
      const listeners: ((event: Event) => void)[] = [];
      let released = false;
      const end = (bySystem: boolean) => {
        if (released) return;
        released = true;
        held.delete(sentinel);
        record.held = held.size;
        if (bySystem) record.releasedBySystem++;
        else record.releasedByPage++;
        for (const listener of listeners) listener(new Event("release"));
      };
      const sentinel = {
        type: "screen",
        get released() {
          return released;
        },
        addEventListener: (name: string, listener: (event: Event) => void) => void (name === "release" && listeners.push(listener)),
        removeEventListener: () => undefined,
        release: async () => end(false),
        systemRelease: () => end(true),
      };
      return sentinel;
    };
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async (type: string) => {
          if (type !== "screen" || hidden) throw new DOMException("not allowed", "NotAllowedError");
          const sentinel = make();
          held.add(sentinel);
          record.requests++;
          record.held = held.size;
          return sentinel;
        },
      },
    });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    Object.assign(window, {
      __wakeLock: record,
      __setHidden(value: boolean) {
        hidden = value;
        if (value) for (const sentinel of [...held] as ReturnType<typeof make>[]) sentinel.systemRelease();
        document.dispatchEvent(new Event("visibilitychange"));
      },
    });
  });
}

export interface WakeLockRecord {
  requests: number;
  releasedByPage: number;
  releasedBySystem: number;
  held: number;
}

export const wakeLock = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { __wakeLock: WakeLockRecord }).__wakeLock }));
export const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => (window as unknown as { __setHidden(v: boolean): void }).__setHidden(value), hidden);
