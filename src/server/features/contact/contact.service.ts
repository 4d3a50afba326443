import type { CaptchaVerifier } from "#server/platform/captcha/captcha";
import type { ContactMessageValues } from "#shared/contact/contact-message.schema";
import type { ContactRepository } from "./contact.repository";

export type SubmitResult = { ok: true; id: number } | { ok: false; reason: "captcha" };

export function createContactService(deps: { repository: ContactRepository; captcha: CaptchaVerifier }) {
  return {
    /** Stores the message only once the captcha is verified; nothing is written otherwise. */
    async submit(message: ContactMessageValues, captchaPayload: string, remoteIp: string): Promise<SubmitResult> {
      if (!(await deps.captcha.verify(captchaPayload, remoteIp))) return { ok: false, reason: "captcha" };
      const id = await deps.repository.insert({ ...message, phone: message.phone ?? null, status: "new" });
      return { ok: true, id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
