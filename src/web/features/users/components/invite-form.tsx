import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { inviteSchema, type InviteInput } from "#shared/auth/auth.schema";
import { ROLES } from "#shared/auth/roles";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useInvite } from "../api/invite";

/** Invite a colleague by email with a role (the shared schema checks both here and on the server); the link expires after 72 hours. */
export function InviteForm() {
  const { t } = useTranslation("admin");
  const invite = useInvite();
  const form = useForm<InviteInput>({ resolver: zodResolver(inviteSchema), defaultValues: { email: "", role: "viewer" } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notify({ tone: "success", title: t("users.invited", { email: values.email }), description: t("users.invitedText") });
      form.reset({ email: "", role: values.role });
    } catch (failure) {
      form.setError("email", { type: "server", message: (failure as Error).message });
    }
  });
  const emailError = errors.email && (errors.email.type === "server" ? errors.email.message : t("errors.email"));

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <FormField id="invite-email" label={t("users.email")} type="email" error={emailError} required {...form.register("email")} />
      <div>
        <label htmlFor="invite-role" className="block text-sm font-medium text-ink">
          {t("users.role")}
        </label>
        <select id="invite-role" className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5" {...form.register("role")}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" busy={invite.isPending} className="sm:mb-0.5">
        {t("users.invite")}
      </Button>
    </form>
  );
}
