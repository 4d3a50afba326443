import { CARD_FALLBACK, CARD_SIZES, withPicture } from "#shared/files/image-url";
import { useTranslation, getFixedT } from "#web/lib/i18n/texts";
import { pickText } from "#shared/i18n/localized-text";
import { formatNumber } from "#web/lib/format";
import { formatSar } from "#shared/products/money";
import { languageOf } from "#web/lib/language";
import { pageMeta, shownLanguagesIn } from "#web/lib/seo";
import { LocalizedLink } from "#web/components/layout/localized-link";
import type { Route } from "./+types/fleet";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["fleet"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const [vehicles, company] = await Promise.all([context.api.vehicleClasses(language), context.api.companyProfile()]);
  return {
    language,
    vehicles: vehicles.map((vehicle) => withPicture(vehicle, vehicle.image, CARD_SIZES, CARD_FALLBACK)),
    siteUrl: context.publicConfig.siteUrl,
    siteName: pickText(company.name, language),
  };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  if (!data) return [];
  const t = getFixedT(data.language, "fleet");
  return pageMeta({
    title: t("title"),
    description: t("description"),
    pathname: location.pathname,
    languages: shownLanguagesIn(matches),
    siteUrl: data.siteUrl,
    siteName: data.siteName,
    image: data.vehicles[0]?.image,
  });
};

/** The vehicle classes: what each carries and what it offers. */
export default function Fleet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("fleet");
  const { language, vehicles } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("intro")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {vehicles.map((vehicle) => (
          <li key={vehicle.slug} className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <img {...vehicle.picture} alt="" loading="lazy" className="aspect-[8/5] w-full bg-sand-100 object-contain" />
            <div className="flex flex-1 flex-col p-5">
              <h2 className="text-lg font-semibold text-brand-900">{vehicle.name}</h2>
              {vehicle.fromHalalas !== null ? (
                <p data-from-price className="mt-1 font-semibold text-brand-700">
                  {t("fromPrice", { price: formatSar(vehicle.fromHalalas, language) })}
                </p>
              ) : null}
              <p className="mt-2 text-sm text-muted">{vehicle.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-lg bg-stone-100 p-2">
                  <dt className="text-muted">{t("passengers")}</dt>
                  <dd className="font-semibold">{formatNumber(vehicle.passengers, language)}</dd>
                </div>
                <div className="rounded-lg bg-stone-100 p-2">
                  <dt className="text-muted">{t("bags")}</dt>
                  <dd className="font-semibold">{formatNumber(vehicle.bags, language)}</dd>
                </div>
              </dl>
              {vehicle.features.length > 0 ? (
                <ul className="mt-4 list-disc space-y-1 ps-5 text-sm">
                  {vehicle.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <LocalizedLink
          to="/services"
          className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("seePrices")}
        </LocalizedLink>
      </p>
    </div>
  );
}
