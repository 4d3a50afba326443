import { cp, mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, defaultContentRoot, loadDemoContent } from "./load-content";

const PUBLIC_DIR = path.resolve("public");

describe("the content folder", () => {
  it("loads the demo content from content/ with both languages everywhere", async () => {
    const content = await loadDemoContent(defaultContentRoot(), { publicDir: PUBLIC_DIR });
    expect(content.posts).toHaveLength(8);
    expect(content.guides).toHaveLength(8);
    expect(content.products).toHaveLength(7);
    expect(content.vehicleClasses.map((v) => v.slug)).toEqual(["sedan", "suv", "van", "minibus", "coaster", "bus"]);
    expect(content.testimonials).toHaveLength(14);
    expect(content.sitePages.map((p) => p.slug).sort()).toEqual(["privacy", "terms"]);
    const post = content.posts.find((p) => p.slug === "ramadan-umrah-transport-planning");
    expect(post).toMatchObject({
      title: { en: "Ramadan Umrah: planning your transport around the crowds", ar: "عمرة رمضان: خطّط لتنقلاتك بعيدًا عن الزحام" },
      tags: ["umrah", "planning", "makkah"],
      author: "Hassan Al-Harbi",
      publishedDaysAgo: 170,
    });
    expect(post?.body.en).toMatch(/^Every year our busiest weeks/);
    expect(post?.body.ar).toContain("## اجعل وصولك صباحًا إن استطعت");
    for (const article of [...content.posts, ...content.guides]) {
      expect(article.body.en.length).toBeGreaterThan(200);
      expect(article.body.ar.length).toBeGreaterThan(200);
    }
    expect(content.products[0]).toMatchObject({ slug: "jeddah-airport-to-makkah", name: { en: "Jeddah Airport to Makkah" } });
    expect(content.products[0]?.description.ar).toContain("**يشمل السعر**");
  });
});

describe("a broken content folder", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "rihla-content-"));
    await cp(defaultContentRoot(), root, { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const problemsOf = async () => {
    try {
      await loadDemoContent(root, { publicDir: PUBLIC_DIR });
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as ContentError).problems;
    }
    throw new Error("expected the content to be refused");
  };
  const edit = async (file: string, change: (text: string) => string) => {
    const full = path.join(root, file);
    await writeFile(full, change(await readFile(full, "utf8")));
  };

  it("still loads as copied (the tests below break one thing each)", async () => {
    await expect(loadDemoContent(root, { publicDir: PUBLIC_DIR })).resolves.toBeTruthy();
  });

  it("names the file and the key of a front matter value that fails its schema", async () => {
    await edit("posts/madinah-in-one-day.en.md", (t) => t.replace(/^publishedDaysAgo: .*$/m, "publishedDaysAgo: -3"));
    const problems = await problemsOf();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/posts\/madinah-in-one-day\.en\.md: publishedDaysAgo: /);
  });

  it("names the line of a front matter syntax error", async () => {
    await edit("guides/the-miqat-explained.ar.md", (t) => t.replace("---\n", "---\n  broken line\n"));
    expect(await problemsOf()).toEqual([expect.stringMatching(/guides\/the-miqat-explained\.ar\.md: line 2: expected `key: value`/)]);
  });

  it("refuses an unknown key, such as a demo review claiming to be verified", async () => {
    await edit("testimonials.json", (t) => t.replace('"featured": true', '"featured": true, "verified": true'));
    expect((await problemsOf())[0]).toMatch(/testimonials\.json: .*verified/);
  });

  it("refuses a text without its translation, and a file named wrongly", async () => {
    await unlink(path.join(root, "posts/new-gmc-yukon-fleet.ar.md"));
    await writeFile(path.join(root, "guides/Draft.md"), "---\ntitle: x\n---\nbody");
    const problems = await problemsOf();
    expect(problems).toEqual([
      expect.stringMatching(/guides\/Draft\.md: name must be <slug>\.en\.md/),
      expect.stringMatching(/posts\/new-gmc-yukon-fleet\.ar\.md: file is missing/),
    ]);
  });

  it("refuses a price for a vehicle class that does not exist, and a missing image", async () => {
    await edit("products.json", (t) => t.replace('"vehicleClass": "sedan"', '"vehicleClass": "limousine"'));
    await edit("vehicle-classes.json", (t) => t.replace("/images/vehicles/bus.svg", "/images/vehicles/rocket.svg"));
    const problems = await problemsOf();
    expect(problems).toContainEqual(expect.stringMatching(/products\.json: product jeddah-airport-to-makkah names unknown vehicle class limousine/));
    expect(problems).toContainEqual(expect.stringMatching(/vehicle-classes\.json: image \/images\/vehicles\/rocket\.svg is not in public/));
  });

  it("refuses broken JSON and an empty body", async () => {
    await writeFile(path.join(root, "company-profile.json"), "{ not json");
    await edit("pages/terms.en.md", (t) => t.slice(0, t.indexOf("---", 4) + 3));
    const problems = await problemsOf();
    expect(problems).toContainEqual(expect.stringMatching(/company-profile\.json: not valid JSON/));
    expect(problems).toContainEqual(expect.stringMatching(/pages\/terms\.en\.md: the body .* is empty/));
  });
});
