import { data, redirect, type MetaDescriptor } from "react-router";
import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import {
  OPERATOR_DONE_FLAGS,
  type OperatorDoneFlag,
  type OperatorFormError,
  type OperatorPagePurpose,
  type OperatorPagesApi,
} from "#shared/dispatch/operator-pages-api";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import type { PageContext } from "#shared/content/public-read-api";
import { operatorTexts } from "./operator-texts";
import stylesheet from "./operator-pages.css?url";

/*
 * The loader, action, headers and meta of the three operator pages (routes/operator/): plain HTML
 * (handle { scripts: false }), forms that post back to the page and are answered with a 303 to
 * it (?done=…), or with the page again and the reason (400, 409), nothing changed.
 */
export const PLAIN_PAGE_HANDLE = { scripts: false } as const;

export const OPERATOR_PAGE_HEADERS: [string, string][] = [
  ["Cache-Control", "no-store"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Robots-Tag", "noindex, nofollow"],
];

export const operatorPageLinks = () => [{ rel: "stylesheet", href: stylesheet }];

/** Shape of a link token (URL-safe, ≥ 128 bits): anything else is a wrong link without asking the database. */
const isTokenShape = (token: string | undefined): token is string => typeof token === "string" && /^[A-Za-z0-9_-]{20,200}$/.test(token);

/** ?lang=en or ?lang=ar: the operator's own choice over the language the office has for them. */
function askedLanguage(url: URL): Language | null {
  const lang = url.searchParams.get("lang");
  return lang === "en" || lang === "ar" ? lang : null;
}

/** The page's own address (its forms post there), keeping a chosen language. */
const ownPath = (url: URL, lang: Language | null) => `${url.pathname}${lang ? `?lang=${lang}` : ""}`;

export type OperatorPageData =
  | { kind: "gone"; language: Language; purpose: OperatorPagePurpose }
  | { kind: "closed"; language: Language; purpose: OperatorPagePurpose; flag: OperatorDoneFlag; siteName: string }
  | {
      kind: "leg";
      language: Language;
      purpose: OperatorPagePurpose;
      leg: OperatorLegView;
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

type Args = { request: Request; params: { token?: string }; context: PageContext };

export async function loadOperatorPage({ request, params, context }: Args, purpose: OperatorPagePurpose) {
  const url = new URL(request.url);
  const lang = askedLanguage(url);
  const pages: OperatorPagesApi | undefined = context.api.operatorPages;
  const read = pages && isTokenShape(params.token) ? await pages.view(params.token, purpose) : null;
  // A wrong link says so in both languages; the one chosen (or Arabic) first.
  if (!read) return data({ kind: "gone", language: lang ?? "ar", purpose } satisfies OperatorPageData, { status: 404 });
  const siteName = pickText((await context.api.companyProfile()).name, lang ?? (read.kind === "leg" ? read.leg.language : read.language));
  if (read.kind === "closed") return { kind: "closed", language: lang ?? read.language, purpose, flag: read.flag, siteName } satisfies OperatorPageData;
  const language = lang ?? read.leg.language;
  const doneFlag = url.searchParams.get("done");
  const done = OPERATOR_DONE_FLAGS.find((flag) => flag === doneFlag) ?? null;
  const other: Language = language === "ar" ? "en" : "ar";
  return {
    kind: "leg",
    language,
    purpose,
    leg: read.leg,
    done,
    action: ownPath(url, lang),
    switchHref: `${url.pathname}?lang=${other}`,
    siteName,
  } satisfies OperatorPageData;
}

/** Fields kept to show again after a refusal (never more than a form holds). */
const KEPT_FIELDS = ["intent", "answer", "note", "driverId", "driverName", "driverPhone", "vehicleId", "plate", "model", "to"];

export async function submitOperatorPage({ request, params, context }: Args, purpose: OperatorPagePurpose) {
  const url = new URL(request.url);
  const pages = context.api.operatorPages;
  const form = await request.formData().catch(() => null);
  const fields: Record<string, string> = {};
  for (const [name, value] of form?.entries() ?? []) {
    // A repeated field, or a file, is no form of these pages: read as junk (refused by the schema).
    if (typeof value !== "string" || name in fields) fields[name] = "\u0000";
    else fields[name] = value;
  }
  if (!pages || !isTokenShape(params.token)) return data(null, { status: 404 });
  const outcome = form ? await pages.submit(params.token, purpose, fields) : ({ kind: "refused", status: 400, error: "invalid" } as const);
  if (outcome.kind === "gone") return data(null, { status: 404 });
  if (outcome.kind === "done") {
    const lang = askedLanguage(url);
    throw redirect(`${url.pathname}?done=${outcome.flag}${lang ? `&lang=${lang}` : ""}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  }
  const values = Object.fromEntries(KEPT_FIELDS.filter((name) => typeof fields[name] === "string").map((name) => [name, fields[name]!.slice(0, 500)]));
  return data({ error: outcome.error, values } satisfies OperatorActionData, { status: outcome.status });
}

export const operatorPageHeaders = () => OPERATOR_PAGE_HEADERS;

/** Title and noindex only: no canonical, Open Graph or alternate links, which would repeat the token. */
export function operatorPageMeta(page: OperatorPageData | undefined): MetaDescriptor[] {
  const language = page?.language ?? "ar";
  const t = operatorTexts(language);
  const title = !page || page.kind === "gone" ? t("notFound.title") : t(`title.${page.purpose}`);
  return [{ title }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}
