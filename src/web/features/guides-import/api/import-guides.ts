import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideImportAnswer } from "#shared/content/guide-import.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/guides/import/dry-run | commit — the chosen files, as multipart. */
export function importGuides(step: "dry-run" | "commit", files: File[]): Promise<GuideImportAnswer> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return adminFetch<GuideImportAnswer>(`/api/admin/guides/import/${step}`, { body: form });
}

export function useImportGuides() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["guides-import"],
    mutationFn: ({ step, files }: { step: "dry-run" | "commit"; files: File[] }) => importGuides(step, files),
    onSettled: (_answer, _error, input) => (input.step === "commit" ? client.invalidateQueries({ queryKey: ["dashboard"] }) : undefined),
  });
}
