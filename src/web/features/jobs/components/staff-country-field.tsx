import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { useController, useFormContext } from "react-hook-form";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import type { StaffBookingValues } from "../form/staff-booking-values";
import { describedBy, inputClass, StaffField, useFieldError } from "./staff-field";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Codes Intl names that are not countries: groupings, private use, "Unknown region". */
const NOT_COUNTRIES = /^(EU|EZ|UN|Q[M-Z]|X[A-JL-Z]|ZZ|AA)$/;
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u064B-\u0652]/g, "")
    .toLocaleLowerCase();

/** Every country: its code, its name in the staff language, and what a search matches (both languages' names, the code). */
export function staffCountries(language: Language): { code: string; name: string; search: string }[] {
  const own = new Intl.DisplayNames([LANGUAGE_LOCALE[language]], { type: "region", fallback: "none" });
  const other = new Intl.DisplayNames([LANGUAGE_LOCALE[language === "ar" ? "en" : "ar"]], { type: "region", fallback: "none" });
  const collator = new Intl.Collator(LANGUAGE_LOCALE[language]);
  return [...LETTERS]
    .flatMap((first) => [...LETTERS].map((second) => first + second))
    .filter((code) => !NOT_COUNTRIES.test(code) && own.of(code))
    .map((code) => ({ code, name: own.of(code)!, search: fold(`${code} ${own.of(code)} ${other.of(code) ?? ""}`) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The customer's country as a searchable list in the staff language (a combobox: type part of a
 * name in either language or the code, arrows to move, Enter to choose, Escape to close); the
 * form keeps the two-letter code the API takes.
 */
export function StaffCountryField() {
  const { t, i18n } = useTranslation("admin-jobs");
  const { language } = i18n;
  const { control } = useFormContext<StaffBookingValues>();
  const { field } = useController({ control, name: "contact.country" });
  const error = useFieldError("contact.country");
  const countries = useMemo(() => staffCountries(language), [language]);
  const chosen = countries.find((country) => country.code === field.value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const matches = useMemo(() => (query ? countries.filter((country) => country.search.includes(fold(query.trim()))) : countries), [countries, query]);
  const id = "new-contact-country";
  const activeCode = open ? matches[active]?.code : undefined;
  useEffect(() => {
    if (activeCode) document.getElementById(`${id}-${activeCode}`)?.scrollIntoView({ block: "nearest" });
  }, [activeCode]);

  const choose = (code: string) => {
    field.onChange(code);
    setQuery(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setQuery("");
      setActive((index) => Math.max(0, Math.min(matches.length - 1, index + (event.key === "ArrowDown" ? 1 : -1))));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const match = matches[active];
      if (match) choose(match.code);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setQuery(null);
    }
  };

  return (
    <StaffField id={id} label={t("newBooking.country")} error={error} hint={t("newBooking.countryHint")}>
      <div className="relative">
        <input
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={activeCode ? `${id}-${activeCode}` : undefined}
          {...describedBy(id, error, "hint")}
          className={inputClass(Boolean(error))}
          value={open ? query : (chosen?.name ?? field.value)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => (open ? undefined : setQuery(""))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            field.onBlur();
            setQuery(null);
          }}
          ref={field.ref}
        />
        {open ? (
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={t("newBooking.countries")}
            className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-stone-300 bg-white py-1 shadow-lg"
          >
            {matches.length === 0 ? <li className="px-3 py-2 text-sm text-muted">{t("empty")}</li> : null}
            {matches.map((country, index) => (
              <li
                key={country.code}
                id={`${id}-${country.code}`}
                role="option"
                aria-selected={index === active}
                className={`flex cursor-pointer justify-between gap-2 px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : ""}`}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(country.code);
                }}
              >
                <span>{country.name}</span>
                <span className="font-mono text-xs text-muted" dir="ltr">
                  {country.code}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </StaffField>
  );
}
