import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  WhatsappConversationDetail,
  WhatsappConversationRow,
  WhatsappInboxFilter,
  WhatsappReply,
  WhatsappReplyTemplate,
  WhatsappStaffOption,
  WhatsappUnread,
} from "#shared/messaging/whatsapp-inbox.schema";
import type { Page } from "#shared/pagination/page";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { fingerprintHeader } from "#web/lib/staff-session/fingerprint";

/** Every inbox read sits under this key: a realtime "whatsapp.message" marks them all stale. */
export const INBOX_KEY = ["whatsapp-inbox"] as const;
const BASE = "/api/admin/whatsapp-inbox";

export const conversationsQuery = (filter: WhatsappInboxFilter, q: string, page: number) =>
  queryOptions({
    queryKey: [...INBOX_KEY, "list", filter, q, page],
    queryFn: () => adminFetch<Page<WhatsappConversationRow>>(`${BASE}/conversations?${new URLSearchParams({ filter, q, page: String(page) })}`),
    placeholderData: keepPreviousData,
  });
export const useConversations = (filter: WhatsappInboxFilter, q: string, page: number) => useQuery(conversationsQuery(filter, q, page));

export const useConversation = (id: number | null) =>
  useQuery({
    queryKey: [...INBOX_KEY, "conversation", id],
    queryFn: () => adminFetch<WhatsappConversationDetail>(`${BASE}/conversations/${id}`),
    enabled: id !== null,
  });

export const useReplyTemplates = () =>
  useQuery({ queryKey: [...INBOX_KEY, "templates"], queryFn: () => adminFetch<WhatsappReplyTemplate[]>(`${BASE}/templates`) });
export const useAssignableStaff = () => useQuery({ queryKey: [...INBOX_KEY, "staff"], queryFn: () => adminFetch<WhatsappStaffOption[]>(`${BASE}/staff`) });
export const useUnreadConversations = () => useQuery({ queryKey: [...INBOX_KEY, "unread"], queryFn: () => adminFetch<WhatsappUnread>(`${BASE}/unread`) });

/**
 * An inbound image, read through the authorised route (it needs the admin headers, so not a
 * plain <img src>) and shown from a data: address; kept while the thread is cached.
 */
export const useInboundImage = (url: string | null) =>
  useQuery({
    queryKey: [...INBOX_KEY, "image", url],
    enabled: url !== null,
    staleTime: Infinity,
    queryFn: async () => {
      const response = await fetch(url!, { headers: fingerprintHeader(), credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      // A data: address (the content security policy allows data: images, not blob:).
      const blob = await response.blob();
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(new Error("unreadable image"));
        reader.readAsDataURL(blob);
      });
    },
  });

export type InboxAction =
  | { action: "read" }
  | { action: "reply"; body: WhatsappReply }
  | { action: "assign"; body: { assigneeId: string | null } }
  | { action: "resolve" }
  | { action: "reopen" };

/** POST /api/admin/whatsapp-inbox/conversations/:id/<action>; the inbox is read again after. */
export function useInboxAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...INBOX_KEY, "action", id],
    mutationFn: (input: InboxAction) =>
      adminFetch<unknown>(`${BASE}/conversations/${id}/${input.action}`, { method: "POST", body: "body" in input ? input.body : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: INBOX_KEY, predicate: (query) => query.queryKey[1] !== "image" }),
  });
}
