import type { Language } from "#shared/i18n/languages";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useNow } from "./use-now";

/** An assigned leg's deadline: the time, and the minutes left (amber under 10, red once passed). */
export function ConfirmCountdown({ confirmBy, language }: { confirmBy: string; language: Language }) {
  const { t } = useTranslation("admin-dispatch");
  const now = useNow();
  const left = Math.ceil((Date.parse(confirmBy) - now) / 60_000);
  const tone = left <= 0 ? "text-red-800" : left <= 10 ? "text-amber-800" : "text-muted";
  return (
    <p className={`text-sm ${tone}`} data-testid="confirm-countdown">
      {t("confirmBy", { time: formatDateTime(confirmBy, language) })} · {left <= 0 ? t("confirmPassed") : t("minutesLeft", { count: left })}
    </p>
  );
}
