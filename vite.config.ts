import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { hmr: true },
  // Bundled into the server build instead of imported from node_modules at start: lucide-react's
  // entry loads every one of its ~4,800 icon files (0.75 s of each start), Radix's a tree of small
  // packages; bundled, only what the pages use is kept.
  ssr: { noExternal: ["lucide-react", /^@radix-ui\//] },
});
