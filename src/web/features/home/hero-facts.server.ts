import type { CompanyProfile } from "#shared/company/company-profile.schema";
import type { ProductView, RatingSummary } from "#shared/content/public-read-api";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { formatNumber } from "#web/lib/format";
import { getFixedT } from "#web/lib/i18n/texts";

/**
 * The home hero's trust signals and booking shortcuts as finished sentences, made by the loader
 * on the server (issue 12): the page's JavaScript only lists them, and its first load stays
 * within budget. Each signal appears only when the company profile (or the reviews) supports it.
 */
export interface HeroFacts {
  trust: string[];
  routes: { slug: string; name: string; price: string }[];
}

export function heroFacts(input: { language: Language; company: CompanyProfile; rating: RatingSummary | null; products: ProductView[]; now: Date }): HeroFacts {
  const { language, company, rating } = input;
  const t = getFixedT(language, "home");
  const trust: string[] = [];
  const licence = company.trust?.licence?.trim();
  if (licence) trust.push(t("trust.licensed", { licence }));
  const founded = company.trust?.foundedYear;
  const years = founded ? input.now.getUTCFullYear() - founded : 0;
  if (years >= 1) trust.push(t("trust.years", { count: years }));
  const pilgrims = company.trust?.pilgrimsServed;
  if (pilgrims) trust.push(t("trust.pilgrims", { number: formatNumber(pilgrims, language) }));
  // ratingSummary() is null below 5 approved, verified reviews: no rating is claimed before that.
  if (rating) trust.push(t("trust.rating", { average: formatNumber(rating.average, language, 1), count: rating.count }));
  const routes = input.products
    .filter((product) => product.fromHalalas !== null)
    .slice(0, 3)
    .map((product) => ({ slug: product.slug, name: product.name, price: t("fromPrice", { price: formatSar(product.fromHalalas as number, language) }) }));
  return { trust, routes };
}
