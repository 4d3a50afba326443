import { useState, type FormEvent } from "react";
import { useTranslation } from "#web/lib/i18n/use-translation";
import { ROLES, type Role } from "#shared/auth/roles";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useInvite } from "../api/users-api";

/** Invite a colleague by email with a role; the link expires after 72 hours. */
export function InviteForm() {
  const { t } = useTranslation("admin");
  const invite = useInvite();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("viewer");
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError(t("errors.email"));
    setError(undefined);
    try {
      await invite.mutateAsync({ email: email.trim(), role });
      notify({ tone: "success", title: t("users.invited", { email: email.trim() }), description: t("users.invitedText") });
      setEmail("");
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <FormField id="invite-email" label={t("users.email")} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
      <div>
        <label htmlFor="invite-role" className="block text-sm font-medium text-ink">
          {t("users.role")}
        </label>
        <select
          id="invite-role"
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
        >
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
