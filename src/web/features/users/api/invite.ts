import type { InviteInput } from "#shared/auth/auth.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useUsersMutation } from "./use-users-mutation";

/** POST /api/admin/users/invitations: emails a link valid 72 hours. */
export const invite = (input: InviteInput) => adminFetch("/api/admin/users/invitations", { body: input });
export const useInvite = () => useUsersMutation("invite", invite);
