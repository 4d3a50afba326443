import { DEFAULT_LANGUAGE, type Language } from "./languages";

/** Splits "/ar/blog/x" into { language: "ar", path: "/blog/x" }. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === "/ar" || pathname.startsWith("/ar/")) {
    const rest = pathname.slice(3);
    return { language: "ar", path: rest === "" ? "/" : rest };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || "/" };
}

/**
 * The same page in another language: localizePath("/blog/x", "ar") === "/ar/blog/x". One leading
 * slash, always: "/ar//evil.example" must never become "//evil.example", another host.
 */
export function localizePath(path: string, language: Language): string {
  const clean = `/${path.replace(/^[/\\]+/, "")}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === "/" ? "/ar" : `/ar${clean}`;
}

/**
 * The back office's language: the staff member's choice (the "lang" cookie its language switch
 * writes), else the browser's. Its pages and its APIs' refusals both follow it.
 */
export function backOfficeLanguage(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  const remembered = /(?:^|;\s*)lang=(\w+)/.exec(cookieHeader ?? "")?.[1];
  return remembered === "en" || remembered === "ar" ? remembered : languageFromAcceptHeader(acceptLanguage);
}

/** Picks the preferred supported language from an Accept-Language header. */
export function languageFromAcceptHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (base === "ar") return "ar";
    if (base === "en") return "en";
  }
  return DEFAULT_LANGUAGE;
}
