import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useCspNonce } from "#web/lib/csp-nonce";
import { useTranslation } from "#web/lib/i18n/texts";
import { localizePath, splitLanguage } from "#shared/i18n/localized-path";
import type { QuickToolsOptions } from "#shared/quick-tools/quick-tools-options";
import { BarIcon, type BarIconName } from "./bar-icons";
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

// The bar's look lives in app.css (.qt-*): class strings here would weigh on every page's first load.
/**
 * The spec's Quick Tools bar: fixed 72 px from the top, a toggle that hides or shows it (the
 * choice remembered), three widgets, the live Makkah page and a WhatsApp chat link.
 */
export function QuickToolsBar({
  whatsapp,
  options,
  liveLink,
  widgets = true,
}: {
  whatsapp: string;
  options: QuickToolsOptions;
  liveLink: boolean;
  /** False on a page React does not run (/track): the tools are links to the home page, which opens the one asked for. */
  widgets?: boolean;
}) {
  const { t } = useTranslation("quick-tools");
  const { pathname } = useLocation();
  const { language } = splitLanguage(pathname);
  const [hidden, setHidden] = useState(false);
  const [open, setOpen] = useState<Tool | null>(null);
  const openers = useRef<Partial<Record<Tool, HTMLButtonElement | null>>>({});
  const dialog = useRef<HTMLElement>(null);
  const titleId = useId();
  const nonce = useCspNonce();

  // Set once React has taken over the server-rendered bar (buttons do nothing before that).
  const [interactive, setInteractive] = useState(false);
  // A page change closes the open tool. Declared before the effect below, which runs after it on
  // the first render, so a tool tapped during the load still opens.
  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    setHidden(readHidden());
    setInteractive(true);
    // A tool tapped while the page was still loading (visibility.ts caught the tap) opens now.
    const pending = takePendingTool();
    if (pending && pending in WIDGETS) setOpen(pending as Tool);
  }, []);
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
    <aside aria-label={t("bar.label")} data-interactive={interactive || undefined} className="qt-band">
      {/* Server-rendered only: the browser runs it from the HTML before hydration and React keeps
          that element as it is, so the script's text stays out of the client bundle (first-load budget). */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? VISIBILITY_SCRIPT : "" }} />
      <div className="qt-row">
        <div id="quick-tools-items" className="qt-collapsible flex flex-1 items-center gap-0.5 sm:flex-none">
          {widgets
            ? TOOLS.map(([tool, icon]) => (
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
                  className="qt-item qt-tool"
                >
                  <BarIcon name={icon} />
                  <span aria-hidden="true">{t(`bar.short.${tool}`)}</span>
                </button>
              ))
            : // A page React does not run (/track): each tool opens on the home page (visibility.ts reads ?tool=).
              TOOLS.map(([tool, icon]) => (
                <a key={tool} href={`${localizePath("/", language)}?tool=${tool}`} aria-label={t(`bar.${tool}`)} className="qt-item qt-tool">
                  <BarIcon name={icon} />
                  <span aria-hidden="true">{t(`bar.short.${tool}`)}</span>
                </a>
              ))}
          {liveLink && (
            <a href={localizePath("/makkah-live", language)} aria-label={t("bar.live")} className="qt-item">
              <BarIcon name="video" />
              <span aria-hidden="true">{t("bar.short.live")}</span>
            </a>
          )}
          <a href={`https://wa.me/${digits}`} rel="noopener noreferrer" target="_blank" aria-label={t("bar.chat")} className="qt-item text-[#0b6b3a]">
            <BarIcon name="message-circle" />
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
          className="qt-item qt-toggle"
        >
          <BarIcon name="chevrons-up" className="qt-chevron h-[18px] w-[18px] shrink-0" />
          {/* Both labels are rendered: which one shows is known before hydration (visibility.ts). */}
          <span aria-hidden="true" className="qt-collapsible">
            {t("bar.short.hide")}
          </span>
          <span aria-hidden="true" className="qt-when-hidden">
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
            className="qt-collapsible qt-dialog"
          >
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id={titleId} className="text-lg font-semibold text-brand-900">
                {t(`bar.${open}`)}
              </h2>
              <button type="button" onClick={close} className="qt-close">
                {t("bar.close")}
              </button>
            </div>
            <Suspense fallback={<p className="min-h-24 text-sm text-muted">{t("bar.loading")}</p>}>
              <Widget language={language} options={options} />
            </Suspense>
          </section>
        )}
      </div>
    </aside>
  );
}
