import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "#web/lib/api-client";

/** The server's answer to a refused save, shown next to each field it names (the rest at the form's foot). */
export function applyServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, failure: unknown, prefix = ""): void {
  const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
  const named = Object.entries(fieldErrors).filter(([key]) => key.startsWith(prefix) && key !== "_");
  for (const [key, message] of named) setError(key.slice(prefix.length) as Path<T>, { type: "server", message });
  if (named.length === 0) setError("root" as Path<T>, { type: "server", message: failure instanceof Error ? failure.message : String(failure) });
}
