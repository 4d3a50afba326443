import { useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import type { TestimonialRow } from "#shared/testimonials/testimonial-moderation.schema";
import { Badge, Button, ErrorNote } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { countryName } from "#web/lib/i18n/country-names";
import { useModerateTestimonial, type ModerationCall } from "../api/admin-testimonials";
import { EditForm, RejectForm, ReplyForm } from "./moderation-forms";
import { StarRating } from "./star-rating";

const TONE = { pending: "warn", approved: "good", rejected: "bad" } as const;
type Panel = "none" | "reject" | "reply" | "edit";

/** One review in the queue with what staff may do to it in its status. */
export function ModerationCard({ row, language }: { row: TestimonialRow; language: Language }) {
  const { t } = useTranslation("admin");
  const moderate = useModerateTestimonial(row.id);
  const [panel, setPanel] = useState<Panel>("none");
  const [error, setError] = useState("");
  const run = (call: ModerationCall, done: string) =>
    moderate.mutate(call, {
      onSuccess: () => {
        setPanel("none");
        setError("");
        notify({ tone: "success", title: t(`testimonialsAdmin.done.${done}`) });
      },
      onError: (failure) => setError(failure.message),
    });
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4" data-testid="moderation-card" data-review-id={row.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <bdi className="font-semibold text-ink">{row.name}</bdi>
          <span className="text-sm text-muted">{countryName(row.country, language)}</span>
          <StarRating rating={row.rating} label={t("testimonialsAdmin.stars", { count: row.rating })} />
        </p>
        <span className="flex flex-wrap gap-1">
          <Badge tone={TONE[row.status]}>{t(`testimonialsAdmin.status.${row.status}`)}</Badge>
          {row.verified ? <Badge tone="good">{t("testimonialsAdmin.verified")}</Badge> : null}
          {row.featured ? <Badge>{t("testimonialsAdmin.featured")}</Badge> : null}
          {row.example ? <Badge>{t("testimonialsAdmin.example")}</Badge> : null}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-ink" lang={row.language} dir={row.language === "ar" ? "rtl" : "ltr"}>
        {row.text}
      </p>
      <p className="mt-2 text-xs text-muted">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, language)}</time>
        {row.moderatedByName ? <> · {t("testimonialsAdmin.moderatedBy", { name: row.moderatedByName })}</> : null}
      </p>
      {row.rejectReason && row.status === "rejected" ? (
        <p className="mt-2 text-sm text-red-900">{t("testimonialsAdmin.rejectedBecause", { reason: row.rejectReason })}</p>
      ) : null}
      {row.reply ? (
        <p className="mt-2 rounded-lg bg-brand-50 p-2 text-sm" dir="auto">
          {t("testimonialsAdmin.replyShown", { reply: row.reply })}
        </p>
      ) : null}
      <ErrorNote>{error}</ErrorNote>
      <div className="mt-3 flex flex-wrap gap-2">
        {row.status !== "approved" ? (
          <Button busy={moderate.isPending} onClick={() => run({ action: "approve" }, "approved")}>
            {t("testimonialsAdmin.approve")}
          </Button>
        ) : null}
        {row.status !== "rejected" ? (
          <Button variant="secondary" aria-expanded={panel === "reject"} onClick={() => setPanel(panel === "reject" ? "none" : "reject")}>
            {t("testimonialsAdmin.reject")}
          </Button>
        ) : null}
        {row.status === "approved" ? (
          <Button
            variant="secondary"
            busy={moderate.isPending}
            onClick={() => run({ action: "feature", featured: !row.featured }, row.featured ? "unfeatured" : "featured")}
          >
            {t(row.featured ? "testimonialsAdmin.unfeature" : "testimonialsAdmin.feature")}
          </Button>
        ) : null}
        <Button variant="ghost" aria-expanded={panel === "edit"} onClick={() => setPanel(panel === "edit" ? "none" : "edit")}>
          {t("testimonialsAdmin.edit")}
        </Button>
        <Button variant="ghost" aria-expanded={panel === "reply"} onClick={() => setPanel(panel === "reply" ? "none" : "reply")}>
          {t(row.reply ? "testimonialsAdmin.editReply" : "testimonialsAdmin.reply")}
        </Button>
      </div>
      {panel === "reject" ? (
        <RejectForm busy={moderate.isPending} onReject={(reason) => run({ action: "reject", reason }, "rejected")} onCancel={() => setPanel("none")} />
      ) : null}
      {panel === "reply" ? (
        <ReplyForm
          initial={row.reply ?? ""}
          busy={moderate.isPending}
          onReply={(reply) => run({ action: "reply", reply }, "replied")}
          onCancel={() => setPanel("none")}
        />
      ) : null}
      {panel === "edit" ? (
        <EditForm
          row={row}
          language={language}
          busy={moderate.isPending}
          onSave={(fields) => run({ action: "edit", fields }, "edited")}
          onCancel={() => setPanel("none")}
        />
      ) : null}
    </li>
  );
}
