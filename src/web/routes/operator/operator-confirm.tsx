import { OperatorPage } from "#web/features/operator-links/components/operator-page";
import {
  loadOperatorPage,
  operatorPageHeaders,
  operatorPageLinks,
  operatorPageMeta,
  PLAIN_PAGE_HANDLE,
  submitOperatorPage,
} from "#web/features/operator-links/operator-page-route";
import type { Route } from "./+types/operator-confirm";

/* The operator's page of a `operator_confirm` link: plain HTML, no script (handle), forms posting back here. */
export const handle = PLAIN_PAGE_HANDLE;
export const links = operatorPageLinks;
export const headers = operatorPageHeaders;
export const loader = (args: Route.LoaderArgs) => loadOperatorPage(args, "operator_confirm");
export const action = (args: Route.ActionArgs) => submitOperatorPage(args, "operator_confirm");
export const meta: Route.MetaFunction = ({ loaderData }) => operatorPageMeta(loaderData);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <OperatorPage page={loaderData} sent={actionData} />;
}
