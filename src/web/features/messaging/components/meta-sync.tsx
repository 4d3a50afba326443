import { useState } from "react";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useSyncMetaTemplates } from "../api/message-templates";

/** "Sync with Meta" on /admin/whatsapp-templates: reads Meta's approval statuses now and says what changed. */
export function MetaSync() {
  const { t } = useTranslation("messaging");
  const sync = useSyncMetaTemplates();
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setNote(null);
    setError(null);
    try {
      const result = await sync.mutateAsync();
      setNote(t("sync.done", { count: result.matched, changed: result.changed }));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-3" data-testid="meta-sync">
      <Button variant="secondary" onClick={() => void run()} busy={sync.isPending}>
        {t("sync.button")}
      </Button>
      <p className="min-w-0 flex-1 text-sm text-stone-600">{t("sync.note")}</p>
      {note ? (
        <p role="status" className="w-full text-sm text-green-800">
          {note}
        </p>
      ) : null}
      {error ? (
        <div className="w-full">
          <ErrorNote>{error}</ErrorNote>
        </div>
      ) : null}
    </div>
  );
}
