import { OperatorPage } from "#web/features/operator-links/components/operator-page";
import { loadOperatorPage, submitOperatorPage } from "#web/features/operator-links/operator-page-data.server";
import { operatorPageHeaders, operatorPageLinks, operatorPageMeta } from "#web/features/operator-links/operator-page-route";
import type { Route } from "./+types/operator-page";

/*
 * The operator's three token pages (/operator-availability, /operator-confirm, /op/start): one
 * module for the three routes, which read their link's purpose from the address. Plain HTML, no
 * script (the root loader tells these pages apart: plain-page.server.ts), forms posting back here.
 */
export const links = operatorPageLinks;
export const headers = operatorPageHeaders;
export const loader = (args: Route.LoaderArgs) => loadOperatorPage(args);
export const action = (args: Route.ActionArgs) => submitOperatorPage(args);
export const meta: Route.MetaFunction = ({ loaderData }) => operatorPageMeta(loaderData);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <OperatorPage page={loaderData} sent={actionData} />;
}
