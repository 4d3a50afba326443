import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { InvitationAcceptInput } from "#shared/auth/auth.schema";
import { authFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/invitation/accept: creates the account. */
export const acceptInvitation = (input: InvitationAcceptInput) => authFetch<{ email: string }>("/api/admin/invitation/accept", { body: input });

export const acceptInvitationMutation = () => mutationOptions({ mutationKey: ["auth", "accept-invitation"], mutationFn: acceptInvitation });
export const useAcceptInvitation = () => useMutation(acceptInvitationMutation());
