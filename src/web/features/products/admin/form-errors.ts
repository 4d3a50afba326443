import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { notify } from "#web/components/ui/toast-store";
import { ApiError } from "#web/lib/api-client";

/**
 * Puts the server's per-field messages on the form's fields (same paths as the shared schema),
 * and anything else (409 conflict, 404) in a toast.
 */
export function showServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, title: string, rename: Record<string, string> = {}) {
  const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  for (const [path, message] of fields) form.setError((rename[path] ?? path) as Path<T>, { type: "server", message });
  if (!fields.length) notify({ tone: "error", title, description: (error as Error).message });
}
