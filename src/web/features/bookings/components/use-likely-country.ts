import { useEffect, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import type { BookingFormValues } from "../form/booking-form-values";
import { likelyCountry } from "../form/countries";

/**
 * The contact's likely country (countries.ts): it heads the list, and picks the field while the
 * visitor has not chosen one (the field still holds the default or an earlier guess).
 */
export function useLikelyCountry(language: Language): string | undefined {
  const { control, getFieldState, getValues, setValue } = useFormContext<BookingFormValues>();
  const phone = useWatch({ control, name: "contact.phone" });
  const [spoken, setSpoken] = useState<readonly string[]>([]);
  // After hydration: the server rendered the list without the browser's languages.
  useEffect(() => setSpoken(navigator.languages?.length ? navigator.languages : [navigator.language]), []);
  const likely = likelyCountry(phone ?? "", spoken, language);
  const guessed = useRef(getValues("contact.country"));
  useEffect(() => {
    if (!likely?.pick || getFieldState("contact.country").isDirty || getValues("contact.country") !== guessed.current) return;
    guessed.current = likely.code;
    setValue("contact.country", likely.code);
  }, [likely?.code, likely?.pick, getFieldState, getValues, setValue]);
  return likely?.code;
}
