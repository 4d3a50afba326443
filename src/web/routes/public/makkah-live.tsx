import { data } from "react-router";
import { pickText } from "#shared/i18n/localized-text";
import { getFixedT } from "#web/lib/i18n/texts";
import { languageOf } from "#web/lib/language";
import { pageMeta, shownLanguagesIn } from "#web/lib/seo";
import { MakkahLiveView } from "#web/features/quick-tools/components/makkah-live-view";
import type { Route } from "./+types/makkah-live";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";
import { companyInLanguage } from "#shared/company/company-in-language";

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["makkah-live", "quick-tools"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const live = await context.api.makkahLive();
  // Switched off on /admin/configurations: the page does not exist.
  if (!live) throw data(null, { status: 404 });
  return {
    language,
    company: companyInLanguage(await context.api.companyProfile(), language),
    siteUrl: context.publicConfig.siteUrl,
    live,
  };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  if (!data) return [];
  const t = getFixedT(data.language, "makkah-live");
  return pageMeta({
    title: t("live.title"),
    description: t("live.description"),
    pathname: location.pathname,
    languages: shownLanguagesIn(matches),
    siteUrl: data.siteUrl,
    siteName: pickText(data.company.name, data.language),
  });
};

export default function MakkahLive({ loaderData }: Route.ComponentProps) {
  return <MakkahLiveView live={loaderData.live} language={loaderData.language} />;
}
