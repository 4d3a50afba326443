import { expect, test } from "@playwright/test";
import { budgetPages, firstHrefIn, kb, keptOutLibrariesIn, measureFirstLoad } from "../support/first-load";
import { isStaffNamespace, measureHtml } from "../support/html-weight";

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
 * And the HTML (issue "Lighter pages"): each page carries only its own texts, never the back
 * office's; the home page at most 12 KB brotli in either language, every other public page 15 KB.
 */
const htmlBudget = (path: string) => (path === "/" || path === "/ar" ? 12 : 15) * 1024;

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
    const staffTexts: string[] = [];
    for (const path of pages) {
      const html = await measureHtml(request, path);
      staffTexts.push(...html.namespaces.filter(isStaffNamespace).map((name) => `${path}: ${name}`));
      const { scripts, totalBytes } = await measureFirstLoad(page, path);
      expect(scripts.length, `${path} loads its scripts`).toBeGreaterThan(3);
      const mark = totalBytes > BUDGET_BYTES ? "  OVER the JavaScript budget" : "";
      const htmlMark = html.brotliBytes > htmlBudget(path) ? "  OVER the HTML budget" : "";
      figures.push(
        `${path.padEnd(36)} ${String(scripts.length).padStart(3)} files  ${kb(totalBytes).padStart(9)}   HTML ${kb(html.brotliBytes).padStart(8)} br${mark}${htmlMark}`,
      );
      if (totalBytes > BUDGET_BYTES) over.push(`${path}: ${kb(totalBytes)}`);
      if (html.brotliBytes > htmlBudget(path)) over.push(`${path}: HTML ${kb(html.brotliBytes)}`);
      leaks.push(...keptOutLibrariesIn(scripts).map((leak) => `${path}: ${leak}`));
    }
    console.log(
      `First-load JavaScript (gzip -9, in Chromium until network idle, budget ${kb(BUDGET_BYTES)}) and HTML (brotli, budget 12 KB home, 15 KB others), ${test.info().project.name}:\n${figures.join("\n")}`,
    );
    expect(over, "pages over the budget").toEqual([]);
    expect(staffTexts, "back-office texts in public pages").toEqual([]);
    expect(leaks, "libraries that must load only when used").toEqual([]);
  });
});
