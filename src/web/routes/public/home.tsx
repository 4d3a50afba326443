import { CARD_FALLBACK, CARD_SIZES, COVER_FALLBACK, withPicture } from "#shared/files/image-url";
import { useTranslation, getFixedT } from "#web/lib/i18n/texts";
import { countryName } from "#web/lib/i18n/country-names";
import { pickText } from "#shared/i18n/localized-text";
import { languageOf } from "#web/lib/language";
import { pageMeta, shownLanguagesIn } from "#web/lib/seo";
import { formatNumber } from "#web/lib/format";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { whatsappLink } from "#web/components/layout/site-footer";
import { ArticleCard } from "#web/features/content/components/article-card";
import { ProductCard } from "#web/features/products/components/product-card";
import { useOnlineBooking } from "#web/components/layout/use-online-booking";
import { StarRating } from "#web/features/testimonials/components/star-rating";
import { TestimonialCard } from "#web/features/testimonials/components/testimonial-card";
import { organizationJsonLd } from "#web/features/content/json-ld";
import { heroFacts } from "#web/features/home/hero-facts.server";
import type { Route } from "./+types/home";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";
import { companyInLanguage } from "#shared/company/company-in-language";

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["content", "home", "testimonial-card"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const [company, products, vehicles, testimonials, rating, guides, posts] = await Promise.all([
    context.api.companyProfile(),
    context.api.products(language),
    context.api.vehicleClasses(language),
    context.api.testimonials({ page: 1, featuredOnly: true }),
    context.api.ratingSummary(),
    context.api.guides(language, { page: 1 }),
    context.api.posts(language, { page: 1 }),
  ]);
  const siteUrl = context.publicConfig.siteUrl;
  return {
    language,
    company: companyInLanguage(company, language),
    siteUrl,
    // Made here, so the JSON-LD code stays out of the page's JavaScript (first-load budget).
    jsonLd: organizationJsonLd(company, siteUrl, language, rating),
    hero: heroFacts({ language, company, rating, products, now: new Date() }),
    // Only what the cards show: the page's HTML carries this data again for hydration.
    products: products
      .slice(0, 6)
      .map(({ slug, kind, name, summary, image, fromHalalas }) =>
        withPicture({ slug, kind, name, summary, image, fromHalalas }, image, CARD_SIZES, CARD_FALLBACK),
      ),
    vehicles: vehicles.map(({ slug, name, image, passengers }) => withPicture({ slug, name, image, passengers }, image, CARD_SIZES, CARD_FALLBACK)),
    testimonials: testimonials.items.slice(0, 3).map((item) => ({ ...item, country: countryName(item.country, language) })),
    rating,
    guides: guides.items.slice(0, 3).map((guide) => withPicture(guide, guide.coverImage, CARD_SIZES, COVER_FALLBACK)),
    posts: posts.items.slice(0, 3).map((post) => withPicture(post, post.coverImage, CARD_SIZES, COVER_FALLBACK)),
  };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  if (!data) return [];
  const t = getFixedT(data.language, "home");
  return pageMeta({
    title: `${pickText(data.company.name, data.language)} — ${t("title")}`,
    description: t("description"),
    pathname: location.pathname,
    languages: shownLanguagesIn(matches),
    siteUrl: data.siteUrl,
    siteName: pickText(data.company.name, data.language),
    jsonLd: [data.jsonLd],
  });
};

