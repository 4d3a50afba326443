import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import { LANGUAGES, type Language } from "#shared/i18n/languages";
import type { EditTestimonial, TestimonialRow } from "#shared/testimonials/testimonial-moderation.schema";
import { Button } from "#web/components/admin/admin-ui";
import { countryOptions } from "./country-options";

/** Older rows (the demo's) hold the country as typed ("United Kingdom"): the edit form needs its code. */
function countryCodeOf(country: string): string {
  const wanted = country.trim().toLocaleLowerCase();
  for (const language of LANGUAGES) {
    const match = countryOptions(language).find((option) => option.code === country || option.name.toLocaleLowerCase() === wanted);
    if (match) return match.code;
  }
  return country;
}

const input = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-ink";

/** Reject with a reason (required, for colleagues; never public). */
export function RejectForm({ busy, onReject, onCancel }: { busy: boolean; onReject: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation("admin");
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 3) onReject(reason);
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2 rounded-lg bg-red-50 p-3">
      <label className="block text-sm font-medium text-ink">
        {t("testimonialsAdmin.rejectReason")}
        <textarea required minLength={3} maxLength={500} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} className={input} />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={busy} disabled={reason.trim().length < 3}>
          {t("testimonialsAdmin.confirmReject")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The company's public answer under the review; an empty one removes it. */
export function ReplyForm({ initial, busy, onReply, onCancel }: { initial: string; busy: boolean; onReply: (reply: string) => void; onCancel: () => void }) {
  const { t } = useTranslation("admin");
  const [reply, setReply] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onReply(reply);
      }}
      className="mt-3 space-y-2 rounded-lg bg-brand-50 p-3"
    >
      <label className="block text-sm font-medium text-ink">
        {t("testimonialsAdmin.replyLabel")}
        <textarea maxLength={1000} rows={3} value={reply} onChange={(e) => setReply(e.target.value)} className={input} dir="auto" />
      </label>
      <p className="text-xs text-muted">{t("testimonialsAdmin.replyHint")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {t("testimonialsAdmin.saveReply")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** Fixing typos: every field the customer wrote, kept in the audit log before and after. */
export function EditForm({
  row,
  language,
  busy,
  onSave,
  onCancel,
}: {
  row: TestimonialRow;
  language: Language;
  busy: boolean;
  onSave: (fields: EditTestimonial) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const countries = useMemo(() => countryOptions(language), [language]);
  const [fields, setFields] = useState<EditTestimonial>({
    name: row.name,
    country: countryCodeOf(row.country),
    rating: row.rating,
    text: row.text,
    language: row.language,
  });
  const set = <K extends keyof EditTestimonial>(key: K, value: EditTestimonial[K]) => setFields((current) => ({ ...current, [key]: value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(fields);
      }}
      className="mt-3 grid gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-2"
    >
      <label className="block text-sm font-medium text-ink">
        {t("testimonialsAdmin.fields.name")}
        <input value={fields.name} maxLength={80} onChange={(e) => set("name", e.target.value)} className={input} />
      </label>
      <label className="block text-sm font-medium text-ink">
        {t("testimonialsAdmin.fields.country")}
        <select value={fields.country} onChange={(e) => set("country", e.target.value)} className={input}>
          {countries.some((c) => c.code === fields.country) ? null : <option value={fields.country}>{fields.country}</option>}
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-ink">
        {t("testimonialsAdmin.fields.rating")}
        <select value={fields.rating} onChange={(e) => set("rating", Number(e.target.value))} className={input}>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {`${n} ★`}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-ink">
        {t("testimonialsAdmin.fields.language")}
        <select value={fields.language} onChange={(e) => set("language", e.target.value as Language)} className={input}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`testimonialsAdmin.languages.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-ink sm:col-span-2">
        {t("testimonialsAdmin.fields.text")}
        <textarea value={fields.text} maxLength={1500} rows={4} onChange={(e) => set("text", e.target.value)} className={input} dir="auto" />
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" busy={busy}>
          {t("testimonialsAdmin.saveEdit")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
