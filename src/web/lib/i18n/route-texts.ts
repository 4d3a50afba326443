import type { UIMatch } from "react-router";
import { splitLanguage } from "#shared/i18n/localized-path";

/*
 * Each public page carries only the texts it uses (page weight): a route module names its
 * namespaces in `handle.texts`, the root writes the matched routes' namespaces into the page
 * (page-texts.ts), and a later client-side navigation fetches the namespaces the next page
 * lacks, in parallel with its data (`withRouteTexts` in the route's clientLoader, ensure-texts.ts). The back
 * office's namespaces never reach a public page. `route-texts.test.ts` walks each route's imports
 * and fails when a namespace it uses is missing from its list.
 */
export interface RouteTextsHandle {
  texts: readonly string[];
}

/** Every page has the shell's words (header, footer, errors). */
const ALWAYS = ["common"] as const;

/** The namespaces the matched routes declared, sorted, without repeats. */
export function matchedNamespaces(matches: readonly Pick<UIMatch, "handle">[]): string[] {
  const names = new Set<string>(ALWAYS);
  for (const match of matches) for (const name of (match.handle as Partial<RouteTextsHandle> | undefined)?.texts ?? []) names.add(name);
  return [...names].sort();
}

/** A public route's clientLoader body: its server data and its missing texts, fetched together. */
export async function withRouteTexts<T>(request: Request, namespaces: readonly string[], serverLoader: () => Promise<T>): Promise<T> {
  const { language } = splitLanguage(new URL(request.url).pathname);
  // The loader of the namespaces' files is itself fetched on the first client-side navigation:
  // a first visit never needs it (its texts are in its HTML).
  const ensuring = import("./ensure-texts").then((module) => module.ensureTexts(language, [...ALWAYS, ...namespaces]));
  const [data] = await Promise.all([serverLoader(), ensuring]);
  return data;
}

/**
 * A public route's clientLoader, typed by the route's own arguments so its loader data keeps its
 * type: `export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS)`.
 */
export function routeTextsLoader<Args extends { request: Request; serverLoader: () => Promise<unknown> }>(namespaces: readonly string[]) {
  return (args: Args) => withRouteTexts(args.request, namespaces, args.serverLoader) as ReturnType<Args["serverLoader"]>;
}
