import { data } from "react-router";
import { NotFound } from "#web/components/layout/not-found";
import { pageMeta } from "#web/lib/seo";
import type { Route } from "./+types/not-found";

/** Any path no other route claims: the not-found page, with HTTP 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  return data({ siteUrl: context.publicConfig.siteUrl, pathname: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  pageMeta({ title: "404", description: "Page not found", pathname: d?.pathname ?? "/", siteUrl: d?.siteUrl ?? "", siteName: "Rihla", noIndex: true });

export default function NotFoundPage() {
  return <NotFound />;
}
