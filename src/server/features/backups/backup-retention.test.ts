import { describe, expect, it } from "vitest";
import { archivesToDelete } from "./backup-retention";

/** One archive a day at 03:00 Makkah time (00:00 UTC) for `days` days up to 2026-11-27, a Friday. */
function daily(days: number) {
  return Array.from({ length: days }, (_, index) => ({ at: new Date(Date.UTC(2026, 10, 27 - index)) }));
}
const day = (archive: { at: Date }) => archive.at.toISOString().slice(0, 10);

describe("backup retention", () => {
  it("keeps 7 daily and 4 weekly archives by default and deletes the rest", () => {
    const archives = daily(60);
    const deleted = new Set(archivesToDelete(archives, { daily: 7, weekly: 4 }));
    const kept = archives.filter((archive) => !deleted.has(archive)).map(day);
    // The last seven days, then the newest (Sunday, as the ISO week starts on Monday) of each of
    // the three weeks before: the current week's newest is already among the dailies.
    expect(kept).toEqual(["2026-11-27", "2026-11-26", "2026-11-25", "2026-11-24", "2026-11-23", "2026-11-22", "2026-11-21", "2026-11-15", "2026-11-08"]);
    expect(deleted.size).toBe(51);
  });

  it("keeps only the newest of several archives taken on one day", () => {
    const archives = [{ at: new Date("2026-11-27T00:00:00Z") }, { at: new Date("2026-11-27T10:00:00Z") }, { at: new Date("2026-11-26T00:00:00Z") }];
    expect(archivesToDelete(archives, { daily: 7, weekly: 4 })).toEqual([archives[0]]);
  });

  it("counts days in Makkah time: 22:00 UTC is already the next day there", () => {
    const archives = [{ at: new Date("2026-11-26T22:00:00Z") }, { at: new Date("2026-11-27T05:00:00Z") }];
    expect(archivesToDelete(archives, { daily: 7, weekly: 0 })).toEqual([archives[0]]);
  });

  it("always keeps the newest archive, even when told to keep none", () => {
    const archives = daily(3);
    expect(archivesToDelete(archives, { daily: 0, weekly: 0 }).map(day)).toEqual(["2026-11-26", "2026-11-25"]);
  });
});
