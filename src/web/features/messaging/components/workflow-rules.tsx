import { useState } from "react";
import { Link } from "react-router";
import type { Language } from "#shared/i18n/languages";
import { purposeHasChannel } from "#shared/messaging/default-templates";
import { TEMPLATE_PURPOSES, type TemplatePurposeKey } from "#shared/messaging/template-purposes";
import type { WorkflowRuleView } from "#shared/messaging/workflow-api";
import { workflowFailureText } from "#shared/messaging/workflow-texts";
import { WORKFLOW_CHANNEL_LABELS, WORKFLOW_RECIPIENT_LABELS, WORKFLOW_TRIGGER_LABELS } from "#shared/messaging/workflow-triggers";
import { Badge, Button, Card, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useDeleteWorkflowRule, useUpdateWorkflowRule, useWorkflowRules } from "../api/workflow-rules";
import { WorkflowRuleForm } from "./workflow-rule-form";

/** Where a rule's template is edited: the WhatsApp page when it has a WhatsApp text, else the email page. */
export const templateEditorHref = (purpose: TemplatePurposeKey) =>
  `/admin/${purposeHasChannel(purpose, "whatsapp") ? "whatsapp" : "email"}-templates#purpose-${purpose}`;

/**
 * /admin/workflow: every rule (when, to whom, how, which template, on or off, sent in the last 30
 * days, last failure), with add and edit in a form, an on/off switch and a confirmed delete.
 * Readers see the same list without the controls.
 */
export function WorkflowRules({ language, canWrite }: { language: Language; canWrite: boolean }) {
  const { t } = useTranslation("workflow");
  const rules = useWorkflowRules();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const done = (message: string) => {
    setEditing(null);
    if (message) notify({ tone: "success", title: message });
  };
  if (rules.isPending) return <LoadingRows label={t("loading")} rows={4} />;
  if (rules.isError) return <ErrorNote>{rules.error.message}</ErrorNote>;
  const list = rules.data;
  return (
    <Card
      title={t("rules")}
      id="workflow-rules"
      actions={
        canWrite && editing !== "new" ? (
          <Button onClick={() => setEditing("new")} className="min-h-9 px-3 py-1.5">
            {t("add")}
          </Button>
        ) : null
      }
    >
      {editing === "new" ? (
        <div className="mb-4 rounded-xl border border-brand-200 bg-brand-50/40 p-3">
          <h3 className="mb-2 font-semibold text-brand-900">{t("newRule")}</h3>
          <WorkflowRuleForm list={list} rule={null} language={language} onDone={done} />
        </div>
      ) : null}
      {list.rules.length === 0 ? (
        <EmptyState>{t("empty")}</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-200" data-testid="workflow-rules">
          {list.rules.map((rule) =>
            editing === rule.id ? (
              <li key={rule.id} className="py-3">
                <h3 className="mb-2 font-semibold text-brand-900">{t("editRule")}</h3>
                <WorkflowRuleForm list={list} rule={rule} language={language} onDone={done} />
              </li>
            ) : (
              <RuleRow key={rule.id} rule={rule} language={language} canWrite={canWrite} onEdit={() => setEditing(rule.id)} />
            ),
          )}
        </ul>
      )}
    </Card>
  );
}

function RuleRow({ rule, language, canWrite, onEdit }: { rule: WorkflowRuleView; language: Language; canWrite: boolean; onEdit: () => void }) {
  const { t } = useTranslation("workflow");
  const update = useUpdateWorkflowRule();
  const remove = useDeleteWorkflowRule();
  const trigger =
    rule.trigger === "hoursBeforePickup" && rule.hoursBefore !== null
      ? t("hoursBefore", { count: rule.hoursBefore })
      : WORKFLOW_TRIGGER_LABELS[rule.trigger][language];
  const recipient = WORKFLOW_RECIPIENT_LABELS[rule.recipient][language];
  const purpose = rule.templatePurpose;

  async function toggle() {
    try {
      await update.mutateAsync({ id: rule.id, input: { enabled: !rule.enabled, version: rule.version } });
      notify({ tone: "success", title: rule.enabled ? t("turnedOff") : t("turnedOn") });
    } catch (failure) {
      notify({ tone: "error", title: (failure as Error).message });
    }
  }
  async function destroy() {
    try {
      await remove.mutateAsync({ id: rule.id, version: rule.version });
      notify({ tone: "success", title: t("deleted") });
    } catch (failure) {
      notify({ tone: "error", title: (failure as Error).message });
    }
  }

  return (
    <li className="grid gap-2 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start" data-testid={`workflow-rule-${rule.id}`}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{trigger}</span>
          <span aria-hidden="true">{language === "ar" ? "←" : "→"}</span>
          <span>{recipient}</span>
          {rule.seedKey ? <Badge>{t("seeded")}</Badge> : null}
          <Badge tone={rule.enabled ? "good" : "neutral"}>{rule.enabled ? t("on") : t("off")}</Badge>
        </p>
        <p className="text-stone-700">
          {WORKFLOW_CHANNEL_LABELS[rule.channel][language]} ·{" "}
          <Link
            to={templateEditorHref(purpose)}
            className="font-medium text-brand-800 underline"
            aria-label={`${t("openTemplate")}: ${TEMPLATE_PURPOSES[purpose].trigger[language]}`}
          >
            {TEMPLATE_PURPOSES[purpose].trigger[language]}
          </Link>
        </p>
        <p className="text-muted" data-testid="workflow-rule-sent">
          {t("sent", { count: rule.sentLast30Days })}
        </p>
        {rule.lastFailure ? (
          <p className="text-red-800" data-testid="workflow-rule-failure">
            {t("lastFailure", { at: formatDateTime(rule.lastFailure.at, language) })}: <bdi>{workflowFailureText(rule.lastFailure.error, language)}</bdi>
          </p>
        ) : (
          <p className="text-muted">{t("noFailure")}</p>
        )}
      </div>
      {canWrite ? (
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex min-h-10 items-center gap-2 rounded-lg border border-stone-300 px-3">
            <input
              type="checkbox"
              role="switch"
              className="size-5 accent-brand-700"
              checked={rule.enabled}
              disabled={update.isPending}
              onChange={() => void toggle()}
              aria-label={t("toggle", { trigger, recipient })}
            />
            <span aria-hidden="true">{rule.enabled ? t("on") : t("off")}</span>
          </label>
          <Button variant="secondary" onClick={onEdit} className="min-h-9 px-3 py-1.5">
            {t("edit")}
          </Button>
          <ConfirmButton
            label={t("delete")}
            title={t("deleteTitle")}
            description={t("deleteText", { trigger, recipient })}
            confirmLabel={t("deleteConfirm")}
            onConfirm={destroy}
            busy={remove.isPending}
          />
        </div>
      ) : null}
    </li>
  );
}
