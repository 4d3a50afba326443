import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { localizePath, splitLanguage } from "#shared/i18n/localized-path";
import { BarIcon, type BarIconName } from "./bar-icons";
import { QUICK_TOOLS_HEIGHT_CLASS } from "./quick-tools-height";
import { readHidden, takePendingTool, VISIBILITY_SCRIPT, writeHidden } from "./visibility";

// The widgets' code is fetched only when a visitor opens one (first-load budget: 15 KB gzip).
const WIDGETS = {
  prayer: lazy(() => import("./prayer-times-widget")),
  currency: lazy(() => import("./currency-widget")),
  weather: lazy(() => import("./weather-widget")),
};
type Tool = keyof typeof WIDGETS;
const TOOLS: [Tool, BarIconName][] = [
  ["prayer", "clock"],
  ["currency", "banknote"],
  ["weather", "cloud-sun"],
];

// ≥ 44 px targets with a visible short label (icon above it on phones, beside it from sm up);
// the accessible name is the full one and contains the visible label (WCAG 2.5.3).
const itemClass =
  "flex h-11 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-[11px] leading-none font-medium text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-busy:animate-pulse aria-busy:bg-brand-50 aria-expanded:bg-brand-700 aria-expanded:text-white sm:flex-none sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm";
const hiddenBar = "[html[data-quick-tools-hidden]_&]:hidden";
// The toggle: the same target, without the "open tool" look; collapsed, a labelled outlined pill.
const toggleClass = `${itemClass.replace(/ aria-expanded:\S+/g, "")} flex-none [html[data-quick-tools-hidden]_&]:ms-auto [html[data-quick-tools-hidden]_&]:flex-row [html[data-quick-tools-hidden]_&]:gap-1.5 [html[data-quick-tools-hidden]_&]:border [html[data-quick-tools-hidden]_&]:border-brand-700 [html[data-quick-tools-hidden]_&]:px-3 [html[data-quick-tools-hidden]_&]:text-sm`;

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
    // A tool tapped while the page was still loading (visibility.ts caught the tap) opens now.
    const pending = takePendingTool();
    if (pending && pending in WIDGETS) setOpen(pending as Tool);
  }, []);
  // A page change closes the open tool (not the first render: a tool tapped during the load stays).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) setOpen(null);
    shownPath.current = pathname;
  }, [pathname]);
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
      className={`fixed inset-x-0 top-[72px] z-40 ${QUICK_TOOLS_HEIGHT_CLASS} border-b border-stone-200 bg-stone-50/95 backdrop-blur`}
    >
      <script dangerouslySetInnerHTML={{ __html: VISIBILITY_SCRIPT }} />
      <div className="relative mx-auto flex h-full max-w-6xl items-center gap-1 px-2 sm:justify-end sm:px-4">
        <div id="quick-tools-items" className={`flex flex-1 items-center gap-0.5 sm:flex-none ${hiddenBar}`}>
          {TOOLS.map(([tool, icon]) => (
            <button
              key={tool}
              ref={(element) => {
                openers.current[tool] = element;
              }}
              type="button"
              data-quick-tool={tool}
              aria-label={t(`bar.${tool}`)}
              aria-expanded={open === tool}
              aria-controls={open === tool ? `quick-tools-${tool}` : undefined}
              onClick={() => setOpen(open === tool ? null : tool)}
              className={itemClass}
            >
              <BarIcon name={icon} className="h-[18px] w-[18px] shrink-0" />
              <span aria-hidden="true">{t(`bar.short.${tool}`)}</span>
            </button>
          ))}
          <a href={localizePath("/makkah-live", language)} aria-label={t("bar.live")} className={itemClass}>
            <BarIcon name="video" className="h-[18px] w-[18px] shrink-0" />
            <span aria-hidden="true">{t("bar.short.live")}</span>
          </a>
          <a href={`https://wa.me/${digits}`} rel="noopener noreferrer" target="_blank" aria-label={t("bar.chat")} className={`${itemClass} text-[#0b6b3a]`}>
            <BarIcon name="message-circle" className="h-[18px] w-[18px] shrink-0" />
            <span aria-hidden="true">{t("bar.short.chat")}</span>
          </a>
        </div>
        <button
          type="button"
          data-quick-tool="toggle"
          aria-expanded={!hidden}
          aria-controls="quick-tools-items"
          aria-label={hidden ? t("bar.show") : t("bar.hide")}
          onClick={toggle}
          className={toggleClass}
        >
          <BarIcon
            name="chevrons-up"
            className="h-[18px] w-[18px] shrink-0 transition-transform ltr:rotate-90 rtl:-rotate-90 [html[data-quick-tools-hidden]_&]:rotate-180"
          />
          {/* Both labels are rendered: which one shows is known before hydration (visibility.ts). */}
          <span aria-hidden="true" className={hiddenBar}>
            {t("bar.short.hide")}
          </span>
          <span aria-hidden="true" className="hidden [html[data-quick-tools-hidden]_&]:inline">
            {t("bar.label")}
          </span>
        </button>
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
            className={`absolute end-2 top-full mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-2xl bg-white p-4 shadow-xl ring-1 ring-stone-200 focus:outline-none sm:end-4 ${hiddenBar}`}
          >
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id={titleId} className="text-lg font-semibold text-brand-900">
                {t(`bar.${open}`)}
              </h2>
              <button
                type="button"
                onClick={close}
                className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {t("bar.close")}
              </button>
            </div>
            <Suspense fallback={<p className="min-h-24 text-sm text-muted">{t("bar.loading")}</p>}>
              <Widget language={language} />
            </Suspense>
          </section>
        )}
      </div>
    </aside>
  );
}
