import { data } from "react-router";
import { pickText } from "#shared/i18n/localized-text";
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from "#shared/tracking/map-tiles";
import { BOOKING_PAGE_HEADERS, bookingPageMeta, isTokenShape } from "#web/features/bookings/token-page";
import { PlainShellScript, TrackLive } from "#web/features/tracking/components/track-live";
import { TrackLinkNotFound } from "#web/features/tracking/components/track-link-not-found";
import { getFixedT } from "#web/lib/i18n/texts";
import type { RouteTextsHandle } from "#web/lib/i18n/route-texts";
import { languageOf } from "#web/lib/language";
import type { Route } from "./+types/track";

/*
 * /track/:token (and /ar/…): the customer watches their driver come (issue 23). A wrong, replaced
 * or revoked link is one friendly page with a 404 status; after the trip (and after the link's
 * end) the page says the trip has ended and shows no position. Never cached, never indexed, the
 * token never sent on as a Referer. The page is server-rendered and never hydrated (the root
 * leaves React Router's scripts out: track-page-path.server.ts); while the leg is under way it
 * loads one small script of its own, which loads Leaflet after the page is up.
 */
export const handle: RouteTextsHandle = { texts: ["tracking"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const company = await context.api.companyProfile();
  const page = { language, token: params.token, siteName: pickText(company.name, language) };
  const notFound = () => data({ ...page, view: null, tiles: null }, { status: 404 });
  if (!isTokenShape(params.token) || !context.api.tracking) return notFound();
  const view = await context.api.tracking.view(params.token);
  if (!view) return notFound();
  const tiles = context.mapTiles ?? { url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION };
  return { ...page, view, tiles };
}

export const headers: Route.HeadersFunction = () => BOOKING_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return bookingPageMeta("Rihla");
  const t = getFixedT(page.language, "tracking");
  return bookingPageMeta(`${t(!page.view ? "notFoundTitle" : page.view.ended ? "endedTitle" : "title")} | ${page.siteName}`);
};

export default function Track({ loaderData }: Route.ComponentProps) {
  const { language, token, view, tiles } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      {view && tiles ? (
        <TrackLive token={token} language={language} view={view} tiles={tiles} />
      ) : (
        <>
          <TrackLinkNotFound language={language} />
          <PlainShellScript />
        </>
      )}
    </div>
  );
}
