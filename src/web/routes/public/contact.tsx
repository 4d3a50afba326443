import { useTranslation, getFixedT } from "#web/lib/i18n/texts";
import { lazy, Suspense } from "react";
import { pickText } from "#shared/i18n/localized-text";
import { languageOf } from "#web/lib/language";
import { pageMeta } from "#web/lib/seo";
import { whatsappLink } from "#web/components/layout/site-footer";
import type { Route } from "./+types/contact";

// react-hook-form, zod and the query library come with the form, after the page's first load; the
// server renders the form all the same, so it is on screen (and fillable) before they arrive.
const ContactForm = lazy(() => import("#web/features/contact/components/contact-form"));

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    language: languageOf(request),
    company: await context.api.companyProfile(),
    siteUrl: context.publicConfig.siteUrl,
    captcha: { provider: context.publicConfig.captchaProvider, siteKey: context.publicConfig.captchaSiteKey },
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
  const { language, company, captcha } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("intro")}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold text-brand-900">
            {t("formTitle")}
          </h2>
          <Suspense fallback={<div className="min-h-[40rem]" aria-busy="true" />}>
            <ContactForm language={language} captcha={captcha} />
          </Suspense>
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
