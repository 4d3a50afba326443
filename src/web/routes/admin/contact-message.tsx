import "#web/lib/staff-session/admin-i18n";
import { Link, useParams } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { ErrorNote, LoadingRows, PageHeading } from "#web/components/admin/admin-ui";
import { useContactMessage } from "#web/features/contact/api/contact-inbox";
import { ContactMessageDetail } from "#web/features/contact/components/contact-message-detail";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/contact-message";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "operations.write");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "contactInbox.messageTitle");

/** One contact message, opened from the inbox or the dashboard. */
export default function ContactMessage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { id = "" } = useParams();
  const message = useContactMessage(id);
  return (
    <>
      <Link to="/admin/contact-messages" className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true" className="rtl:rotate-180">
          ←
        </span>
        &nbsp;{t("contactInbox.back")}
      </Link>
      <PageHeading title={t("contactInbox.messageTitle")} />
      {message.isPending ? (
        <LoadingRows label={t("common.loading")} rows={4} />
      ) : message.isError ? (
        <ErrorNote>{message.error.message}</ErrorNote>
      ) : (
        <ContactMessageDetail message={message.data} language={loaderData.language} />
      )}
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
