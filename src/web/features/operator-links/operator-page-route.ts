import type { MetaDescriptor } from "react-router";
import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import type { OperatorDoneFlag, OperatorFormError, OperatorPagePurpose } from "#shared/dispatch/operator-pages-api";
import type { Language } from "#shared/i18n/languages";
import type { LegRow } from "./leg-rows";
import { operatorTexts } from "./operator-texts";
import stylesheet from "./operator-pages.css?url";

/*
 * The headers, meta and data of the three operator pages (routes/operator/; their loader and
 * action are operator-page-data.server.ts): plain HTML
 * (the root gives them no script), forms that post back to the page and are answered with a 303 to
 * it (?done=…), or with the page again and the reason (400, 409), nothing changed.
 */
export const OPERATOR_PAGE_HEADERS: [string, string][] = [
  ["Cache-Control", "no-store"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Robots-Tag", "noindex, nofollow"],
];

export const operatorPageLinks = () => [{ rel: "stylesheet", href: stylesheet }];

export type OperatorPageData =
  | { kind: "gone"; language: Language; purpose: OperatorPagePurpose }
  | { kind: "closed"; language: Language; purpose: OperatorPagePurpose; flag: OperatorDoneFlag; siteName: string }
  | {
      kind: "leg";
      language: Language;
      purpose: OperatorPagePurpose;
      leg: OperatorLegView;
      /** The leg written out in the page's language (on the server). */
      rows: LegRow[];
      done: OperatorDoneFlag | null;
      /** Where the forms post. */
      action: string;
      /** The same page in the other language. */
      switchHref: string;
      siteName: string;
    };

export interface OperatorActionData {
  error: OperatorFormError;
  /** What the operator typed, shown again. */
  values: Record<string, string>;
}

export const operatorPageHeaders = () => OPERATOR_PAGE_HEADERS;

/** Title and noindex only: no canonical, Open Graph or alternate links, which would repeat the token. */
export function operatorPageMeta(page: OperatorPageData | undefined): MetaDescriptor[] {
  const language = page?.language ?? "ar";
  const t = operatorTexts(language);
  const title = !page || page.kind === "gone" ? t("notFound.title") : t(`title.${page.purpose}`);
  return [{ title }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}
