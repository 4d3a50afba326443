import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { localizePath, splitLanguage } from "#shared/i18n/localized-path";
import { BarIcon, type BarIconName } from "./bar-icons";
import { readHidden, VISIBILITY_SCRIPT, writeHidden } from "./visibility";

// The widgets' code is fetched only when a visitor opens one (first-load budget: 15 KB gzip).
const WIDGETS = {
  prayer: lazy(() => import("./prayer-times-widget")),
  currency: lazy(() => import("./currency-widget")),
  weather: lazy(() => import("./weather-widget")),
};
type Tool = keyof typeof WIDGETS;
const TOOLS: [Tool, BarIconName][] = [
  ["prayer", "clock"],
  ["currency", "coins"],
  ["weather", "cloud-sun"],
];

const itemClass =
  "flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-expanded:bg-brand-700 aria-expanded:text-white";

/**
 * The spec's Quick Tools bar: fixed 72 px from the top, a toggle that hides or shows it (the
 * choice remembered), three widgets, the live Makkah page and a WhatsApp chat link.
 */
export function QuickToolsBar({ whatsapp }: { whatsapp: string }) {
  const { t } = useTranslation("quick-tools");
  const { pathname } = useLocation();
  const { language } = splitLanguage(pathname);
  const [hidden, setHidden] = useState(false);
  const [open, setOpen] = useState<Tool | null>(null);
  const openers = useRef<Partial<Record<Tool, HTMLButtonElement | null>>>({});
  const dialog = useRef<HTMLElement>(null);
  const titleId = useId();

  // Set once React has taken over the server-rendered bar (buttons do nothing before that).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    setHidden(readHidden());
    setInteractive(true);
  }, []);
  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (open) dialog.current?.focus();
  }, [open]);

  const close = () => {
    const opener = open ? openers.current[open] : null;
    setOpen(null);
    opener?.focus();
  };
  const toggle = () => {
    writeHidden(!hidden);
    setHidden(!hidden);
    setOpen(null);
  };
  const Widget = open ? WIDGETS[open] : null;
  const digits = whatsapp.replace(/\D/g, "");

  return (
    <aside
      aria-label={t("bar.label")}
      data-interactive={interactive || undefined}
      className="pointer-events-none fixed end-2 top-[72px] z-40 flex max-w-[calc(100vw-1rem)] flex-col items-end gap-2"
    >
      <script dangerouslySetInnerHTML={{ __html: VISIBILITY_SCRIPT }} />
      <div className="pointer-events-auto flex items-center gap-0.5 rounded-full bg-white/95 p-1 shadow-lg ring-1 ring-stone-200 backdrop-blur">
        <div id="quick-tools-items" className="flex items-center gap-0.5 [html[data-quick-tools-hidden]_&]:hidden">
          {TOOLS.map(([tool, icon]) => (
            <button
              key={tool}
              ref={(element) => {
                openers.current[tool] = element;
              }}
              type="button"
              aria-expanded={open === tool}
              aria-controls={open === tool ? `quick-tools-${tool}` : undefined}
              onClick={() => setOpen(open === tool ? null : tool)}
              className={itemClass}
            >
              <BarIcon name={icon} className="h-4 w-4 shrink-0" />
              <span className="sr-only lg:not-sr-only">{t(`bar.${tool}`)}</span>
            </button>
          ))}
          <a href={localizePath("/makkah-live", language)} className={itemClass}>
            <BarIcon name="video" className="h-4 w-4 shrink-0" />
            <span className="sr-only lg:not-sr-only">{t("bar.live")}</span>
          </a>
          <a href={`https://wa.me/${digits}`} rel="noopener noreferrer" target="_blank" className={`${itemClass} text-[#0b6b3a]`}>
            <BarIcon name="message-circle" className="h-4 w-4 shrink-0" />
            <span className="sr-only lg:not-sr-only">{t("bar.chat")}</span>
          </a>
        </div>
        <button
          type="button"
          aria-expanded={!hidden}
          aria-controls="quick-tools-items"
          aria-label={hidden ? t("bar.show") : t("bar.hide")}
          title={hidden ? t("bar.show") : t("bar.hide")}
          onClick={toggle}
          className="rounded-full p-1.5 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <BarIcon
            name="chevrons-up"
            className="h-4 w-4 transition-transform ltr:rotate-90 rtl:-rotate-90 [html[data-quick-tools-hidden]_&]:ltr:-rotate-90 [html[data-quick-tools-hidden]_&]:rtl:rotate-90"
          />
        </button>
      </div>
      {open && Widget && (
        <section
          ref={dialog}
          id={`quick-tools-${open}`}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          className="pointer-events-auto w-80 max-w-full rounded-2xl bg-white p-4 shadow-xl ring-1 ring-stone-200 focus:outline-none [html[data-quick-tools-hidden]_&]:hidden"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-lg font-semibold text-brand-900">
              {t(`bar.${open}`)}
            </h2>
            <button
              type="button"
              onClick={close}
              className="rounded-lg px-2 py-1 text-sm font-medium text-brand-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t("bar.close")}
            </button>
          </div>
          <Suspense fallback={<p className="min-h-24 text-sm text-muted">{t("bar.loading")}</p>}>
            <Widget language={language} />
          </Suspense>
        </section>
      )}
    </aside>
  );
}