function Section({ id, title, viewAll, children }: { id: string; title: string; viewAll: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <LocalizedLink to={viewAll} className="font-semibold text-brand-700 hover:underline">
          {t("actions.viewAll")}
        </LocalizedLink>
      </div>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  // Online booking switched off: WhatsApp becomes the hero's main action, without the booking card.
  const { online } = useOnlineBooking();
  const { t: common } = useTranslation();
  const { language, company, hero, products, vehicles, testimonials, rating, guides, posts } = loaderData;
  return (
    <>
      <section aria-labelledby="hero-title" className="hero">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-center lg:py-20">
          <div>
            <h1 id="hero-title" className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
              {t("heroTitle")}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">{t("heroText")}</p>
            {/* Booking online is the main way; WhatsApp the second (the first when online booking is off). */}
            <div data-hero-actions className="mt-8 flex flex-wrap items-center gap-3">
              {online ? (
                <LocalizedLink to="/book" className="rounded-lg bg-sand-400 px-5 py-3 font-semibold text-brand-900 hover:bg-sand-100">
                  {common("actions.bookOnline")}
                </LocalizedLink>
              ) : null}
              <a
                href={whatsappLink(company.whatsapp)}
                rel="noopener noreferrer"
                className={
                  online
                    ? "rounded-lg border border-white/60 px-5 py-3 font-semibold hover:bg-white/10"
                    : "rounded-lg bg-sand-400 px-5 py-3 font-semibold text-brand-900 hover:bg-sand-100"
                }
              >
                {common("actions.bookWhatsapp")}
              </a>
              <LocalizedLink
                to="/services"
                className={
                  online
                    ? "px-2 py-3 font-semibold underline underline-offset-4 hover:text-sand-100"
                    : "rounded-lg border border-white/60 px-5 py-3 font-semibold hover:bg-white/10"
                }
              >
                {t("seeServices")}
              </LocalizedLink>
            </div>
            {hero.trust.length > 0 && (
              <ul aria-label={t("hero.trustLabel")} className="hero-trust">
                {hero.trust.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            )}
          </div>
          {online ? (
            <div className="hero-book">
              <h2>{t("hero.bookTitle")}</h2>
              <p>{t("hero.bookText")}</p>
              <ul aria-label={t("hero.bookRoutes")}>
                {hero.routes.map((route) => (
                  <li key={route.slug}>
                    <LocalizedLink to={`/book?product=${route.slug}`}>
                      <span>{route.name}</span>
                      <span>{route.price}</span>
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
              <LocalizedLink to="/book" className="hero-book-start">
                {t("hero.bookStart")}
              </LocalizedLink>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="why" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="why" className="text-2xl font-bold text-brand-900">
          {t("whyTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {(["fixedPrice", "tracking", "support"] as const).map((key) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-brand-900">{t(`why.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <Section id="services" title={t("servicesTitle")} viewAll="/services">
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </div>
      </Section>

      <section aria-labelledby="fleet" className="bg-sand-100">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="fleet" className="text-2xl font-bold text-brand-900">
            {t("fleetTitle")}
          </h2>
          <p className="mt-2 text-muted">{t("fleetText")}</p>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {vehicles.map((vehicle) => (
              <li key={vehicle.slug} className="rounded-xl bg-white p-3 text-center shadow-sm">
                <img {...vehicle.picture} alt="" loading="lazy" className="aspect-[8/5] w-full object-contain" />
                <p className="mt-2 font-semibold text-brand-900">{vehicle.name}</p>
                <p className="text-xs text-muted">{t("passengers", { count: vehicle.passengers })}</p>
              </li>
            ))}
          </ul>
          <LocalizedLink to="/fleet" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
            {t("seeFleet")}
          </LocalizedLink>
        </div>
      </section>

      <section aria-labelledby="reviews" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="reviews" className="text-2xl font-bold text-brand-900">
              {t("reviewsTitle")}
            </h2>
            {rating ? (
              <p className="mt-2 flex items-center gap-2 text-muted">
                <StarRating rating={rating.average} label={t("ratingSummary", { average: formatNumber(rating.average, language, 1), count: rating.count })} />
                <span aria-hidden="true">{t("ratingSummary", { average: formatNumber(rating.average, language, 1), count: rating.count })}</span>
              </p>
            ) : null}
          </div>
          <LocalizedLink to="/testimonials" className="font-semibold text-brand-700 hover:underline">
            {common("actions.viewAll")}
          </LocalizedLink>
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </div>
      </section>

      <Section id="guides" title={t("guidesTitle")} viewAll="/guides">
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {guides.map((guide) => (
            <ArticleCard key={guide.slug} article={guide} basePath="/guides" />
          ))}
        </div>
      </Section>

      <Section id="blog" title={t("blogTitle")} viewAll="/blog">
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <ArticleCard key={post.slug} article={post} basePath="/blog" />
          ))}
        </div>
      </Section>
    </>
  );
}
