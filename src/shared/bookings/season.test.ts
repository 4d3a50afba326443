import { describe, expect, it } from "vitest";
import { seasonFor, type Season } from "./season";

const season = (en: string, startDate: string, endDate: string, multiplierBasisPoints: number, productSlug: string | null = null): Season => ({
  name: { en, ar: en },
  startDate,
  endDate,
  multiplierBasisPoints,
  productSlug,
});

describe("seasonFor", () => {
  it("includes both ends of the range", () => {
    const hajj = season("Hajj", "2026-05-20", "2026-06-05", 15_000);
    expect(seasonFor([hajj], "p", "2026-05-19")).toBeNull();
    expect(seasonFor([hajj], "p", "2026-05-20")).toBe(hajj);
    expect(seasonFor([hajj], "p", "2026-06-05")).toBe(hajj);
    expect(seasonFor([hajj], "p", "2026-06-06")).toBeNull();
  });

  it("breaks ties on the same multiplier by product, then later start, whatever the order", () => {
    const all = season("All", "2026-01-01", "2026-12-31", 12_000);
    const mine = season("Mine", "2026-01-01", "2026-12-31", 12_000, "p");
    const later = season("Later", "2026-06-01", "2026-12-31", 12_000);
    expect(seasonFor([all, mine], "p", "2026-07-01")).toBe(mine);
    expect(seasonFor([mine, all], "p", "2026-07-01")).toBe(mine);
    expect(seasonFor([all, later], "q", "2026-07-01")).toBe(later);
    expect(seasonFor([later, all], "q", "2026-07-01")).toBe(later);
    expect(seasonFor([mine], "q", "2026-07-01")).toBeNull();
  });
});
