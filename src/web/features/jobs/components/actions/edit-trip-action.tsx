import { useState } from "react";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import type { Language } from "#shared/i18n/languages";
import { Button } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { EditTripForm } from "../edit-trip-form";
import { ActionSection } from "./action-section";

/** Changing the trip opens the staff booking form's own fields, on demand (it prices every class). */
export function EditTripAction({ detail, language }: { detail: AdminBookingDetail; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  const [open, setOpen] = useState(false);
  return (
    <ActionSection id="action-edit-trip" title={t("editTrip.title")}>
      {open ? (
        <EditTripForm detail={detail} language={language} onDone={() => setOpen(false)} />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted">{t("editTrip.hint")}</p>
          <div>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t("editTrip.open")}
            </Button>
          </div>
        </div>
      )}
    </ActionSection>
  );
}
