import { useMutation, useQueryClient } from "@tanstack/react-query";
import { outboxResendPath, type OutboxResendResult } from "#shared/messaging/outbox-api";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/outbox/:id/resend: a dead letter back in the queue (audited; never one the provider accepted). */
export function useResendOutbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<OutboxResendResult>(outboxResendPath(id), { method: "POST", body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ["security", "outbox"] }),
  });
}
