import { useTranslation } from "#web/lib/i18n/texts";

/** Shown in place of the page while the next route loads (spec §2). */
export function RouteSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl animate-pulse px-4 py-10">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-9 w-2/3 rounded bg-stone-200" />
      <div className="mt-4 h-4 w-1/2 rounded bg-stone-200" />
      <div className="mt-10 grid gap-6 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-48 rounded-xl bg-stone-200" />
        ))}
      </div>
    </div>
  );
}
