import { z } from "zod";
import type { LocalizedText } from "./localized-text";

/** Both languages required; kept apart from pickText so pages don't load zod to show text. */
export const localizedTextSchema: z.ZodType<LocalizedText> = z.object({
  en: z.string().trim().min(1, "English text is required"),
  ar: z.string().trim().min(1, "Arabic text is required"),
});
