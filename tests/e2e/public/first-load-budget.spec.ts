import { expect, test } from "@playwright/test";
import { budgetPages, firstHrefIn, kb, keptOutLibrariesIn, measureFirstLoad } from "../support/first-load";

/**
 * First-load JavaScript budget of public content pages (issue 8): at most 120 KB (KiB) gzip of
 * every script the page loads in Chromium without interaction until the network is idle
 * (tests/e2e/support/first-load.ts says exactly what counts), in both languages and on both
 * devices. React DOM, React and React Router alone take ≈ 105 KB of it. The query library,
 * react-hook-form, zod and both toast and dialog libraries must not be in that first load: the
 * widgets and forms that use them bring them when used.
 */
const BUDGET_BYTES = 120 * 1024;

/**
 * NOT YET (reliably) WITHIN THE BUDGET (issue 8 stays open for them), held here at their measured
 * size so they cannot grow unnoticed:
 * - /makkah-live: fresh prayer times and the server's clock are read through the query library
 *   (≈ 12.7 KB) right after hydration, because the page may come from a shared cache.
 */
const KNOWN_OVER: { path: RegExp; ceilingBytes: number; libraries: string[] }[] = [
  { path: /^(?:\/ar)?\/makkah-live$/, ceilingBytes: 132 * 1024, libraries: ["@tanstack/react-query"] },
];

test.describe("first-load JavaScript of public pages", () => {
  test("stays within 120 KB gzip on every public content page, in English and Arabic", async ({ page, request }) => {
    test.setTimeout(180_000);
    const pages = await budgetPages(async (list, prefix) => {
      const href = firstHrefIn(await (await request.get(list)).text(), prefix);
      expect(href, `a link to one item on ${list}`).toBeTruthy();
      return href as string;
    });

    const figures: string[] = [];
    const over: string[] = [];
    const leaks: string[] = [];
    for (const path of pages) {
      const { scripts, totalBytes } = await measureFirstLoad(page, path);
      expect(scripts.length, `${path} loads its scripts`).toBeGreaterThan(3);
      const known = KNOWN_OVER.find((entry) => entry.path.test(path));
      const ceiling = known?.ceilingBytes ?? BUDGET_BYTES;
      const mark = totalBytes > BUDGET_BYTES ? `  OVER the budget${known ? " (known, see KNOWN_OVER)" : ""}` : "";
      figures.push(`${path.padEnd(36)} ${String(scripts.length).padStart(3)} files  ${kb(totalBytes).padStart(9)}${mark}`);
      if (totalBytes > ceiling) over.push(`${path}: ${kb(totalBytes)}`);
      const allowed = known?.libraries ?? [];
      leaks.push(
        ...keptOutLibrariesIn(scripts)
          .filter((leak) => !allowed.some((library) => leak.startsWith(`${library} in `)))
          .map((leak) => `${path}: ${leak}`),
      );
    }
    console.log(
      `First-load JavaScript, ${test.info().project.name} (gzip -9, in Chromium until network idle, budget ${kb(BUDGET_BYTES)}):\n${figures.join("\n")}`,
    );
    expect(over, "pages over the budget (or over their KNOWN_OVER ceiling)").toEqual([]);
    expect(leaks, "libraries that must load only when used").toEqual([]);
  });
});
