import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTexts } from "#web/lib/i18n/load-texts";

// React Router's default client entry, after the page's language's texts have arrived: the
// server-rendered HTML is already on screen in that language, so hydration finds the same words.
void loadTexts(document.documentElement.lang === "ar" ? "ar" : "en").then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
