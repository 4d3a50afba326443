import { z } from "zod";
import { safeText } from "../validation/safe-text";

/** POST /api/admin/contact-messages/:id/reply — an answer by email, sent through the outbox. */
export const contactReplySchema = z.strictObject({
  subject: safeText({
    min: 1,
    max: 200,
    messages: {
      required: "Write a subject.",
      tooShort: "Write a subject.",
      tooLong: "Please keep the subject to at most 200 characters.",
      forbidden: "The subject contains characters that are not allowed.",
    },
  }),
  body: safeText({
    min: 1,
    max: 10_000,
    multiline: true,
    messages: {
      required: "Write the answer.",
      tooShort: "Write the answer.",
      tooLong: "Please keep the answer to at most 10,000 characters.",
      forbidden: "The answer contains characters that are not allowed.",
    },
  }),
});
export type ContactReply = z.infer<typeof contactReplySchema>;
