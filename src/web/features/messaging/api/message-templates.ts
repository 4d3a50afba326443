import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "#shared/i18n/languages";
import type { TemplateChannel, TemplatePurposeKey } from "#shared/messaging/template-purposes";
import type { MessageTemplateView, MetaSyncResult, TemplatePurposeView, TemplateSave, TemplateTestResult } from "#shared/messaging/template.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

const BASE = "/api/admin/message-templates";
const query = (channel: TemplateChannel, purpose: TemplatePurposeKey, language?: Language) =>
  `channel=${channel}&purpose=${encodeURIComponent(purpose)}${language ? `&language=${language}` : ""}`;

/** GET /api/admin/message-templates?channel=… */
export const messageTemplatesQuery = (channel: TemplateChannel) =>
  queryOptions({ queryKey: ["message-templates", channel], queryFn: () => adminFetch<TemplatePurposeView[]>(`${BASE}?channel=${channel}`) });
export const useMessageTemplates = (channel: TemplateChannel) => useQuery(messageTemplatesQuery(channel));

interface Key {
  channel: TemplateChannel;
  purpose: TemplatePurposeKey;
  language: Language;
}

/** PATCH /api/admin/message-templates/template (the version edited from; a stale one is a 409). */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: Key; input: TemplateSave }) =>
      adminFetch<MessageTemplateView>(`${BASE}/template?${query(key.channel, key.purpose, key.language)}`, { method: "PATCH", body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: ["message-templates"] }),
  });
}

/** POST /api/admin/message-templates/restore */
export function useRestoreTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, version }: { key: Key; version: number }) =>
      adminFetch<MessageTemplateView>(`${BASE}/restore?${query(key.channel, key.purpose, key.language)}`, { method: "POST", body: { version } }),
    onSettled: () => client.invalidateQueries({ queryKey: ["message-templates"] }),
  });
}

/**
 * POST /api/admin/message-templates/test: the saved text with sample data, to the signed-in
 * staff member's email (email templates) or to the WhatsApp number typed (WhatsApp templates).
 */
export function useSendTest() {
  return useMutation({
    mutationFn: ({ key, phone }: { key: Key; phone?: string }) =>
      adminFetch<TemplateTestResult>(`${BASE}/test?${query(key.channel, key.purpose)}`, {
        method: "POST",
        body: { language: key.language, ...(phone !== undefined ? { phone } : {}) },
      }),
  });
}

/** POST /api/admin/message-templates/sync: Meta's approval statuses now. */
export function useSyncMetaTemplates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch<MetaSyncResult>(`${BASE}/sync`, { method: "POST", body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ["message-templates"] }),
  });
}
