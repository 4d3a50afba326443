import { useTranslation } from "#web/lib/i18n/texts";
import { useRealtimeConnection } from "#web/lib/realtime/realtime-provider";

const DOT = { open: "bg-emerald-500", connecting: "bg-amber-400", closed: "bg-stone-400" } as const;

/**
 * The admin header's realtime state: live, connecting, or offline (updates paused; the page
 * refetches what it shows once the connection is back). A status region, so screen readers hear
 * the change without it taking the focus.
 */
export function ConnectionStatus() {
  const { t } = useTranslation("admin");
  const state = useRealtimeConnection();
  return (
    <span
      role="status"
      data-connection={state}
      className="flex items-center gap-1.5 rounded-full px-2 py-1 text-xs text-stone-600"
      title={t(`realtime.${state}Hint`)}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[state]}`} />
      {/* Phones show only the dot while live; the words stay for screen readers. */}
      <span className={state === "open" ? "max-sm:sr-only" : undefined}>{t(`realtime.${state}`)}</span>
    </span>
  );
}
