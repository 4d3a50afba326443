import "#web/lib/staff-session/admin-i18n";
import { useTranslation } from "#web/lib/i18n/texts";
import { Card, PageHeading } from "#web/components/admin/admin-ui";
import { AccountsMfa, ActiveSessions } from "#web/features/security/components/accounts-and-sessions";
import { AuditTrail, OutboxEmails, SignInHistory } from "#web/features/security/components/security-history";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/security";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "security.manage");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.security");

const SECTIONS = ["accounts", "sessions", "sign-ins", "audit", "outbox"] as const;

export default function Security({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { language } = loaderData;
  return (
    <>
      <PageHeading title={t("pages.security")} intro={t("security.intro")} />
      <nav aria-label={t("security.sections")} className="mb-6 flex flex-wrap gap-2">
        {SECTIONS.map((id) => (
          <a key={id} href={`#${id}`} className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm hover:bg-stone-100">
            {t(`security.sectionNames.${id}`)}
          </a>
        ))}
      </nav>
      <div className="space-y-6">
        <div id="accounts">
          <Card title={t("security.sectionNames.accounts")} id="accounts-card">
            <AccountsMfa language={language} />
          </Card>
        </div>
        <div id="sessions">
          <Card title={t("security.sectionNames.sessions")} id="sessions-card">
            <ActiveSessions language={language} />
          </Card>
        </div>
        <div id="sign-ins">
          <Card title={t("security.sectionNames.sign-ins")} id="sign-ins-card">
            <SignInHistory language={language} />
          </Card>
        </div>
        <div id="audit">
          <Card title={t("security.sectionNames.audit")} id="audit-card">
            <AuditTrail language={language} />
          </Card>
        </div>
        <div id="outbox">
          <Card title={t("security.sectionNames.outbox")} id="outbox-card">
            <OutboxEmails language={language} />
          </Card>
        </div>
      </div>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
