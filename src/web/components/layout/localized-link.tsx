import { Link, type LinkProps } from "react-router";
import { localizePath } from "#shared/i18n/localized-path";
import { useLanguage } from "#web/lib/language";

/** A link to a public path ("/blog") in the current page's language ("/ar/blog"). */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const language = useLanguage();
  return <Link to={localizePath(to, language)} {...props} />;
}

export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
