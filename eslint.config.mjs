// ESLint 9 flat config: `npm run lint` runs it with `prettier --check .` (Prettier owns formatting) and
// scripts/import-cycles.ts (no import cycle; ESLint's import-x/no-cycle would skip type-only imports).
// Gatsby's develop-time ESLint 7 looks only for .eslintrc files and package.json, so it keeps its own rules.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "static/",
      "deploy/",
      "screenshots/",
      ".scratch/",
      "src/types/gatsby-types.d.ts",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // Czech typography puts no-break spaces into visible text (template literals, JSX text); code still gets the check.
      "no-irregular-whitespace": ["error", { skipTemplates: true, skipJSXText: true }],
      // `{ omitted: _, ...rest }` is how the code drops a property from an object.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // The bundles carry a stand-in for gatsby-link whose Link fails in production (plugins/gatsby-overrides/gatsby-link.ts).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "gatsby", importNames: ["Link"], message: "The site's link is src/theme/Link." },
            { name: "gatsby-link", message: "Import from gatsby; the site's link is src/theme/Link." },
          ],
        },
      ],
    },
  },
  // Gatsby's internals are the local plugin's alone (plugins/gatsby-overrides/internals.ts, whose test
  // finds every use): the site's own code uses Gatsby's public APIs. Tests drive internals on purpose.
  {
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "gatsby-*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name=/^___/]",
          message: "A global of Gatsby's runtime: only plugins/gatsby-overrides/ may use it.",
        },
        {
          selector: "MemberExpression[property.name='BUILD_STAGE']",
          message: "Gatsby's build stage: test process.env.PRODUCTION_BROWSER_BUNDLE (plugins/gatsby-overrides).",
        },
        {
          selector: "CallExpression[callee.property.name='getState']",
          message: "Gatsby's store: only plugins/gatsby-overrides/ may read it.",
        },
      ],
    },
  },
  // TypeScript checks names in .ts(x) (typescript-eslint turns no-undef off there); the .mjs files are Node scripts.
  { files: ["**/*.mjs"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // Scrollable code blocks and table regions take focus so keyboard users can scroll them (axe scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: ["pre"], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
);
