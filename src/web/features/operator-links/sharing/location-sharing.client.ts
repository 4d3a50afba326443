import { createPingQueue, type PingQueue, type QueueStorage } from "./ping-queue";

/*
 * The driver's location sharing on /op/start/{token} (issue 23), a progressive enhancement of the
 * server-rendered page: its own small script, loaded by that page only while the leg is under way.
 * It reads everything from the #location-sharing panel (the endpoint, the queue's key, the texts
 * in the page's language), watches the phone's position with high accuracy, keeps the screen awake,
 * queues the fixes in localStorage and sends them oldest first; it stops when the server says the
 * leg is no longer under way or the link no longer works.
 */

type State = "starting" | "searching" | "on" | "queued" | "denied" | "unavailable" | "stopped";

const RETRY_MS = 10_000;
/** With no fix this long after Start, the page tells the driver what to check (the watch goes on). */
const SEARCH_MS = 30_000;
/**
 * A phone clock this close to the server's is used as it is (fixes keep the phone's own, steady
 * times across reloads); one further off is corrected. The server refuses fixes more than two
 * minutes ahead, so a phone set minutes fast would otherwise share nothing.
 */
const CLOCK_TOLERANCE_MS = 60_000;

/**
 * The time fixes are stamped with: the phone's clock, plus how far the server's is ahead when that
 * is more than the tolerance. Measured from the time the server made the page (a little behind the
 * truth by the page's download: the safe side), then from each answer's Date header (a clock
 * changed mid-trip, or a page kept open for days).
 */
function serverClock(renderedAt: number) {
  let offset = 0;
  const learn = (measured: number) => {
    if (!Number.isFinite(measured) || Math.abs(measured - offset) <= CLOCK_TOLERANCE_MS) return;
    offset = Math.abs(measured) > CLOCK_TOLERANCE_MS ? measured : 0;
  };
  if (renderedAt > 0) learn(renderedAt - Date.now());
  return {
    now: () => Date.now() + offset,
    heard(response: Response): void {
      // Midway through the header's whole second.
      learn(Date.parse(response.headers.get("date") ?? "") + 500 - Date.now());
    },
  };
}

/** The page's localStorage; reading it throws where the phone blocks site storage: then the queue lives in the page only. */
function pageStorage(): QueueStorage {
  try {
    return window.localStorage;
  } catch {
    const data = new Map<string, string>();
    return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
  }
}

function start(panel: HTMLElement): void {
  const { endpoint = "", queueKey = "", serverNow = "" } = panel.dataset;
  const clock = serverClock(Number(serverNow));
  const stateText = panel.querySelector<HTMLElement>("[data-state-text]");
  const button = panel.querySelector<HTMLButtonElement>("[data-share-button]");
  const deniedHelp = panel.querySelector<HTMLElement>("[data-denied-help]");
  const badge = document.querySelector<HTMLElement>("[data-live-badge]");
  const queue: PingQueue = createPingQueue(pageStorage(), queueKey);
  let watch: number | null = null;
  let lock: { release(): Promise<void> } | null = null;
  let locking = false;
  let sending = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const locale = panel.dataset.locale ?? "en";
  const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;
  // What the phone's location is doing, and whether the last send failed: the panel shows the two together (render).
  let located: "starting" | "searching" | "on" | "denied" | "unavailable" = "starting";
  let failing = false;
  const show = (state: State) => {
    panel.dataset.state = state;
    const waiting = queue.size();
    // The count's sentence in the plural category of the page's language (Arabic has six).
    const name = state === "queued" ? `textQueued${capital(new Intl.PluralRules(locale).select(waiting))}` : `text${capital(state)}`;
    if (stateText) stateText.textContent = (panel.dataset[name] ?? "").replace("{{count}}", new Intl.NumberFormat(locale).format(waiting));
    if (button) button.hidden = state !== "denied" && state !== "unavailable";
    if (deniedHelp) deniedHelp.hidden = state !== "denied";
    if (badge) {
      badge.hidden = state === "stopped";
      badge.dataset.state = state;
      badge.textContent = panel.dataset[`badge${capital(state)}`] ?? "";
    }
  };

  /** The screen stays on while the position is watched (the phone releases the lock when the page is hidden: asked again when it shows). */
  async function keepAwake(): Promise<void> {
    if (stopped || watch === null || lock || locking || document.visibilityState !== "visible" || !("wakeLock" in navigator)) return;
    locking = true;
    try {
      const sentinel = await navigator.wakeLock.request("screen");
      sentinel.addEventListener("release", () => {
        if (lock === sentinel) lock = null;
      });
      // Sharing ended while the lock was being granted.
      if (stopped || watch === null) void sentinel.release();
      else lock = sentinel;
    } catch {
      // Battery saver or an old browser: the page tells the driver to keep the screen on.
    } finally {
      locking = false;
    }
  }

  /** No position watched: the screen may sleep again. */
  function unwatch(): void {
    if (watch !== null) navigator.geolocation.clearWatch(watch);
    watch = null;
    const held = lock;
    lock = null;
    void held?.release();
  }

  /** A blocked location first (the driver can fix it), then fixes waiting for a connection, then whether one has come. */
  function render(): void {
    if (stopped) show("stopped");
    else if (located === "denied" || located === "unavailable") show(located);
    else show(failing && queue.size() > 0 ? "queued" : located);
  }

  function stop(): void {
    stopped = true;
    unwatch();
    queue.clear();
    render();
  }

  async function flush(): Promise<void> {
    if (sending || stopped) return;
    if (retry) clearTimeout(retry);
    retry = null;
    sending = true;
    try {
      while (!stopped && queue.size() > 0) {
        const batch = queue.batch();
        const response = await fetch(endpoint, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ pings: batch }) });
        clock.heard(response);
        // The leg ended or the link was replaced or expired: sharing is over.
        if (response.status === 404 || response.status === 409) return stop();
        // Answered for (stored, ignored, or refused as a whole: resending would not help).
        if (response.ok || response.status === 400 || response.status === 413) queue.done(batch);
        else throw new Error(String(response.status));
      }
      failing = false;
      render();
    } catch {
      // Offline or the server is busy: the fixes wait in the queue (and in storage) for the next try.
      failing = true;
      render();
      retry = setTimeout(() => void flush(), RETRY_MS);
    } finally {
      sending = false;
    }
  }

  function share(): void {
    located = "geolocation" in navigator ? "starting" : "unavailable";
    render();
    if (located === "unavailable") return;
    if (watch !== null) navigator.geolocation.clearWatch(watch);
    watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        located = "on";
        // Stamped on arrival (a fresh fix: maximumAge 0) by the server's clock as the page knows it; the queue's 5 s rule uses the same.
        if (
          queue.offer({
            lat: coords.latitude,
            lng: coords.longitude,
            accuracy: coords.accuracy,
            speed: coords.speed,
            heading: coords.heading,
            at: clock.now(),
          })
        )
          void flush();
        render();
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          unwatch();
          located = "denied";
          render();
        }
        // No fix (Location off in the quick settings, a car park): the watch goes on by itself; before the first fix the page says what to check.
        else if (located === "starting") {
          located = "searching";
          render();
        }
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: SEARCH_MS },
    );
    void keepAwake();
  }

  button?.addEventListener("click", share);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") {
      void keepAwake();
      void flush();
    }
  });
  window.addEventListener("online", () => void flush());
  panel.hidden = false;
  share();
  void flush();
}

const panel = document.getElementById("location-sharing");
if (panel?.dataset.endpoint) start(panel);
