import "#web/lib/staff-session/admin-i18n";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { safeNext } from "#shared/auth/admin-pages";
import { ErrorNote } from "#web/components/admin/admin-ui";
import { useVerifyMfa } from "#web/features/auth/api/verify-mfa";
import { AuthCard } from "#web/features/auth/components/auth-card";
import { MfaCodeForm } from "#web/features/auth/components/mfa-code-form";
import { SignInForm } from "#web/features/auth/components/sign-in-form";
import { languageOf } from "#web/lib/language";
import { withQueryProvider } from "#web/lib/query-provider";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import type { Route } from "./+types/login";

/** /admin and /admin/login: a signed-in visitor goes straight on; a half-signed-in one gets the code step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  const staff = await context.staff.whoIs(request);
  if (staff) throw redirect(staff.mfaSetupRequired ? `/admin/mfa-setup?next=${encodeURIComponent(next)}` : next);
  return {
    language: languageOf(request),
    next,
    step: (await context.staff.awaitingMfa(request)) ? ("code" as const) : ("password" as const),
    ended: url.searchParams.get("reason") === "ended",
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "login.title");

function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const { language, next, captcha, ended } = loaderData;
  const [step, setStep] = useState(loaderData.step);
  const verifyMfa = useVerifyMfa();
  const finish = (to: string) => navigate(to, { replace: true });

  if (step === "code") {
    return (
      <AuthCard title={t("mfa.title")} intro={t("mfa.intro")}>
        <MfaCodeForm
          language={language}
          submitLabel={t("mfa.verify")}
          onSubmit={async (code) => {
            await verifyMfa.mutateAsync(code);
            await finish(next);
          }}
          onExpired={() => setStep("password")}
        />
        <p className="mt-4 text-sm text-muted">{t("mfa.backupHint")}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("login.title")} intro={t("login.intro")}>
      {ended ? (
        <div className="mb-4">
          <ErrorNote>{t("errors.session_ended")}</ErrorNote>
        </div>
      ) : null}
      <SignInForm
        language={language}
        captcha={captcha}
        onDone={(result) => {
          if (result.next === "mfa") setStep("code");
          else void finish(result.next === "mfa-setup" ? `/admin/mfa-setup?next=${encodeURIComponent(next)}` : next);
        }}
      />
      <p className="mt-6 text-center text-sm">
        <a href="/admin/reset-password" className="font-semibold text-brand-700 underline">
          {t("login.forgot")}
        </a>
      </p>
    </AuthCard>
  );
}

// Outside the admin layout, so it brings its own query cache (shared with the layout in this tab).
export default withQueryProvider(Login);
