import "#web/lib/staff-session/admin-i18n";
import { redirect, useNavigate, useRevalidator } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { safeNext } from "#shared/auth/admin-pages";
import { Badge, Card } from "#web/components/admin/admin-ui";
import { AuthCard } from "#web/features/auth/components/auth-card";
import { MfaEnrolment } from "#web/features/auth/components/mfa-enrolment";
import { OwnSessions } from "#web/features/auth/components/own-sessions";
import { CurrentPasswordForm } from "#web/features/auth/components/password-change-form";
import { languageOf } from "#web/lib/language";
import { withQueryProvider } from "#web/lib/query-provider";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import type { Route } from "./+types/mfa-setup";

/** The signed-in person's own security: TOTP enrolment (required first for admins) and password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await context.staff.whoIs(request);
  if (!staff) throw redirect(`/admin/login?next=${encodeURIComponent("/admin/mfa-setup")}`);
  // Where the person was going before being sent here to enrol.
  return { language: languageOf(request), staff, next: safeNext(new URL(request.url).searchParams.get("next")) };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "mfaSetup.title");

function MfaSetup({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { language, staff, next } = loaderData;

  return (
    <AuthCard title={t("mfaSetup.title")} intro={staff.mfaSetupRequired ? t("mfaSetup.requiredIntro") : t("mfaSetup.intro")} wide>
      <div className="space-y-6">
        <Card
          title={t("mfaSetup.twoFactor")}
          id="two-factor"
          actions={<Badge tone={staff.mfaEnabled ? "good" : "warn"}>{staff.mfaEnabled ? t("common.on") : t("common.off")}</Badge>}
        >
          {staff.mfaEnabled ? (
            staff.role === "admin" ? (
              <p className="text-muted">{t("mfaSetup.requiredForAdmins")}</p>
            ) : (
              <CurrentPasswordForm mode="disable-mfa" language={language} onDone={() => void revalidator.revalidate()} />
            )
          ) : (
            <MfaEnrolment language={language} onFinished={() => void navigate(next, { replace: true })} />
          )}
        </Card>
        {staff.mfaSetupRequired ? null : (
          <Card title={t("account.passwordTitle")} id="password">
            <CurrentPasswordForm mode="password" language={language} />
          </Card>
        )}
        {staff.mfaSetupRequired ? null : (
          <Card title={t("account.sessionsTitle")} id="own-sessions">
            <OwnSessions language={language} />
          </Card>
        )}
        {staff.mfaSetupRequired ? null : (
          <p>
            <a href="/admin/dashboard" className="font-semibold text-brand-700 underline">
              {t("mfaSetup.back")}
            </a>
          </p>
        )}
      </div>
    </AuthCard>
  );
}

// Outside the admin layout, so it brings its own query cache (shared with the layout in this tab).
export default withQueryProvider(MfaSetup);
