import type { ChangeSignal } from "#server/platform/modules/change-signal";
import type { CatalogueRepository, TripCatalogueRow } from "./catalogue.repository";

/** Other server processes learn of an admin's price change this late at most. */
export const CATALOGUE_TTL_MS = 5_000;

/**
 * Every quote and booking prices against its product's catalogue (classes, prices, seasons,
 * extras); reading it from the database each time was a third of a booking's database work.
 * Kept per product slug for 5 s, and dropped at once in this process when admin products commits
 * a change (the signal). Concurrent misses for one slug share one read. Unknown slugs are not
 * kept, so a flood of made-up slugs cannot grow the map.
 */
export function createCatalogueCache(repository: Pick<CatalogueRepository, "tripCatalogue">, changed: ChangeSignal, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; version: number; row: Promise<TripCatalogueRow | null> }>();
  return {
    tripCatalogue(slug: string): Promise<TripCatalogueRow | null> {
      const kept = entries.get(slug);
      if (kept && kept.version === changed.version && now() - kept.at <= CATALOGUE_TTL_MS) return kept.row;
      const entry = { at: now(), version: changed.version, row: repository.tripCatalogue(slug) };
      entries.set(slug, entry);
      entry.row.then(
        (row) => {
          if (row === null && entries.get(slug) === entry) entries.delete(slug);
        },
        () => {
          if (entries.get(slug) === entry) entries.delete(slug);
        },
      );
      return entry.row;
    },
  };
}
