import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { kb, measureFirstLoad } from "../support/first-load";

/**
 * First-load JavaScript budget of public content pages (issue 8): at most 120 KB (KiB) gzip of
 * the scripts a page's server-rendered HTML preloads and imports, in both languages. React DOM,
 * React and React Router alone take ≈ 106 KB of it. The query library, react-hook-form, zod and
 * both toast and dialog libraries must not be in that first load: the widgets and forms that use
 * them bring them lazily.
 */
const BUDGET_BYTES = 120 * 1024;
const CLIENT_DIR = "build/client";

/** Strings only these libraries' code contains (property names and messages survive minifying). */
const KEPT_OUT: [library: string, marker: string][] = [
  ["@tanstack/react-query", "No QueryClient set"],
  ["zod", "invalid_type"],
  ["react-hook-form", "shouldUnregister"],
  ["sonner", "data-sonner-toaster"],
  ["@radix-ui/react-toast", "ToastProvider"],
  ["@radix-ui/react-dialog", "DialogContent"],
];

test.describe("first-load JavaScript of public pages", () => {
  test("stays within 120 KB gzip on every public content page, in English and Arabic", async ({ request }) => {
    test.skip(test.info().project.name !== "desktop", "measured once: the HTML is the same for every device");
    const firstLink = async (list: string, prefix: string) => {
      const html = await (await request.get(list)).text();
      const href = new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(html)?.[1];
      expect(href, `a link to one item on ${list}`).toBeTruthy();
      return href as string;
    };
    const post = await firstLink("/blog", "/blog");
    const guide = await firstLink("/guides", "/guides");
    const pages = ["/", "/services", "/fleet", "/blog", post, "/guides", guide, "/testimonials", "/contact", "/makkah-live"];

    const figures: string[] = [];
    const over: string[] = [];
    const leaks: string[] = [];
    for (const english of pages) {
      for (const page of [english, english === "/" ? "/ar" : `/ar${english}`]) {
        const response = await request.get(page);
        expect(response.status(), page).toBe(200);
        const { scripts, totalBytes } = measureFirstLoad(await response.text(), CLIENT_DIR);
        expect(scripts.length, `${page} names its scripts`).toBeGreaterThan(3);
        figures.push(`${page.padEnd(36)} ${String(scripts.length).padStart(3)} scripts  ${kb(totalBytes).padStart(9)}`);
        if (totalBytes > BUDGET_BYTES) over.push(`${page}: ${kb(totalBytes)}`);
        for (const { file } of scripts) {
          const code = readFileSync(path.join(CLIENT_DIR, file), "utf8");
          for (const [library, marker] of KEPT_OUT) if (code.includes(marker)) leaks.push(`${page}: ${library} in ${file}`);
        }
      }
    }
    console.log(`First-load JavaScript (gzip, budget ${kb(BUDGET_BYTES)}):\n${figures.join("\n")}`);
    expect(over, "pages over the budget").toEqual([]);
    expect([...new Set(leaks)], "libraries that must load only when used").toEqual([]);
  });
});
