import type { CompanyProfile } from "#shared/company/company-profile.schema";
import type { ArticleView, RatingSummary } from "#shared/content/public-read-api";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { localizePath } from "#shared/i18n/localized-path";

/** The company's logo as an absolute address: the one set on /admin/configurations, else the built-in mark. */
export const companyLogoUrl = (company: Pick<CompanyProfile, "logo">, siteUrl: string): string => new URL(company.logo || "/favicon.svg", siteUrl).href;

/** schema.org data for search engines: the company, and each post or guide. */
export function organizationJsonLd(company: CompanyProfile, siteUrl: string, language: Language, rating?: RatingSummary | null): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: pickText(company.name, language),
    description: pickText(company.tagline, language),
    url: siteUrl + localizePath("/", language),
    logo: companyLogoUrl(company, siteUrl),
    telephone: company.phone,
    email: company.email,
    address: { "@type": "PostalAddress", streetAddress: pickText(company.address, language), addressCountry: "SA" },
    sameAs: Object.values(company.social).filter(Boolean),
    // The server gives a rating only from 5 approved, verified reviews: never invented ones.
    ...(rating ? { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.average, reviewCount: rating.count, bestRating: 5 } } : {}),
  };
}

export function articleJsonLd(
  kind: "BlogPosting" | "Article",
  article: ArticleView,
  url: string,
  siteUrl: string,
  publisher: { name: string; logo: string },
  language: Language,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": kind,
    headline: article.title,
    description: article.seoDescription,
    image: new URL(article.coverImage, siteUrl).href,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: language,
    mainEntityOfPage: url,
    author: article.author ? { "@type": "Person", name: article.author } : { "@type": "Organization", name: publisher.name },
    publisher: { "@type": "Organization", name: publisher.name, logo: { "@type": "ImageObject", url: publisher.logo } },
  };
}
