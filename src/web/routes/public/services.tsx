import { CARD_FALLBACK, PRODUCT_DETAIL_SIZES, withPicture } from "#shared/files/image-url";
import { useTranslation, getFixedT } from "#web/lib/i18n/texts";
import { pickText } from "#shared/i18n/localized-text";
import { PRODUCT_KINDS } from "#shared/products/product-kinds";
import { whatsappLink } from "#web/components/layout/site-footer";
import { useOnlineBooking } from "#web/components/layout/use-online-booking";
import { ProductDetails } from "#web/features/products/components/product-details";
import { languageOf } from "#web/lib/language";
import { pageMeta, shownLanguagesIn } from "#web/lib/seo";
import type { Route } from "./+types/services";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["services"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const [products, company] = await Promise.all([context.api.products(language), context.api.companyProfile()]);
  return {
    language,
    products: products.map((product) => withPicture(product, product.image, PRODUCT_DETAIL_SIZES, CARD_FALLBACK)),
    whatsapp: company.whatsapp,
    siteUrl: context.publicConfig.siteUrl,
    siteName: pickText(company.name, language),
  };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  if (!data) return [];
  const t = getFixedT(data.language, "services");
  return pageMeta({
    title: t("title"),
    description: t("description"),
    pathname: location.pathname,
    languages: shownLanguagesIn(matches),
    siteUrl: data.siteUrl,
    siteName: data.siteName,
    image: data.products[0]?.image,
  });
};

/** Every service with its prices per vehicle, grouped by kind, with jump links to each group. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { products, whatsapp } = loaderData;
  const { online } = useOnlineBooking();
  const kinds = PRODUCT_KINDS.filter((kind) => products.some((product) => product.kind === kind));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t(online ? "intro" : "introOffline")}</p>
      {kinds.length > 1 ? (
        <nav aria-label={t("kindsLabel")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {kinds.map((kind) => (
              <li key={kind}>
                <a
                  href={`#kind-${kind}`}
                  className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t(`kinds.${kind}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {products.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-stone-400 bg-white p-8 text-center text-muted">{t("empty")}</p>
      ) : null}
      {kinds.map((kind) => (
        <section key={kind} id={`kind-${kind}`} aria-labelledby={`kind-${kind}-heading`} className="mt-12 scroll-mt-24">
          <h2 id={`kind-${kind}-heading`} className="text-2xl font-bold text-brand-900">
            {t(`kinds.${kind}`)}
          </h2>
          <div className="mt-6 space-y-8">
            {products
              .filter((product) => product.kind === kind)
              .map((product, index) => (
                <ProductDetails
                  key={product.slug}
                  product={product}
                  priority={kind === kinds[0] && index === 0}
                  bookingHref={whatsappLink(whatsapp, t("whatsappMessage", { name: product.name }))}
                />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
