import { data } from "react-router";
import { NotFound } from "#web/components/layout/not-found";
import { notFoundMeta } from "#web/lib/seo";
import type { Route } from "./+types/not-found";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";

/** Any path no other route claims: the not-found page, with HTTP 404. */
// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS: string[] = [];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export function loader({ request, context }: Route.LoaderArgs) {
  return data({ siteUrl: context.publicConfig.siteUrl, pathname: new URL(request.url).pathname }, { status: 404 });
}

// The title in the page's language ("404 | Rihla" was English on Arabic pages), as when a loader answers 404.
export const meta: Route.MetaFunction = ({ location }) => notFoundMeta(location.pathname);

export default function NotFoundPage() {
  return <NotFound />;
}
