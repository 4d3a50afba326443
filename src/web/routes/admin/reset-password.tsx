import "#web/lib/staff-session/admin-i18n";
import { useTranslation } from "#web/lib/i18n/texts";
import { ErrorNote } from "#web/components/admin/admin-ui";
import { linkTokenSchema } from "#shared/auth/auth.schema";
import { useAcceptInvitation } from "#web/features/auth/api/accept-invitation";
import { useCompletePasswordReset } from "#web/features/auth/api/complete-password-reset";
import { useInvitationDetails } from "#web/features/auth/api/invitation-details";
import { AuthCard } from "#web/features/auth/components/auth-card";
import { NewPasswordForm } from "#web/features/auth/components/new-password-form";
import { ResetRequestForm } from "#web/features/auth/components/reset-request-form";
import { staffErrorText } from "#web/features/auth/staff-error-text";
import { languageOf } from "#web/lib/language";
import { withQueryProvider } from "#web/lib/query-provider";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import type { Route } from "./+types/reset-password";

/**
 * Three screens on one address: ask for a reset link; set a new password from a reset link
 * (?token=); or accept an invitation and choose a password (?invitation=).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const clean = (value: string | null) => (linkTokenSchema.safeParse(value).success ? value : null);
  return {
    language: languageOf(request),
    token: clean(url.searchParams.get("token")),
    invitation: clean(url.searchParams.get("invitation")),
    badLink:
      Boolean(url.searchParams.get("token") ?? url.searchParams.get("invitation")) &&
      !clean(url.searchParams.get("token") ?? url.searchParams.get("invitation")),
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "reset.title");

function Done({ text }: { text: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
        {text}
      </p>
      <a href="/admin/login" className="font-semibold text-brand-700 underline">
        {t("reset.toLogin")}
      </a>
    </div>
  );
}

function InvitationScreen({ token, language }: { token: string; language: "en" | "ar" }) {
  const { t } = useTranslation("admin");
  const invitation = useInvitationDetails(token);
  const accept = useAcceptInvitation();
  if (accept.isSuccess) return <Done text={t("reset.invitationAccepted")} />;
  if (invitation.isError) return <ErrorNote>{staffErrorText(t, invitation.error, language)}</ErrorNote>;
  const details = invitation.data;
  if (!details)
    return (
      <p role="status" className="text-muted">
        {t("common.loading")}
      </p>
    );
  return (
    <>
      <p className="mb-4 text-muted">{t("reset.invitationFor", { email: details.email, role: t(`roles.${details.role}`) })}</p>
      <NewPasswordForm
        language={language}
        askName
        submitLabel={t("reset.createAccount")}
        onSubmit={({ name, newPassword }) => accept.mutateAsync({ token, name, newPassword })}
      />
    </>
  );
}

function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { language, token, invitation, captcha, badLink } = loaderData;
  const complete = useCompletePasswordReset();

  if (invitation) {
    return (
      <AuthCard title={t("reset.invitationTitle")}>
        <InvitationScreen token={invitation} language={language} />
      </AuthCard>
    );
  }
  if (token) {
    return (
      <AuthCard title={t("reset.newTitle")} intro={t("reset.newIntro")}>
        {complete.isSuccess ? (
          <Done text={t("reset.done")} />
        ) : (
          <NewPasswordForm language={language} submitLabel={t("reset.save")} onSubmit={({ newPassword }) => complete.mutateAsync({ token, newPassword })} />
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      {badLink ? (
        <div className="mb-4">
          <ErrorNote>{t("errors.invalid_link")}</ErrorNote>
        </div>
      ) : null}
      <ResetRequestForm language={language} captcha={captcha} />
      <p className="mt-6 text-center text-sm">
        <a href="/admin/login" className="font-semibold text-brand-700 underline">
          {t("reset.toLogin")}
        </a>
      </p>
    </AuthCard>
  );
}

// Outside the admin layout, so it brings its own query cache.
export default withQueryProvider(ResetPassword);
