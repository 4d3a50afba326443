import { useTranslation, getFixedT } from "#web/lib/i18n/texts";
import { lazy, memo, Suspense, useEffect, useRef } from "react";
import { pickText } from "#shared/i18n/localized-text";
import { languageOf } from "#web/lib/language";
import { pageMeta } from "#web/lib/seo";
import { whatsappLink } from "#web/components/layout/site-footer";
import type { Language } from "#shared/i18n/languages";
import type { Route } from "./+types/contact";

// The form's code (react-hook-form, zod, the query library, the captcha widget: ≈ 80 KB gzip) comes
// when the visitor first uses the form, not with the page (issue 8's first-load budget). The
// server renders the form all the same: while its code is on the way, the server's HTML stays on
// screen and fillable (uncontrolled fields; contact-form.tsx keeps what was typed), and its button
// submits nothing. After a client-side navigation there is no server HTML to show: it loads at once.
let startLoadingForm: () => void = () => undefined;
const formUsed = new Promise<void>((resolve) => (startLoadingForm = resolve));
const ContactForm = lazy(async () => {
  if (typeof document !== "undefined" && document.getElementById("contact-name")) await formUsed;
  return import("#web/features/contact/components/contact-form");
});

/**
 * Starts loading the form's code on the first focus, press, key or input inside `section`.
 * Listened for on the window, capture phase: React stops the propagation of events aimed at a
 * boundary it has not hydrated yet (to replay them after), so listeners below it never hear them.
 */
function useLoadFormWhenUsed(section: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    if (element.contains(document.activeElement)) startLoadingForm();
    const events = ["focusin", "pointerdown", "keydown", "input"] as const;
    const onUse = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) startLoadingForm();
    };
    for (const type of events) window.addEventListener(type, onUse, { capture: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, onUse, { capture: true });
      // Leaving the page: a later visit by client-side navigation must not wait for a use.
      startLoadingForm();
    };
  }, [section]);
}

/**
 * Shown only when React could not keep the server's HTML of the form (after a client-side
 * navigation, or when an update reached the boundary before it hydrated — React then renders it
 * anew): there is nothing left to use, so the form's code loads at once.
 */
function FormPlaceholder() {
  useEffect(() => startLoadingForm(), []);
  return <div className="min-h-[40rem]" aria-busy="true" />;
}

/**
 * Memoized with plain props: while the form's code waits for a use, its server HTML is a
 * dehydrated Suspense boundary, and any update reaching it would make React drop that HTML for
 * the fallback. Re-renders of the page above it stop here.
 */
const FormSlot = memo(function FormSlot({
  language,
  captchaProvider,
  captchaSiteKey,
  whatsapp,
}: {
  language: Language;
  whatsapp: string;
  captchaProvider: "altcha" | "hcaptcha";
  captchaSiteKey?: string;
}) {
  return (
    <Suspense fallback={<FormPlaceholder />}>
      <ContactForm language={language} captcha={{ provider: captchaProvider, siteKey: captchaSiteKey }} whatsapp={whatsapp} />
    </Suspense>
  );
});

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    language: languageOf(request),
    company: await context.api.companyProfile(),
    siteUrl: context.publicConfig.siteUrl,
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
    // Switched off on /admin/configurations: the page keeps the company's contacts, without the form.
    formOn: (await context.api.siteFeatures()).flags.contactForm,
  };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const t = getFixedT(data.language, "contact");
  return pageMeta({
    title: t("title"),
    description: t("description"),
    pathname: location.pathname,
    siteUrl: data.siteUrl,
    siteName: pickText(data.company.name, data.language),
  });
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("contact");
  const { language, company, captcha, formOn } = loaderData;
  const formSection = useRef<HTMLElement>(null);
  useLoadFormWhenUsed(formSection);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("intro")}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section ref={formSection} aria-labelledby="contact-form-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold text-brand-900">
            {t("formTitle")}
          </h2>
          {formOn ? (
            <FormSlot language={language} captchaProvider={captcha.provider} captchaSiteKey={captcha.siteKey} whatsapp={company.whatsapp} />
          ) : (
            <p data-testid="contact-form-off" className="text-muted">
              {t("formOff")}
            </p>
          )}
        </section>
        <aside aria-labelledby="contact-direct-heading" className="space-y-4">
          <h2 id="contact-direct-heading" className="text-xl font-semibold text-brand-900">
            {t("directTitle")}
          </h2>
          <p className="text-muted">{t("directText")}</p>
          <ul className="space-y-3">
            <li>
              <a
                href={whatsappLink(company.whatsapp)}
                rel="noopener noreferrer"
                className="block rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {t("whatsapp")}{" "}
                <span dir="ltr" className="block text-sm font-normal">
                  {company.whatsapp}
                </span>
              </a>
            </li>
            <li>
              <a
                href={`tel:${company.phone}`}
                className="block rounded-xl border border-stone-300 bg-white px-4 py-3 font-semibold text-brand-900 hover:bg-stone-100"
              >
                {t("phone")}{" "}
                <span dir="ltr" className="block text-sm font-normal">
                  {company.phone}
                </span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${company.email}`}
                className="block rounded-xl border border-stone-300 bg-white px-4 py-3 font-semibold text-brand-900 hover:bg-stone-100"
              >
                {t("email")} <span className="block text-sm font-normal">{company.email}</span>
              </a>
            </li>
          </ul>
          <p className="text-sm text-muted">{pickText(company.address, language)}</p>
        </aside>
      </div>
    </div>
  );
}
