import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Our own code every public page runs from its first load (the shell: layout, header, footer,
// Quick Tools bar, texts runtime, language helpers). Left to automatic splitting it becomes ~20
// chunks of 0.1–2.5 KB, each compressed alone and fetched alone; one chunk is smaller on the wire
// (issue 8's first-load budget). Route modules are not in it, so they still split per route, and
// nothing that loads lazily (widgets, forms, toasts, dialogs, the back office) matches. React DOM's
// small shared part (its own 1.4 KB chunk otherwise) joins it too: 0.5 KB less on every page.
const PUBLIC_SHELL =
  /[\\/]src[\\/](?:shared[\\/]i18n[\\/](?:languages|localized-path|localized-text)\.ts|web[\\/](?:lib[\\/](?:i18n[\\/](?:texts|page-texts|route-texts)|error-reporting[\\/]error-reporting-meta|language|seo|format|load-context)\.tsx?|components[\\/](?:layout[\\/](?:language-switch|localized-link|scroll-to-top|site-footer|site-header)|errors[\\/](?:app-error-boundary|lazy-error-views)|ui[\\/](?:lazy-toaster|toast-store))\.tsx?|features[\\/]quick-tools[\\/]components[\\/](?:quick-tools-bar|bar-icons|visibility)\.tsx?))$|vite[\\/]preload-helper|[\\/]node_modules[\\/]react-dom[\\/](?:index\.js|cjs[\\/]react-dom\.production\.js)$|^\0?rolldown[\\/]runtime/;

const RARELY_LOADED = /(?:^|\/)(?:start-browser-reporting|configuration-error|render-failure|not-found|report-client-error|error-dialog)-[\w-]+\.js$/;

// React Router's package exports name only its development build, whose warnings are switched on
// (remix-run/react-router#12532, #14102): the browser bundle gets its production build instead,
// ≈ 2 KB gzip less on every page and no development warnings in visitors' consoles. The server
// keeps the exports' build: it shares one copy with @react-router/node.
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true, alias: command === "build" && !isSsrBuild ? REACT_ROUTER_PRODUCTION : [] },
  server: { hmr: true },
  build: isSsrBuild
    ? { sourcemap: true }
    : {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "shell", test: PUBLIC_SHELL }] } } },
        // Maps the scripts do not name; moved off the public folder after the build
        // (scripts/keep-source-maps-private.mjs) for the error log's stacks.
        sourcemap: "hidden",
        // Chunks loaded only when something went wrong (or, for the error-reporting service, after
        // the page is up and only where configured): a list of their files to preload would add
        // bytes to every page's first load for a screen most visitors never see.
        modulePreload: { resolveDependencies: (file, deps) => (RARELY_LOADED.test(file) ? [] : deps) },
      },
  // Bundled into the server build instead of imported from node_modules at start: lucide-react's
  // entry loads every one of its ~4,800 icon files (0.75 s of each start), Radix's a tree of small
  // packages; bundled, only what the pages use is kept.
  ssr: { noExternal: ["lucide-react", /^@radix-ui\//] },
}));
