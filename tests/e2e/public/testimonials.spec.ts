import { expect, test } from "@playwright/test";

/**
 * A fresh `npm start` has only the demo's invented reviews: they are listed as examples, and no
 * rating is published (no summary, no AggregateRating for search engines). The rule that a rating
 * needs 5 approved, verified reviews is tested against the database in testimonials.service.test.ts.
 */
for (const prefix of ["", "/ar"]) {
  test(`${prefix}/testimonials lists the demo reviews as examples without a rating`, async ({ page }) => {
    await page.goto(`${prefix}/testimonials`);
    const reviews = page.locator("main figure");
    await expect(reviews).toHaveCount(9);
    await expect(page.getByTestId("example-review")).toHaveCount(9);
    await expect(page.getByTestId("example-review").first()).toHaveText(prefix ? "مثال تجريبي" : "Demo example");
    await expect(page.getByText(/Verified trip|رحلة مؤكدة/)).toHaveCount(0);
    await expect(page.getByText(/out of 5 from|من ٥ بناءً على/)).toHaveCount(0);
  });

  test(`${prefix || "/"} publishes no rating summary and no AggregateRating`, async ({ page }) => {
    await page.goto(prefix || "/");
    await expect(page.locator("#reviews")).toBeVisible();
    await expect(page.getByText(/out of 5 from|من 5 بناءً على/)).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.length).toBeGreaterThan(0);
    const organization = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "TravelAgency");
    expect(organization).toBeDefined();
    expect(organization).not.toHaveProperty("aggregateRating");
    expect(jsonLd.join("")).not.toContain("AggregateRating");
  });
}
