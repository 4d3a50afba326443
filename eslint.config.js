import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

/*
 * ARCHITECTURE rule 2, enforced: imports flow one way.
 *   web routes → web features → web components/lib → shared
 *   server features → server platform → shared
 * shared imports neither side, the web never imports the server (nor the reverse), and a
 * feature never reaches into another feature (they meet in routes or in the composition root).
 */
const featuresOf = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};
const crossFeatureZones = (base) =>
  featuresOf(base).map((name) => ({
    target: `./${base}/${name}`,
    from: `./${base}`,
    except: [`./${name}`],
    message: "Features do not import each other; compose them in routes or in the composition root.",
  }));

const zones = [
  { target: "./src/shared", from: ["./src/server", "./src/web"], message: "shared is isomorphic: it imports neither side." },
  { target: "./src/web", from: "./src/server", message: "The web never imports the server; use the shared contract." },
  { target: "./src/server", from: "./src/web", message: "The server never imports the web." },
  { target: "./src/server/platform", from: "./src/server/features", message: "Platform code is below features." },
  {
    target: "./src/server/features",
    from: "./src/server/compose.ts",
    message: "Features do not import the module list; what a feature needs comes through its ModuleContext.",
  },
  {
    target: "./src/server/db",
    from: ["./src/server/platform", "./src/server/features"],
    message: "db/ (client, schema, migrations, seed) is the bottom of the server: it imports neither platform nor features.",
  },
  {
    target: ["./src/web/components", "./src/web/lib"],
    from: ["./src/web/features", "./src/web/routes"],
    message: "components and lib are below features and routes.",
  },
  { target: "./src/web/features", from: "./src/web/routes", message: "Features are below routes." },
  ...crossFeatureZones("src/server/features"),
  ...crossFeatureZones("src/web/features"),
];

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", ".react-router/**", "data/**", "test-results/**", "playwright-report/**", "src/server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": ["error", { maxDepth: 10 }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // ARCHITECTURE rule 4: Drizzle only in repositories and db/. Tests may read and arrange rows.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.repository.ts", "src/server/db/**", "**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["drizzle-orm", "drizzle-orm/*"], message: "Drizzle only in *.repository.ts and src/server/db/ (ARCHITECTURE rule 4)." },
            { group: ["#server/db/schema/*", "**/db/schema/*"], message: "Tables are queried only in *.repository.ts and src/server/db/." },
            // Types (Database, DatabaseHandle) and openDatabase for the start-up stay importable.
            { group: ["**/db/client"], importNames: ["executeRows"], message: "Raw queries live in *.repository.ts." },
            { group: ["**/db/paged-rows"], message: "Query helpers are for *.repository.ts." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query)$/][callee.object.name=/^(db|tx)$/]",
          message: "Database calls belong in *.repository.ts (ARCHITECTURE rule 4).",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query)$/][callee.object.property.name=/^(db|tx)$/]",
          message: "Database calls belong in *.repository.ts (ARCHITECTURE rule 4).",
        },
      ],
    },
  },
  {
    files: ["src/server/main.ts", "bench/**", "scripts/**", "tests/**", "**/*.test.ts"],
    rules: { "no-console": "off" },
  },
);
