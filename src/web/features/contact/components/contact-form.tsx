import { useCallback, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "#web/lib/i18n/texts";
import { contactMessageSchema, type ContactMessage } from "#shared/contact/contact-message.schema";
import type { Language } from "#shared/i18n/languages";
import { notify } from "#web/components/ui/toast-store";
import { CaptchaField } from "#web/components/forms/captcha-field";
import { FormField } from "#web/components/forms/form-field";
import { Isolate } from "#web/components/ui/isolate";
import { whatsappLink } from "#web/components/layout/site-footer";
import { richText } from "#web/lib/i18n/rich-text";
import { ApiError } from "#web/lib/api-client";
import { withQueryProvider } from "#web/lib/query-provider";
import { useSendContactMessage } from "../api/send-contact-message";

const FIELDS = ["name", "email", "phone", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];

/**
 * The contact form: one zod schema with the server, messages shown per field in the page's
 * language, a proof-of-work captcha, and a toast when the message is received. Its chunk (react-hook-form,
 * zod, the query library) is loaded by the contact page lazily, after the page's first load.
 */
const typedInto = (id: string) =>
  typeof document === "undefined" ? "" : ((document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? "");

function ContactForm({
  language,
  captcha,
  whatsapp,
}: {
  language: Language;
  captcha: { provider: "altcha" | "hcaptcha"; siteKey?: string };
  whatsapp: string;
}) {
  const { t } = useTranslation("contact");
  const send = useSendContactMessage();
  const [captchaPayload, setCaptchaPayload] = useState("");
  const [captchaError, setCaptchaError] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [sent, setSent] = useState(false);
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    // What the visitor typed into the server-rendered form before this code arrived stays.
    defaultValues: {
      name: typedInto("contact-name"),
      email: typedInto("contact-email"),
      phone: typedInto("contact-phone"),
      subject: typedInto("contact-subject"),
      message: typedInto("contact-message"),
      language,
    },
    mode: "onTouched",
  });
  // Until this chunk has hydrated the server-rendered form, its button submits nothing (a native
  // submission would put the visitor's words in a GET address); data-ready says it is live.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const onCaptcha = useCallback((payload: string) => {
    setCaptchaPayload(payload);
    if (payload) setCaptchaError(false);
  }, []);

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!captchaPayload) {
        setCaptchaError(true);
        return;
      }
      const result = await send.mutateAsync({ ...values, language, captcha: captchaPayload }).then(
        () => null,
        (failure: unknown) => (failure instanceof ApiError ? failure : new ApiError(0, String(failure))),
      );
      setCaptchaPayload("");
      setResetKey((key) => key + 1);
      if (result === null) {
        form.reset({ name: "", email: "", phone: "", subject: "", message: "", language });
        notify({ tone: "success", title: t("sentTitle"), description: t("sentText") });
        setSent(true);
        return;
      }
      const error = result;
      for (const field of FIELDS) {
        if (error.fieldErrors[field]) form.setError(field, { type: "server", message: error.fieldErrors[field] });
      }
      if (error.fieldErrors.captcha) setCaptchaError(true);
      const title = error.status === 429 ? t("tooMany") : error.status === 0 ? t("offline") : t("failedTitle");
      notify({ tone: "error", title, description: error.status === 429 ? error.message : t("failedText") });
      // Invalid fields: the missing verification is pointed out at the same time, not one step later.
    },
    () => setCaptchaError(!captchaPayload),
  );

  // The phone's examples are isolated so an Arabic sentence cannot reverse them (issue 10).
  const phoneExamples = { local: <Isolate>{t("examples.local")}</Isolate>, international: <Isolate>{t("examples.international")}</Isolate> };
  const errorOf = (field: Field) =>
    form.formState.errors[field] ? (field === "phone" ? richText(t, "errors.phone", phoneExamples) : t(`errors.${field}`)) : undefined;

  if (sent) return <SentPanel whatsapp={whatsapp} onAnother={() => setSent(false)} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby="contact-required-note" data-ready={ready || undefined}>
      <p id="contact-required-note" className="text-sm text-muted">
        {t("requiredNote")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t("fields.name")} required error={errorOf("name")} autoComplete="name" {...form.register("name")} />
        <FormField
          id="contact-email"
          label={t("fields.email")}
          required
          error={errorOf("email")}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...form.register("email")}
        />
        <FormField
          id="contact-phone"
          label={t("fields.phone")}
          hint={richText(t, "hints.phone", phoneExamples)}
          error={errorOf("phone")}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          {...form.register("phone")}
        />
        <FormField id="contact-subject" label={t("fields.subject")} required error={errorOf("subject")} {...form.register("subject")} />
      </div>
      <FormField id="contact-message" label={t("fields.message")} required error={errorOf("message")} multiline rows={6} {...form.register("message")} />
      <div>
        <p className="mb-2 text-sm font-medium text-ink">{t("fields.captcha")}</p>
        <CaptchaField
          provider={captcha.provider}
          siteKey={captcha.siteKey}
          language={language}
          onChange={onCaptcha}
          resetKey={resetKey}
          describedBy={captchaError ? "contact-captcha-error" : undefined}
        />
        {captchaError ? (
          <p id="contact-captcha-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {t("errors.captcha")}
          </p>
        ) : null}
      </div>
      <button
        type={ready ? "submit" : "button"}
        disabled={send.isPending}
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {send.isPending ? t("sending") : t("send")}
      </button>
    </form>
  );
}

/** What happens next, until the visitor chooses to write again (a toast alone vanished too soon). */
function SentPanel({ whatsapp, onAnother }: { whatsapp: string; onAnother: () => void }) {
  const { t } = useTranslation("contact");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" data-testid="contact-sent" className="space-y-4 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none">
        {t("sentTitle")}
      </h3>
      <p className="text-ink">{t("sentNext")}</p>
      <div className="flex flex-wrap gap-3">
        <a
          href={whatsappLink(whatsapp, t("sentWhatsappText"))}
          rel="noopener noreferrer"
          target="_blank"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t("sentWhatsapp")}
        </a>
        <button
          type="button"
          onClick={onAnother}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-brand-900 hover:bg-stone-100"
        >
          {t("sendAnother")}
        </button>
      </div>
    </div>
  );
}

export default withQueryProvider(ContactForm);
