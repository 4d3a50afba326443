import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerPageTexts } from "#web/lib/i18n/page-texts";
import { ERROR_REPORTING_META } from "#web/lib/error-reporting/error-reporting-meta";

// React Router's default client entry, once the page's language's texts are registered: the
// server-rendered HTML is already on screen in that language, so hydration finds the same words.
// Public pages carry their texts as JSON (page-texts.ts): registered at once, nothing to fetch.
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const language = document.documentElement.lang === "ar" ? "ar" : "en";
if (registerPageTexts(language)) hydrate();
// The back office carries no texts in its HTML: its language's chunk is fetched first (the
// loader itself too, so public pages do not carry it).
else void import("#web/lib/i18n/load-texts").then((module) => module.loadTexts(language)).then(hydrate);

// The error-reporting service, only where the site has one: its code (with session replay) is a
// chunk of its own that other sites never download. It starts after hydration has been queued.
// (vite.config.ts keeps its dependencies out of this file's preload list: bytes on every page.)
if (document.querySelector(`meta[name="${ERROR_REPORTING_META}"]`))
  void import("#web/lib/error-reporting/start-browser-reporting").then(
    (module) => module.startBrowserReporting(),
    () => undefined,
  );
