import { useTranslation } from "react-i18next";
import { pickText } from "#shared/i18n/localized-text";
import { PRODUCT_KINDS } from "#shared/products/product-kinds";
import { whatsappLink } from "#web/components/layout/site-footer";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { PriceTable } from "#web/features/products/components/price-table";
import { i18nFor } from "#web/lib/i18n";
import { languageOf } from "#web/lib/language";
import { pageMeta } from "#web/lib/seo";
import type { Route } from "./+types/services";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const [products, company] = await Promise.all([context.api.products(language), context.api.companyProfile()]);
  return { language, products, whatsapp: company.whatsapp, siteUrl: context.publicConfig.siteUrl, siteName: pickText(company.name, language) };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const t = i18nFor(data.language).getFixedT(data.language, "services");
  return pageMeta({ title: t("title"), description: t("description"), pathname: location.pathname, siteUrl: data.siteUrl, siteName: data.siteName });
};

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { products, whatsapp } = loaderData;
  const kinds = PRODUCT_KINDS.filter((kind) => products.some((p) => p.kind === kind));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("intro")}</p>
      <nav aria-label={t("kindsLabel")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <li key={kind}>
              <a href={`#kind-${kind}`} className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium text-brand-800 hover:bg-stone-100">
                {t(`kinds.${kind}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {kinds.map((kind) => (
        <section key={kind} id={`kind-${kind}`} aria-labelledby={`kind-${kind}-heading`} className="mt-12 scroll-mt-24">
          <h2 id={`kind-${kind}-heading`} className="text-2xl font-bold text-brand-900">{t(`kinds.${kind}`)}</h2>
          <div className="mt-6 space-y-8">
            {products
              .filter((product) => product.kind === kind)
              .map((product) => (
                <section key={product.slug} id={product.slug} aria-labelledby={`${product.slug}-heading`} className="scroll-mt-24 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm lg:grid lg:grid-cols-[2fr_3fr]">
                  <img src={product.image} alt="" width={800} height={500} loading="lazy" className="aspect-[8/5] w-full self-start bg-stone-100 object-cover" />
                  <div className="p-6">
                    <h3 id={`${product.slug}-heading`} className="text-xl font-semibold text-brand-900">{product.name}</h3>
                    <p className="mt-2 text-muted">{product.summary}</p>
                    <div className="prose-content mt-4 text-sm" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
                    <div className="mt-6">
                      <PriceTable prices={product.prices} caption={t("pricesFor", { name: product.name })} />
                      <p className="mt-2 text-xs text-muted">{t("vatIncluded")}</p>
                    </div>
                    <div className="mt-6 flex flex-wrap gap-3">
                      <a href={whatsappLink(whatsapp, t("whatsappMessage", { name: product.name }))} rel="noopener noreferrer" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
                        {t("bookWhatsapp")}
                      </a>
                      <LocalizedLink to="/contact" className="rounded-lg border border-stone-300 px-4 py-2.5 font-semibold text-brand-800 hover:bg-stone-100">
                        {t("askQuestion")}
                      </LocalizedLink>
                    </div>
                  </div>
                </section>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
