import { useTranslation } from "#web/lib/i18n/texts";
import { formatNumber } from "#web/lib/format";
import { useLiveQueries } from "#web/lib/realtime/realtime-provider";
import type { Language } from "#shared/i18n/languages";
import { INBOX_KEY, useUnreadConversations } from "../api/inbox-queries";

/** What a "whatsapp.message" makes stale: lists, threads and this count (never the images). */
const LIVE_KEYS = [
  [...INBOX_KEY, "list"],
  [...INBOX_KEY, "conversation"],
  [...INBOX_KEY, "unread"],
];

/**
 * The navigation's count of conversations with unread WhatsApp messages. Mounted in the admin
 * layout, it also keeps the inbox live: it listens on the `whatsapp` channel for every page.
 */
export function WhatsappUnreadBadge({ language }: { language: Language }) {
  const { t } = useTranslation("admin");
  useLiveQueries("whatsapp", LIVE_KEYS);
  const unread = useUnreadConversations();
  const count = unread.data?.conversations ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="ms-auto inline-flex min-w-6 items-center justify-center rounded-full bg-[#25d366] px-1.5 text-xs font-bold text-brand-900 tabular-nums"
      data-testid="whatsapp-unread-count"
      title={t("layout.whatsappUnread", { count })}
    >
      <span aria-hidden="true">{formatNumber(count, language)}</span>
      <span className="sr-only">{t("layout.whatsappUnread", { count })}</span>
    </span>
  );
}
