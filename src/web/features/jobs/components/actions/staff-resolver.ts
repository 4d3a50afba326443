import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { staffText } from "#shared/bookings/staff-texts";
import type { Language } from "#shared/i18n/languages";
import { translatedResolver } from "#web/components/forms/translated-resolver";

/** An action's shared schema as its form's resolver: the server's own checks and messages, in the back office's language. */
export function staffResolver<T extends FieldValues>(schema: z.ZodType<T>, language: Language): Resolver<T> {
  return translatedResolver(zodResolver(schema as never) as unknown as Resolver<T>, (english) => staffText(english, language));
}
