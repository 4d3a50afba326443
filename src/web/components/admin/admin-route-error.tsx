import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { RenderFailure } from "#web/components/errors/render-failure";
import { PageHeading } from "./admin-ui";

/** An admin page's failure, shown inside the admin layout (the navigation stays usable). */
export function AdminRouteError() {
  const { t } = useTranslation("admin");
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <>
        <PageHeading title={t("forbidden.title")} intro={t("forbidden.text")} />
        <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline">
          {t("notFound.back")}
        </Link>
      </>
    );
  }
  return <RenderFailure error={error} onReset={() => window.location.reload()} />;
}
