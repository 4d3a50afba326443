import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { ContactSubmission } from "#shared/contact/contact-message.schema";
import { apiFetch } from "#web/lib/api-client";

/** POST /api/contact: stores the message once the captcha and the rate limit agree. */
export const sendContactMessage = (submission: ContactSubmission) => apiFetch<{ id: number; status: "received" }>("/api/contact", { body: submission });

export const sendContactMessageMutation = () => mutationOptions({ mutationKey: ["contact", "send"], mutationFn: sendContactMessage });

export const useSendContactMessage = () => useMutation(sendContactMessageMutation());
