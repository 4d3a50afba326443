import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { Button } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { useLanguage } from "#web/lib/language";
import { staffText } from "#shared/bookings/staff-texts";
import { useBookingAction, type BookingActionName } from "../api/booking-action";

/**
 * One action with a small form: the shared schema checks the body here first (same messages as
 * the server, in the back office's language), then the server answers; its field messages land on the fields, a refusal (409) in
 * a toast and above the button.
 */
export function ActionForm<S extends z.ZodType>({
  bookingId,
  action,
  schema,
  body,
  submitLabel,
  variant = "primary",
  children,
  onDone,
}: {
  bookingId: number;
  action: BookingActionName;
  schema: S;
  body: () => unknown;
  submitLabel: string;
  variant?: "primary" | "danger";
  children: (errors: Record<string, string>) => ReactNode;
  onDone?: () => void;
}) {
  const { t } = useTranslation("admin-jobs");
  const language = useLanguage();
  const mutation = useBookingAction(bookingId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal("");
    const parsed = schema.safeParse(body());
    if (!parsed.success) {
      // The shared schema writes English; the back office shows its language (the server answers the same way).
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), staffText(issue.message, language)])));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync({ action, body: parsed.data });
      notify({ tone: "success", title: t("actions.done") });
      onDone?.();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        setRefusal((error as Error).message);
        notify({ tone: "error", title: t("actions.failed"), description: (error as Error).message });
      }
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      {children(errors)}
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant={variant} busy={mutation.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
