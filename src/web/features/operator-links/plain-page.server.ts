import type { PageContext } from "#shared/content/public-read-api";
import { OPERATOR_PAGE_PATHS, operatorPurposeOf } from "#shared/dispatch/operator-pages-api";
import type { Language } from "#shared/i18n/languages";
import { isTokenShape } from "./operator-page-data.server";

/**
 * For the root loader: whether the page is one of the operator's (plain HTML: no script, no site
 * stylesheet or typeface), and then its language: ?lang=, else the operator's (the page's own
 * loader reads the same leg at the same moment: the service answers both with one read), else
 * Arabic for a link that does not work. Null for every other page. Server-only, so the site's
 * scripts carry none of it.
 */
export async function operatorPageLanguage(request: Request, context: PageContext): Promise<Language | null> {
  const url = new URL(request.url);
  const purpose = operatorPurposeOf(url.pathname);
  if (!purpose) return null;
  const lang = url.searchParams.get("lang");
  if (lang === "en" || lang === "ar") return lang;
  const token = url.pathname.slice(OPERATOR_PAGE_PATHS[purpose].length);
  const read = isTokenShape(token) && context.api.operatorPages ? await context.api.operatorPages.view(token, purpose) : null;
  return read?.kind === "leg" ? read.leg.language : (read?.language ?? "ar");
}
