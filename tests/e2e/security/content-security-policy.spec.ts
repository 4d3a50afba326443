import { expect, test, type Page } from "@playwright/test";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";

/**
 * Every kind of page runs with its Content-Security-Policy enforced and reports no violation:
 * public pages from the shared cache (their inline scripts allowed by hash, on the first render
 * and on the cached copy), pages rendered per answer (lookup, sign-in, the back office: a nonce).
 * An inline script injected into any of them does not run. Runs on a server of its own (port
 * E2E_PORT + 4) for the admin sign-in, which the admin shell's check (skeleton, scroll to top) shares.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 4;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-csp-password-1234" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.skip(({ isMobile }) => isMobile, "stateful flow on its own server: desktop project only");
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: ".e2e-data/csp", adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Collects every securitypolicyviolation event of every document the page loads. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction("__cspViolation", (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation;
      report({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  return violations;
}

/** Whether an inline script added now runs (it must not: the policy names only the page's own). */
async function injectedScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}

async function expectPolicyHolds(page: Page, path: string, violations: Violation[], options: { status?: number } = {}) {
  const response = await page.goto(`${ORIGIN}${path}`);
  expect(response!.status(), path).toBe(options.status ?? 200);
  const policy = response!.headers()["content-security-policy"] ?? "";
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scripts, path).toMatch(/^'self'( '(nonce|sha256)-[A-Za-z0-9+/=]+')+$/);
  expect(policy, path).not.toContain("hcaptcha");
  // Hydrated: React has taken over and every deferred script has run.
  await page.waitForLoadState("networkidle");
  expect(violations, path).toEqual([]);
  expect(await injectedScriptRuns(page), path).toBe(false);
  await expect.poll(() => violations.length, { message: path }).toBe(1);
  expect(violations[0]).toMatchObject({ page: path, directive: "script-src-elem", blocked: "inline" });
  violations.length = 0;
  return scripts;
}

test("every page type runs under its policy with no violation, and an injected inline script never runs", async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);

  await test.step("public pages of the shared cache: their scripts' hashes, on the first render and on the cached copy", async () => {
    await page.goto(`${ORIGIN}/blog`);
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
    expect(post).toBeTruthy();
    for (const path of ["/", post!, "/book", "/ar", "/fleet"]) {
      const first = await expectPolicyHolds(page, path, violations);
      expect(first).toContain("'sha256-");
      expect(first).not.toContain("nonce");
      expect(await expectPolicyHolds(page, path, violations)).toBe(first);
    }
  });

  await test.step("the not-found page", async () => {
    expect(await expectPolicyHolds(page, "/no-such-page", violations, { status: 404 })).toContain("'sha256-");
  });

  await test.step("pages rendered per answer: a nonce of their own", async () => {
    const first = await expectPolicyHolds(page, "/booking-info", violations);
    expect(first).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{24}'$/);
    expect(await expectPolicyHolds(page, "/booking-info", violations)).not.toBe(first);
    expect(await expectPolicyHolds(page, "/admin/login", violations)).toMatch(/^'self' 'nonce-/);
  });

  await test.step("the back office after signing in", async () => {
    await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password });
    expect(violations).toEqual([]);
    for (const path of ["/admin/dashboard", "/admin/configurations"]) expect(await expectPolicyHolds(page, path, violations)).toMatch(/^'self' 'nonce-/);
  });

  // Here because it needs a signed-in admin on a server of its own (this one).
  await test.step("the admin shell, as the public one: a skeleton while the next page loads, then the top of the new page", async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // The next page's code is held until the skeleton has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/security-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // A click event without scrolling the link into view first (Playwright's click would).
    await page.locator("#admin-sidebar").getByRole("link", { name: "Security" }).dispatchEvent("click");
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Loading…" })).toBeAttached();
    release();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(violations).toEqual([]);
  });
});
