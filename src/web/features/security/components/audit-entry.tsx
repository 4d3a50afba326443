import { useTranslation, type TFunction } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import type { AuditRow } from "#shared/security/security-answers";
import { formatDateTime } from "#web/lib/format-date-time";
import { richText } from "#web/lib/i18n/rich-text";

/*
 * One audit entry as office staff read it: a sentence in the page's language with names, not
 * codes and ids ("Sara turned on two-factor sign-in for Ahmed"), the time and address on their
 * own line (no "· ·" separators to reorder in RTL), and what changed as a before → after list.
 */
const KNOWN = new Set([
  "mfa.enable",
  "mfa.disable",
  "password.change",
  "password.reset",
  "session.revoke",
  "session.revoke_own",
  "user.invite",
  "user.invitation_revoke",
  "user.invitation_accept",
  "user.role_change",
  "user.mfa_reset",
  "contact.handle",
  "testimonial.approve",
  "testimonial.reject",
  "testimonial.feature",
  "testimonial.unfeature",
  "testimonial.edit",
  "testimonial.reply",
  "guides.import",
]);

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A value as staff read it: on/off, a role's name, plain text. */
function readable(key: string, value: unknown, t: TFunction): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return t(value ? "common.on" : "common.off");
  if (key === "role" && typeof value === "string") return t(`roles.${value}`, { defaultValue: value });
  return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
}

/** The entry's text key, the people it names (isolated when shown) and its other values. */
function auditMessage(entry: AuditRow, t: TFunction) {
  const after = record(entry.after);
  const before = record(entry.before);
  const subject = entry.subjectName ?? entry.entityId ?? "—";
  const names = {
    actor: entry.actorName ?? entry.actorEmail ?? t("security.log.someone"),
    subject,
    name: typeof after.name === "string" ? after.name : subject,
  };
  const values = { role: readable("role", after.role, t), from: readable("role", before.role, t) };
  // Text keys cannot hold dots (they are the path separator): "mfa.enable" is "mfa_enable".
  if (KNOWN.has(entry.action)) return { key: `security.log.actions.${entry.action.replace(/\./g, "_")}`, names, values };
  // Actions other features add later still read as a sentence, with their words from the code.
  return { key: "security.log.other", names, values: { ...values, action: entry.action.replace(/[._]/g, " "), entity: entry.entity } };
}

export function auditSentence(entry: AuditRow, t: TFunction): string {
  const { key, names, values } = auditMessage(entry, t);
  return t(key, { ...names, ...values });
}

/** The sentence with each name isolated: a Latin name or an email keeps its order in Arabic. */
function AuditSentence({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation("admin");
  const { key, names, values } = auditMessage(entry, t);
  const isolated = Object.fromEntries(Object.entries(names).map(([name, text]) => [name, <bdi className="font-semibold">{text}</bdi>]));
  return <>{richText(t, key, isolated, values)}</>;
}

export function changedFields(entry: AuditRow): { key: string; before: unknown; after: unknown }[] {
  const before = record(entry.before);
  const after = record(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: before[key], after: after[key] }));
}

export function AuditEntry({ entry, language }: { entry: AuditRow; language: Language }) {
  const { t } = useTranslation("admin");
  const changes = changedFields(entry);
  return (
    <li className="py-3 text-sm" data-action={entry.action}>
      <p className="text-ink">
        <AuditSentence entry={entry} />
      </p>
      <p className="mt-0.5 flex flex-wrap gap-x-3 text-muted">
        <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
        {entry.actorEmail ? <bdi dir="ltr">{entry.actorEmail}</bdi> : null}
        {entry.subjectEmail && entry.subjectEmail !== entry.actorEmail ? (
          <span>
            {t("security.log.about")} <bdi dir="ltr">{entry.subjectEmail}</bdi>
          </span>
        ) : null}
        {entry.ip ? (
          <span>
            {t("security.log.from")} <bdi dir="ltr">{entry.ip}</bdi>
          </span>
        ) : null}
      </p>
      {changes.length > 0 ? (
        <dl className="mt-2 grid w-fit grid-cols-[auto_auto] gap-x-3 gap-y-1 rounded-lg bg-stone-50 px-3 py-2" aria-label={t("security.changes")}>
          {changes.map((change) => (
            <div key={change.key} className="contents">
              <dt className="text-muted">{t(`security.log.fields.${change.key}`, { defaultValue: change.key })}</dt>
              <dd>
                <del className="text-red-800">{readable(change.key, change.before, t)}</del>
                <span aria-hidden="true"> {language === "ar" ? "←" : "→"} </span>
                <span className="sr-only"> {t("security.log.becomes")} </span>
                <ins className="font-semibold text-brand-800 no-underline">{readable(change.key, change.after, t)}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
