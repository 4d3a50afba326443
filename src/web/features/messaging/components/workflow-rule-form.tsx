import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { Language } from "#shared/i18n/languages";
import { TEMPLATE_PURPOSES, type TemplatePurposeKey } from "#shared/messaging/template-purposes";
import type { WorkflowRulesList, WorkflowRuleView } from "#shared/messaging/workflow-api";
import { workflowText } from "#shared/messaging/workflow-texts";
import { WORKFLOW_CHANNEL_LABELS, WORKFLOW_RECIPIENT_LABELS, type WorkflowTrigger } from "#shared/messaging/workflow-triggers";
import { workflowRuleCreateSchema, type WorkflowRuleCreate } from "#shared/messaging/workflow.schema";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCreateWorkflowRule, useUpdateWorkflowRule } from "../api/workflow-rules";

const control = "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink";
type Output = z.output<typeof workflowRuleCreateSchema>;
const FIELDS = ["trigger", "hoursBefore", "recipient", "channel", "templatePurpose", "enabled"] as const;

/**
 * Add or edit one rule. The choices follow each other (a trigger offers only its recipients, a
 * recipient only its templates and channels, from the API's list); the shared schema checks the
 * whole rule here and again on the server, and every refusal reads in the page's language.
 */
export function WorkflowRuleForm({
  list,
  rule,
  language,
  onDone,
}: {
  list: WorkflowRulesList;
  rule: WorkflowRuleView | null;
  language: Language;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation("workflow");
  const create = useCreateWorkflowRule();
  const update = useUpdateWorkflowRule();
  const first = list.triggers[0]!;
  const form = useForm<WorkflowRuleCreate, unknown, Output>({
    resolver: zodResolver(workflowRuleCreateSchema),
    defaultValues: rule
      ? {
          trigger: rule.trigger,
          hoursBefore: rule.hoursBefore,
          recipient: rule.recipient,
          channel: rule.channel,
          templatePurpose: rule.templatePurpose,
          enabled: rule.enabled,
        }
      : {
          trigger: first.trigger,
          hoursBefore: null,
          recipient: first.recipients[0]!.recipient,
          channel: first.recipients[0]!.channels[0]!,
          templatePurpose: first.recipients[0]!.purposes[0]!,
          enabled: true,
        },
  });
  const { errors } = form.formState;
  const trigger = form.watch("trigger") as WorkflowTrigger;
  const option = list.triggers.find((entry) => entry.trigger === trigger) ?? first;
  const recipient = option.recipients.find((entry) => entry.recipient === form.watch("recipient")) ?? option.recipients[0]!;
  const id = rule ? `rule-${rule.id}` : "rule-new";
  const said = (message: string | undefined) => (message ? workflowText(message, language) : undefined);

  /** A trigger or recipient changed: keep the other choices when they still fit, else take the first that does. */
  function follow(nextTrigger: WorkflowTrigger, nextRecipient?: string) {
    const entry = list.triggers.find((item) => item.trigger === nextTrigger) ?? first;
    const who = entry.recipients.find((item) => item.recipient === nextRecipient) ?? entry.recipients[0]!;
    form.setValue("recipient", who.recipient);
    if (!who.purposes.includes(form.getValues("templatePurpose") as TemplatePurposeKey)) form.setValue("templatePurpose", who.purposes[0]!);
    if (!who.channels.includes(form.getValues("channel"))) form.setValue("channel", who.channels[0]!);
    if (nextTrigger !== "hoursBeforePickup") form.setValue("hoursBefore", null);
    else if (form.getValues("hoursBefore") == null) form.setValue("hoursBefore", 24);
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      if (rule) {
        await update.mutateAsync({ id: rule.id, input: { ...values, version: rule.version } });
        onDone(t("saved"));
      } else {
        await create.mutateAsync(values);
        onDone(t("created"));
      }
    } catch (failure) {
      const fieldErrors = failure instanceof StaffApiError ? failure.fieldErrors : {};
      for (const field of FIELDS) if (fieldErrors[field]) form.setError(field, { type: "server", message: fieldErrors[field] });
      form.setError("root", { type: "server", message: (failure as Error).message });
    }
  });

  const error = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    if (!message) return null;
    return (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-800">
        {errors[field]?.type === "server" ? message : said(message)}
      </p>
    );
  };
  const described = (field: (typeof FIELDS)[number]) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});
  const border = (field: (typeof FIELDS)[number]) => (errors[field] ? "border-red-600" : "border-stone-400");

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={rule ? t("editRule") : t("newRule")} data-testid="workflow-rule-form">
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-trigger`} className="block text-sm font-medium text-ink">
          {t("fields.trigger")}
        </label>
        <select
          id={`${id}-trigger`}
          className={`${control} ${border("trigger")}`}
          {...described("trigger")}
          {...form.register("trigger", { onChange: (event) => follow(event.target.value as WorkflowTrigger, form.getValues("recipient")) })}
        >
          {list.triggers.map((entry) => (
            <option key={entry.trigger} value={entry.trigger}>
              {entry.label[language]}
            </option>
          ))}
        </select>
        {error("trigger")}
      </div>
      {trigger === "hoursBeforePickup" ? (
        <div>
          <label htmlFor={`${id}-hoursBefore`} className="block text-sm font-medium text-ink">
            {t("fields.hoursBefore")}
          </label>
          <input
            id={`${id}-hoursBefore`}
            type="number"
            inputMode="numeric"
            min={list.hoursBefore.min}
            max={list.hoursBefore.max}
            dir="ltr"
            className={`${control} ${border("hoursBefore")}`}
            {...described("hoursBefore")}
            {...form.register("hoursBefore", { setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)) })}
          />
          {error("hoursBefore")}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-recipient`} className="block text-sm font-medium text-ink">
          {t("fields.recipient")}
        </label>
        <select
          id={`${id}-recipient`}
          className={`${control} ${border("recipient")}`}
          {...described("recipient")}
          {...form.register("recipient", { onChange: (event) => follow(trigger, event.target.value) })}
        >
          {option.recipients.map((entry) => (
            <option key={entry.recipient} value={entry.recipient}>
              {WORKFLOW_RECIPIENT_LABELS[entry.recipient][language]}
            </option>
          ))}
        </select>
        {error("recipient")}
      </div>
      <div>
        <label htmlFor={`${id}-channel`} className="block text-sm font-medium text-ink">
          {t("fields.channel")}
        </label>
        <select id={`${id}-channel`} className={`${control} ${border("channel")}`} {...described("channel")} {...form.register("channel")}>
          {recipient.channels.map((channel) => (
            <option key={channel} value={channel}>
              {WORKFLOW_CHANNEL_LABELS[channel][language]}
            </option>
          ))}
        </select>
        {error("channel")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-templatePurpose`} className="block text-sm font-medium text-ink">
          {t("fields.template")}
        </label>
        <select
          id={`${id}-templatePurpose`}
          className={`${control} ${border("templatePurpose")}`}
          {...described("templatePurpose")}
          {...form.register("templatePurpose")}
        >
          {recipient.purposes.map((purpose) => (
            <option key={purpose} value={purpose}>
              {TEMPLATE_PURPOSES[purpose].trigger[language]}
            </option>
          ))}
        </select>
        {error("templatePurpose")}
      </div>
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-ink sm:col-span-2">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("enabled")} />
        {t("fields.enabled")}
      </label>
      {errors.root?.message ? (
        <div className="sm:col-span-2">
          <ErrorNote>{errors.root.message}</ErrorNote>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" busy={create.isPending || update.isPending}>
          {rule ? t("save") : t("create")}
        </Button>
        <Button variant="secondary" onClick={() => onDone("")}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
