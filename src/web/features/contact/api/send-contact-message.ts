import { useState } from "react";
import type { ContactSubmission } from "#shared/contact/contact-message.schema";
import { ApiError, apiFetch } from "#web/lib/api-client";

/** POST /api/contact: stores the message once the captcha and the rate limit agree. */
export function sendContactMessage(submission: ContactSubmission): Promise<{ id: number; status: "received" }> {
  return apiFetch("/api/contact", { body: submission });
}

export function useSendContactMessage() {
  const [pending, setPending] = useState(false);
  async function send(submission: ContactSubmission): Promise<{ ok: true } | { ok: false; error: ApiError }> {
    setPending(true);
    try {
      await sendContactMessage(submission);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof ApiError ? error : new ApiError(0, String(error)) };
    } finally {
      setPending(false);
    }
  }
  return { send, pending };
}
