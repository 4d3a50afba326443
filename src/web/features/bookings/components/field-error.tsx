/** A field's message, tied to its control by id (the control names it in aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} data-field-error className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The message at a dotted path of react-hook-form's errors ("legs.0.pickup"). */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node = errors as Record<string, unknown> | undefined;
  for (const part of path.split(".")) node = node?.[part] as Record<string, unknown> | undefined;
  const message = node?.message;
  return typeof message === "string" ? message : undefined;
}
