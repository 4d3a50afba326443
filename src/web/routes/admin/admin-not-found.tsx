import "#web/lib/staff-session/admin-i18n";
import { data, Link } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { PageHeading } from "#web/components/admin/admin-ui";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { languageOf } from "#web/lib/language";
import type { Route } from "./+types/admin-not-found";

/** Admin pages of the spec not built yet, and mistyped addresses: a 404 inside the layout. */
export const loader = ({ request }: Route.LoaderArgs) => data({ language: languageOf(request) }, { status: 404 });
export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded?.language, "notFound.title");

export default function AdminNotFound() {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeading title={t("notFound.title")} intro={t("notFound.text")} />
      <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline">
        {t("notFound.back")}
      </Link>
    </>
  );
}
