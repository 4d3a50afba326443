import { useTranslation } from "#web/lib/i18n/texts";
import type { StaffSummary } from "#shared/auth/staff-summary";

/** Who is signed in, their role, their account page, and sign-out. */
export function UserMenu({ staff, onSignOut }: { staff: StaffSummary; onSignOut: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <details className="relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-1.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700">
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
          {staff.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="hidden text-start sm:block">
          <span className="block text-sm font-semibold text-ink">{staff.name}</span>
          <span className="block text-xs text-muted">{t(`roles.${staff.role}`)}</span>
        </span>
        <span className="sr-only">{t("layout.userMenu")}</span>
      </summary>
      <div className="absolute end-0 z-30 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
        <p className="truncate px-3 py-2 text-sm text-muted" dir="ltr">
          {staff.email}
        </p>
        <a href="/admin/mfa-setup" className="block rounded-lg px-3 py-2 text-sm hover:bg-stone-100">
          {t("layout.account")}
        </a>
        <button type="button" onClick={onSignOut} className="block w-full rounded-lg px-3 py-2 text-start text-sm text-red-800 hover:bg-red-50">
          {t("layout.signOut")}
        </button>
      </div>
    </details>
  );
}
