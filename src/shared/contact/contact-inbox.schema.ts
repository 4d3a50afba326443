import { z } from "zod";
import { pageNumberSchema } from "../pagination/page-query.schema";
import { safeText } from "../validation/safe-text";

/** Staff's list of contact messages: the open ones (not yet handled) by default. */
export const CONTACT_INBOX_PAGE_SIZE = 20;
export const CONTACT_INBOX_VIEWS = ["open", "handled", "all"] as const;
export type ContactInboxView = (typeof CONTACT_INBOX_VIEWS)[number];

export const contactInboxQuerySchema = z.object({
  page: pageNumberSchema,
  view: z.enum(CONTACT_INBOX_VIEWS, "Unknown view: use open, handled or all.").default("open"),
});

/** POST /api/admin/contact-messages/:id/handle — what was done, for whoever reads it next. */
export const handleContactMessageSchema = z.object({
  note: safeText({
    max: 2000,
    multiline: true,
    messages: {
      tooLong: "Please keep the note to at most 2,000 characters.",
      forbidden: "The note contains characters that are not allowed.",
    },
  }).default(""),
});
export type HandleContactMessage = z.input<typeof handleContactMessageSchema>;

/** One message as staff see it (list and detail). */
export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: string;
  status: "new" | "handled";
  createdAt: string;
  handledAt: string | null;
  handledByName: string | null;
  handledNote: string | null;
}
