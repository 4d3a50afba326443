import { useTranslation } from "#web/lib/i18n/texts";
import type { StaffSummary } from "#shared/auth/staff-summary";
import type { useTimesShownIn } from "#web/lib/staff-session/viewer-time-zone";

/** Who is signed in, their role, their account page, where times are shown, and sign-out. */
export function UserMenu({ staff, onSignOut, times }: { staff: StaffSummary; onSignOut: () => void; times: ReturnType<typeof useTimesShownIn> }) {
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
        <fieldset className="border-t border-stone-200 px-3 py-2">
          <legend className="px-0 pt-2 text-xs font-semibold text-muted">{t("layout.timesIn")}</legend>
          {(["makkah", "device"] as const).map((choice) => (
            <label key={choice} className="mt-1 flex items-center gap-2 text-sm">
              <input type="radio" name="times-in" checked={times.timesIn === choice} onChange={() => times.setTimesIn(choice)} />
              {choice === "makkah"
                ? t("layout.timesInMakkah")
                : times.deviceZone
                  ? t("layout.timesInDevice", { zone: times.deviceZone })
                  : t("layout.timesInThisDevice")}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={onSignOut} className="block w-full rounded-lg px-3 py-2 text-start text-sm text-red-800 hover:bg-red-50">
          {t("layout.signOut")}
        </button>
      </div>
    </details>
  );
}
