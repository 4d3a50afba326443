import { expect, test } from "@playwright/test";
import { kb, keptOutLibrariesIn, measureFirstLoad } from "../support/first-load";

/*
 * The booking form's first load (issue 11), measured like the content pages' budget
 * (first-load-budget.spec.ts). It is an interactive page, heavier than content: step 1 comes with
 * react-hook-form (≈ 15 KB); zod and the shared schemas, the query library, the later steps and
 * the captcha are fetched at the first touch of the form. Held at a ceiling above its measured
 * size (137 KB) so it cannot grow unnoticed; the booking pages are measured for the record.
 */
const BOOK_CEILING_BYTES = 142 * 1024;
const NOT_BEFORE_TOUCH = ["zod", "@tanstack/react-query"];

test("the booking form's first load stays under its ceiling, without zod or the query library", async ({ page }) => {
  test.setTimeout(90_000);
  const figures: string[] = [];
  for (const path of ["/book", "/ar/book?product=jeddah-airport-to-makkah"]) {
    const { scripts, totalBytes } = await measureFirstLoad(page, path);
    figures.push(`${path.padEnd(44)} ${String(scripts.length).padStart(3)} files  ${kb(totalBytes).padStart(9)}`);
    expect(totalBytes, path).toBeLessThanOrEqual(BOOK_CEILING_BYTES);
    expect(keptOutLibrariesIn(scripts).filter((leak) => NOT_BEFORE_TOUCH.some((library) => leak.startsWith(`${library} in `)))).toEqual([]);
  }
  const lookup = await measureFirstLoad(page, "/booking-info");
  figures.push(`${"/booking-info".padEnd(44)} ${String(lookup.scripts.length).padStart(3)} files  ${kb(lookup.totalBytes).padStart(9)}`);
  console.log(`First-load JavaScript of the booking pages, ${test.info().project.name} (gzip -9):\n${figures.join("\n")}`);
});
