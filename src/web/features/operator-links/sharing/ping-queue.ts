import type { PositionPing } from "#shared/tracking/position.schema";
import { distanceM } from "#shared/tracking/position-checks";
import { MAX_PINGS_PER_BATCH, MAX_QUEUED_PINGS, MIN_PING_INTERVAL_MS, MIN_PING_MOVE_M, PING_KEEPALIVE_MS } from "#shared/tracking/tracking-constants";

/*
 * The driver's page's queue of fixes not yet accepted by the server (pure apart from the storage
 * it is given: localStorage in the page, a Map in tests). Kept in storage so a reload or a page
 * the phone killed loses nothing; sent oldest first, a batch at a time, and dropped only once the
 * server answered for them.
 */

/** The part of Web Storage the queue uses. */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Stored {
  /** The next sequence number. */
  next: number;
  /** The last fix kept (the 5 s / 20 m rule is measured from it). */
  last: { lat: number; lng: number; at: number } | null;
  pings: PositionPing[];
}

export interface Reading {
  lat: number;
  lng: number;
  accuracy: number;
  speed: number | null;
  heading: number | null;
  /** Epoch milliseconds (the Geolocation API's timestamp). */
  at: number;
}

/**
 * Whether a new reading is worth sending: never within 5 s of the last kept one; after that when
 * it moved more than 20 m, or when 30 s passed (a car waiting at the pickup is still heard). A
 * reading from well before the last kept one means the clock was set back (the page corrected a
 * phone set minutes fast): it is kept, or nothing would be until the clock caught up.
 */
export function worthKeeping(last: Stored["last"], reading: Pick<Reading, "lat" | "lng" | "at">): boolean {
  if (!last) return true;
  const elapsed = reading.at - last.at;
  if (elapsed < -PING_KEEPALIVE_MS) return true;
  if (elapsed < MIN_PING_INTERVAL_MS) return false;
  return elapsed >= PING_KEEPALIVE_MS || distanceM(last, reading) > MIN_PING_MOVE_M;
}

const clamp = (value: number | null, min: number, max: number) => (value === null || !Number.isFinite(value) ? null : Math.min(max, Math.max(min, value)));

export function createPingQueue(storage: QueueStorage, key: string) {
  const read = (): Stored => {
    try {
      const parsed = JSON.parse(storage.getItem(key) ?? "null") as Stored | null;
      if (parsed && Array.isArray(parsed.pings) && Number.isInteger(parsed.next)) return parsed;
    } catch {
      // A damaged entry (another script, a full disk) starts a new queue.
    }
    return { next: 0, last: null, pings: [] };
  };
  const write = (state: Stored) => {
    try {
      storage.setItem(key, JSON.stringify(state));
    } catch {
      // Storage full or off (private mode): the queue still works in memory for this page's life.
    }
  };
  let state = read();

  return {
    /** Adds a reading when it is worth sending; answers whether it was added. The oldest go first beyond the cap. */
    offer(reading: Reading): boolean {
      if (!worthKeeping(state.last, reading)) return false;
      const ping: PositionPing = {
        lat: reading.lat,
        lng: reading.lng,
        accuracy: clamp(reading.accuracy, 0, 100_000) ?? 0,
        speed: clamp(reading.speed, 0, 200),
        heading: clamp(reading.heading, 0, 360),
        recordedAt: new Date(reading.at).toISOString(),
        sequence: state.next,
      };
      state = { next: state.next + 1, last: { lat: reading.lat, lng: reading.lng, at: reading.at }, pings: [...state.pings, ping].slice(-MAX_QUEUED_PINGS) };
      write(state);
      return true;
    },
    /** The oldest fixes not yet answered for, in the order they were taken. */
    batch: (size = MAX_PINGS_PER_BATCH): PositionPing[] => state.pings.slice(0, size),
    /** The server answered for these (accepted, ignored or refused): they leave the queue. */
    done(sent: readonly PositionPing[]): void {
      const answered = new Set(sent.map((ping) => ping.sequence));
      state = { ...state, pings: state.pings.filter((ping) => !answered.has(ping.sequence)) };
      write(state);
    },
    size: () => state.pings.length,
    /** The leg ended or the link died: nothing left to send. */
    clear(): void {
      state = { ...state, pings: [] };
      write(state);
    },
    /** Reads the storage again (another tab of the same link wrote it). */
    reload(): void {
      state = read();
    },
  };
}
export type PingQueue = ReturnType<typeof createPingQueue>;
