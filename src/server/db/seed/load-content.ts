import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import {
  articleArabicSchema,
  companyProfileFileSchema,
  describeZodError,
  extrasSchema,
  guideEnglishSchema,
  operatorsSchema,
  pageSchema,
  postEnglishSchema,
  productsSchema,
  productTextSchema,
  seasonsSchema,
  SLUG,
  testimonialsSchema,
  vehicleClassesSchema,
} from "./content-schemas";
import { parseMarkdownFile } from "./front-matter";
import type { DemoContent, SeedGuide, SeedPost, SeedProduct, SeedSitePage } from "./seed-types";

/** Every problem found in content/, one line each, naming the file. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The demo content is invalid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Read from disk at run time (the server is bundled, so content/ is never imported). */
export const defaultContentRoot = () => path.resolve(process.cwd(), "content");

type ArticleText = z.infer<typeof articleArabicSchema>;
type TextPair = { en: { data: ArticleText; body: string }; ar: { data: ArticleText; body: string } };

/**
 * Reads and validates content/: Markdown with front matter for prose, JSON for lists.
 * `publicDir`, when given, is where every image path must exist: the tests check it, while the
 * start-up seed does not depend on where the static files are deployed.
 */
export async function loadDemoContent(root = defaultContentRoot(), options: { publicDir?: string | null } = {}): Promise<DemoContent> {
  const problems: string[] = [];
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  const problem = (file: string, message: string) => problems.push(`${shown(file)}: ${message}`);

  /** `fallback`: what an absent optional file (the bookings catalogue, added later) stands for. */
  async function readJson<S extends z.ZodType>(name: string, schema: S, fallback?: z.infer<S>): Promise<z.infer<S> | null> {
    const file = path.join(root, name);
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      if (fallback !== undefined && (error as NodeJS.ErrnoException).code === "ENOENT") return fallback;
      problem(file, (error as NodeJS.ErrnoException).code === "ENOENT" ? "file is missing" : `not valid JSON (${(error as Error).message})`);
      return null;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) problem(file, describeZodError(parsed.error));
    return parsed.success ? parsed.data : null;
  }

  /** `<slug>.en.md` + `<slug>.ar.md` in one folder, each checked against its schema. */
  async function readPairs<E extends z.ZodType, A extends z.ZodType>(folder: string, english: E, arabic: A) {
    const dir = path.join(root, folder);
    const found = new Map<string, Partial<Record<"en" | "ar", { data: unknown; body: string }>>>();
    let names: string[];
    try {
      names = (await readdir(dir)).sort();
    } catch {
      problem(dir, "folder is missing");
      return new Map<string, { en: { data: z.infer<E>; body: string }; ar: { data: z.infer<A>; body: string } }>();
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const match = /^(.+)\.(en|ar)\.md$/.exec(name);
      if (!match || !SLUG.test(match[1] as string)) {
        problem(file, "name must be <slug>.en.md or <slug>.ar.md (lower-case words joined by hyphens)");
        continue;
      }
      const [, slug, language] = match as unknown as [string, string, "en" | "ar"];
      try {
        const { data, body } = parseMarkdownFile(await readFile(file, "utf8"));
        const parsed = (language === "en" ? english : arabic).safeParse(data);
        if (!parsed.success) problem(file, describeZodError(parsed.error));
        else if (body === "") problem(file, "the body (after the front matter) is empty");
        else found.set(slug, { ...found.get(slug), [language]: { data: parsed.data, body } });
      } catch (error) {
        problem(file, (error as Error).message);
      }
    }
    const pairs = new Map<string, { en: { data: z.infer<E>; body: string }; ar: { data: z.infer<A>; body: string } }>();
    const slugs = new Set(names.map((name) => /^(.+)\.(?:en|ar)\.md$/.exec(name)?.[1]).filter((slug) => slug !== undefined));
    for (const slug of slugs) {
      const missing = (["en", "ar"] as const).find((language) => !names.includes(`${slug}.${language}.md`));
      const pair = found.get(slug);
      if (missing) problem(path.join(dir, `${slug}.${missing}.md`), "file is missing (every text needs English and Arabic)");
      else if (pair?.en && pair.ar) pairs.set(slug, pair as { en: { data: z.infer<E>; body: string }; ar: { data: z.infer<A>; body: string } });
    }
    return pairs;
  }

  const localizedOptional = (file: string, en: string | undefined, ar: string | undefined, key: string) => {
    if (en === undefined && ar === undefined) return undefined;
    if (en === undefined || ar === undefined) {
      problem(file, `${key} must be in both languages or in neither`);
      return undefined;
    }
    return { en, ar };
  };
  const article = (folder: string, slug: string, pair: TextPair) => {
    const file = path.join(root, folder, `${slug}.ar.md`);
    const { en, ar } = pair;
    return {
      slug,
      slugAr: ar.data.slug,
      title: { en: en.data.title, ar: ar.data.title },
      excerpt: { en: en.data.excerpt, ar: ar.data.excerpt },
      body: { en: en.body, ar: ar.body },
      seoTitle: localizedOptional(file, en.data.seoTitle, ar.data.seoTitle, "seoTitle"),
      seoDescription: localizedOptional(file, en.data.seoDescription, ar.data.seoDescription, "seoDescription"),
    };
  };

  const [companyProfile, vehicleClasses, productList, testimonials, postPairs, guidePairs, pagePairs, productTexts, extras, seasons, operators] =
    await Promise.all([
      readJson("company-profile.json", companyProfileFileSchema),
      readJson("vehicle-classes.json", vehicleClassesSchema),
      readJson("products.json", productsSchema),
      readJson("testimonials.json", testimonialsSchema),
      readPairs("posts", postEnglishSchema, articleArabicSchema),
      readPairs("guides", guideEnglishSchema, articleArabicSchema),
      readPairs("pages", pageSchema, pageSchema),
      readPairs("products", productTextSchema, productTextSchema),
      readJson("extras.json", extrasSchema, []),
      readJson("seasons.json", seasonsSchema, []),
      readJson("operators.json", operatorsSchema, []),
    ]);

  const posts: SeedPost[] = [...postPairs].map(([slug, pair]) => ({
    ...article("posts", slug, pair),
    coverImage: pair.en.data.coverImage,
    publishedDaysAgo: pair.en.data.publishedDaysAgo,
    author: pair.en.data.author,
    tags: pair.en.data.tags,
  }));
  const guides: SeedGuide[] = [...guidePairs].map(([slug, pair]) => ({
    ...article("guides", slug, pair),
    coverImage: pair.en.data.coverImage,
    publishedDaysAgo: pair.en.data.publishedDaysAgo,
    category: pair.en.data.category,
  }));
  const sitePages: SeedSitePage[] = [];
  for (const [slug, pair] of pagePairs) {
    if (slug !== "privacy" && slug !== "terms") problem(path.join(root, "pages", `${slug}.en.md`), "only privacy and terms pages exist");
    else sitePages.push({ slug, title: { en: pair.en.data.title, ar: pair.ar.data.title }, body: { en: pair.en.body, ar: pair.ar.body } });
  }

  const products: SeedProduct[] = [];
  const classSlugs = new Set((vehicleClasses ?? []).map((v) => v.slug));
  for (const entry of productList ?? []) {
    const texts = productTexts.get(entry.slug);
    const file = path.join(root, "products.json");
    if (!texts) problem(file, `product ${entry.slug} has no products/${entry.slug}.en.md and .ar.md`);
    for (const price of entry.routes.flatMap((route) => route.prices)) {
      if (vehicleClasses && !classSlugs.has(price.vehicleClass)) problem(file, `product ${entry.slug} names unknown vehicle class ${price.vehicleClass}`);
    }
    if (!texts) continue;
    const { en, ar } = texts;
    products.push({
      ...entry,
      name: { en: en.data.name, ar: ar.data.name },
      summary: { en: en.data.summary, ar: ar.data.summary },
      description: { en: en.body, ar: ar.body },
    });
  }
  for (const slug of productTexts.keys()) {
    if (!productList?.some((p) => p.slug === slug)) problem(path.join(root, "products", `${slug}.en.md`), `no product ${slug} in products.json`);
  }
  for (const season of seasons ?? []) {
    if (season.product && !productList?.some((p) => p.slug === season.product))
      problem(path.join(root, "seasons.json"), `season names unknown product ${season.product}`);
  }
  for (const operator of operators ?? []) {
    for (const slug of [...operator.classes.map((c) => c.vehicleClass), ...operator.vehicles.map((v) => v.vehicleClass)]) {
      if (!classSlugs.has(slug)) problem(path.join(root, "operators.json"), `operator ${operator.name} names unknown vehicle class ${slug}`);
    }
  }
  const extraKinds = (extras ?? []).map((e) => e.kind);
  const duplicateExtra = extraKinds.find((k, i) => extraKinds.indexOf(k) !== i);
  if (duplicateExtra) problem(path.join(root, "extras.json"), `extra ${duplicateExtra} appears twice`);
  for (const [name, slugs] of [
    ["products.json", (productList ?? []).map((p) => p.slug)],
    ["vehicle-classes.json", (vehicleClasses ?? []).map((v) => v.slug)],
  ] as const) {
    const duplicate = slugs.find((s, i) => slugs.indexOf(s) !== i);
    if (duplicate) problem(path.join(root, name), `slug ${duplicate} appears twice`);
  }

  const publicDir = options.publicDir;
  if (publicDir) {
    const images = new Map<string, string>();
    for (const p of posts) images.set(p.coverImage, path.join(root, "posts", `${p.slug}.en.md`));
    for (const g of guides) images.set(g.coverImage, path.join(root, "guides", `${g.slug}.en.md`));
    for (const p of products) images.set(p.image, path.join(root, "products.json"));
    for (const v of vehicleClasses ?? []) images.set(v.image, path.join(root, "vehicle-classes.json"));
    await Promise.all(
      [...images].map(([image, file]) => access(path.join(publicDir, image)).catch(() => problem(file, `image ${image} is not in ${shown(publicDir)}`))),
    );
  }

  if (problems.length > 0 || !companyProfile || !vehicleClasses || !testimonials || !extras || !seasons || !operators) throw new ContentError(problems.sort());
  return { companyProfile, vehicleClasses, products, guides, posts, testimonials, sitePages, extras, seasons, operators };
}
