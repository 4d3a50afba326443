import "#web/lib/staff-session/admin-i18n";
import { useSearchParams } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { CONTACT_INBOX_VIEWS, type ContactInboxView } from "#shared/contact/contact-inbox.schema";
import { Card, PageHeading } from "#web/components/admin/admin-ui";
import { ContactInboxList } from "#web/features/contact/components/contact-inbox-list";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/contact-messages";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "operations.write");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.contact-messages");

const viewOf = (value: string | null): ContactInboxView =>
  ((CONTACT_INBOX_VIEWS as readonly string[]).find((view) => view === value) as ContactInboxView) ?? "open";

/** Visitors' messages: open ones by default (the dashboard links here), handled ones and all. */
export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get("view"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  return (
    <>
      <PageHeading title={t("pages.contact-messages")} intro={t("contactInbox.intro")} />
      <nav aria-label={t("contactInbox.views")} className="mb-4 flex flex-wrap gap-2">
        {CONTACT_INBOX_VIEWS.map((option) => (
          <a
            key={option}
            href={`?view=${option}`}
            aria-current={option === view ? "page" : undefined}
            onClick={(event) => {
              event.preventDefault();
              setParams({ view: option });
            }}
            className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {t(`contactInbox.viewNames.${option}`)}
          </a>
        ))}
      </nav>
      <Card>
        <ContactInboxList view={view} page={page} onPage={(next) => setParams({ view, page: String(next) })} language={loaderData.language} />
      </Card>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
