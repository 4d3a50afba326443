import type { z } from "zod";

/** Every message a schema gives for these payloads (the English-keyed tables' tests walk them). */
export function messagesOf(schema: z.ZodType, payloads: unknown[]): string[] {
  return [
    ...new Set(
      payloads.flatMap((payload) => {
        const result = schema.safeParse(payload);
        return result.success ? [] : result.error.issues.map((issue) => issue.message);
      }),
    ),
  ];
}
