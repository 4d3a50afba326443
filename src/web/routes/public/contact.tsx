import { useTranslation, getFixedT } from "#web/lib/i18n/texts";
import { lazy, memo, startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { pickText } from "#shared/i18n/localized-text";
import { languageOf } from "#web/lib/language";
import { pageMeta, shownLanguagesIn } from "#web/lib/seo";
import { whatsappLink } from "#web/components/layout/site-footer";
import type { Language } from "#shared/i18n/languages";
import type { Route } from "./+types/contact";
import { routeTextsLoader, type RouteTextsHandle } from "#web/lib/i18n/route-texts";
import { companyInLanguage } from "#shared/company/company-in-language";

// The form's code (react-hook-form, zod, the query library, the captcha widget: ≈ 80 KB gzip) comes
// when the visitor first uses the form, not with the page (issue 8's first-load budget). The
// server renders the real form; in the browser, until its code is here, that HTML is kept as it
// is, an island React does not hydrate (fillable: plain fields; its button is type="button", so
// it submits nothing), and the form's component then replaces it, taking what was typed
// (contact-form.tsx reads the fields) and the focus. After a client-side navigation there is no
// server HTML to keep: the code loads at once.
//
// Not a Suspense boundary left dehydrated until the first use, as before: a context update from
// above (React Router's route discovery, in a transition) reaches such a boundary, React tries to
// hydrate it at that update's priority, and on some loads (about 1 in 15) the whole page then
// waited for the form's code, which waited for a use: nothing on the page worked, the Quick Tools
// and the menu included.
let startLoadingForm: () => void = () => undefined;
const formUsed = new Promise<void>((resolve) => (startLoadingForm = resolve));
const loadForm = () => import("#web/features/contact/components/contact-form").then((module) => module.default);
type ContactFormComponent = Awaited<ReturnType<typeof loadForm>>;
/** The server's render of the form (the browser never renders this one). */
const ServerContactForm = lazy(() => import("#web/features/contact/components/contact-form"));

const ISLAND = "data-contact-form-island";
/** The form's server HTML as the browser received it; only the page's first render may use it. */
const serverFormHtml = typeof document === "undefined" ? null : (document.querySelector(`[${ISLAND}]`)?.innerHTML ?? null);
let firstRenderDone = false;

/**
 * Starts loading the form's code on the first focus, press, key or input inside `section`.
 * Listened for on the window, capture phase, so a use anywhere in the island counts.
 */
function useLoadFormWhenUsed(section: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    firstRenderDone = true;
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

/** The field that had the focus (and its selection) when the island is replaced, to give it back. */
function focusInIsland(): { id: string; start: number | null; end: number | null } | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) || !active.id || !active.closest(`[${ISLAND}]`)) return null;
  return { id: active.id, start: active.selectionStart, end: active.selectionEnd };
}

interface FormSlotProps {
  language: Language;
  whatsapp: string;
  captchaProvider: "altcha" | "hcaptcha";
  captchaSiteKey?: string;
}

/** Memoized: re-renders of the page above stop here (the island's HTML is set once). */
const FormSlot = memo(function FormSlot({ language, captchaProvider, captchaSiteKey, whatsapp }: FormSlotProps) {
  const [islandHtml] = useState(() => (firstRenderDone ? null : serverFormHtml));
  const [Form, setForm] = useState<ContactFormComponent | null>(null);
  const focus = useRef<ReturnType<typeof focusInIsland>>(null);
  useEffect(() => {
    let live = true;
    const swapIn = async () => {
      const component = await loadForm();
      if (!live) return;
      focus.current = focusInIsland();
      // A transition: the island stays on screen until the form has rendered (no empty flash).
      startTransition(() => setForm(() => component));
    };
    void (islandHtml === null ? swapIn() : formUsed.then(swapIn));
    return () => {
      live = false;
    };
  }, [islandHtml]);
  useLayoutEffect(() => {
    const had = focus.current;
    if (!Form || !had) return;
    const field = document.getElementById(had.id) as HTMLInputElement | HTMLTextAreaElement | null;
    field?.focus();
    if (field && had.start !== null && had.end !== null) field.setSelectionRange(had.start, had.end);
  }, [Form]);

  const props = { language, captcha: { provider: captchaProvider, siteKey: captchaSiteKey }, whatsapp };
  const islandProps = { [ISLAND]: "" };
  if (typeof document === "undefined") {
    return (
      <div {...islandProps}>
        <Suspense fallback={null}>
          <ServerContactForm {...props} />
        </Suspense>
      </div>
    );
  }
  if (Form) {
    return (
      <div {...islandProps}>
        <Form {...props} />
      </div>
    );
  }
  if (islandHtml !== null) return <div {...islandProps} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: islandHtml }} />;
  return <div {...islandProps} className="min-h-[40rem]" aria-busy="true" />;
});

// The texts this page carries (route-texts.ts); a client-side navigation here fetches the missing ones.
const TEXTS = ["contact"];
export const handle: RouteTextsHandle = { texts: TEXTS };
export const clientLoader = routeTextsLoader<Route.ClientLoaderArgs>(TEXTS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  return {
    language,
    company: companyInLanguage(await context.api.companyProfile(), language),
    siteUrl: context.publicConfig.siteUrl,
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
    // Switched off on /admin/configurations: the page keeps the company's contacts, without the form.
    formOn: (await context.api.siteFeatures()).flags.contactForm,
  };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  if (!data) return [];
  const t = getFixedT(data.language, "contact");
  return pageMeta({
    title: t("title"),
    description: t("description"),
    pathname: location.pathname,
    languages: shownLanguagesIn(matches),
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
