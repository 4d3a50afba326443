import { describe, expect, it } from "vitest";
import { createPingQueue, worthKeeping, type QueueStorage, type Reading } from "./ping-queue";

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}
const T0 = Date.parse("2026-05-20T10:00:00Z");
/** A reading `seconds` after T0, `metres` north of the Haram. */
const reading = (seconds: number, metres: number): Reading => ({
  lat: 21.4225 + metres / 111_195,
  lng: 39.8262,
  accuracy: 6,
  speed: 10,
  heading: 90,
  at: T0 + seconds * 1000,
});

describe("the driver's ping queue", () => {
  it("keeps a reading at most every 5 s, when it moved more than 20 m, or after 30 s standing", () => {
    const last = { lat: 21.4225, lng: 39.8262, at: T0 };
    expect(worthKeeping(null, reading(0, 0))).toBe(true);
    expect(worthKeeping(last, reading(4.9, 500))).toBe(false);
    expect(worthKeeping(last, reading(5, 15))).toBe(false);
    expect(worthKeeping(last, reading(5, 25))).toBe(true);
    expect(worthKeeping(last, reading(29, 5))).toBe(false);
    expect(worthKeeping(last, reading(30, 5))).toBe(true);
  });

  it("keeps a reading from well before the last one (the clock was set back), not one a few seconds before", () => {
    const last = { lat: 21.4225, lng: 39.8262, at: T0 };
    expect(worthKeeping(last, reading(-3, 500))).toBe(false);
    expect(worthKeeping(last, reading(-30, 500))).toBe(false);
    expect(worthKeeping(last, reading(-31, 0))).toBe(true);
    expect(worthKeeping(last, reading(-300, 0))).toBe(true);
  });

  it("gives batches oldest first with increasing sequence numbers, and drops only what the server answered for", () => {
    const queue = createPingQueue(memoryStorage(), "q");
    for (let i = 0; i < 7; i++) expect(queue.offer(reading(i * 5, i * 50))).toBe(true);
    expect(queue.offer(reading(31, 310))).toBe(false);
    const first = queue.batch(3);
    expect(first.map((ping) => ping.sequence)).toEqual([0, 1, 2]);
    expect(first[0]).toMatchObject({ accuracy: 6, speed: 10, heading: 90, recordedAt: new Date(T0).toISOString() });
    // More readings arrive while the batch is in flight: they queue behind it.
    queue.offer(reading(40, 400));
    queue.done(first);
    expect(queue.batch(50).map((ping) => ping.sequence)).toEqual([3, 4, 5, 6, 7]);
    expect(queue.size()).toBe(5);
  });

  it("survives a reload: the same storage gives the same queue, and numbering goes on", () => {
    const storage = memoryStorage();
    const before = createPingQueue(storage, "q");
    before.offer(reading(0, 0));
    before.offer(reading(5, 50));
    const after = createPingQueue(storage, "q");
    expect(after.batch().map((ping) => ping.sequence)).toEqual([0, 1]);
    // Within 5 s of the last kept reading, even after the reload.
    expect(after.offer(reading(6, 100))).toBe(false);
    expect(after.offer(reading(10, 100))).toBe(true);
    expect(after.batch().map((ping) => ping.sequence)).toEqual([0, 1, 2]);
  });

  it("keeps at most an hour of fixes (the oldest go), starts over from damaged storage, clears when the leg ends", () => {
    const storage = memoryStorage();
    const queue = createPingQueue(storage, "q");
    for (let i = 0; i < 800; i++) queue.offer(reading(i * 5, i * 50));
    expect(queue.size()).toBe(720);
    expect(queue.batch(1)[0]!.sequence).toBe(80);
    queue.clear();
    expect(queue.size()).toBe(0);
    storage.setItem("broken", "{not json");
    expect(createPingQueue(storage, "broken").size()).toBe(0);
  });

  it("leaves out values the server would refuse (a speed or heading the phone got wrong becomes null or is held in range)", () => {
    const queue = createPingQueue(memoryStorage(), "q");
    queue.offer({ ...reading(0, 0), speed: Number.NaN, heading: 361, accuracy: -1 });
    expect(queue.batch()[0]).toMatchObject({ speed: null, heading: 360, accuracy: 0 });
  });
});
