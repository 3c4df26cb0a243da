import type { ReactNode } from "react";

/** Gatsby's stylesheet of the whole browser bundle, inlined into every page (the `app` chunk group). */
export const SHELL_STYLES_CHUNK = "styles";
/** The landing sections' stylesheet, inlined only into pages of content/pages/ (plugins/gatsby-overrides/css-split.ts). */
export const LANDING_STYLES_CHUNK = "landing-styles";
/** The folders of src/components whose CSS makes LANDING_STYLES_CHUNK (plugins/gatsby-overrides/css-split.ts): the
 * marketing pages' sections, message mock-ups, product visuals and proof, which only pages of
 * content/pages/ use. css-split.test.ts holds this list to the folders that src/components/landing.tsx
 * imports from and src/components/mdx.tsx (every MDX page's map) does not; the production browser
 * bundle gets the CSS of all of landing.tsx's folders from plugins/gatsby-overrides/static-body/landing-browser.tsx (its test). */
export const LANDING_STYLE_FOLDERS = ["Sections", "Messages", "Visuals", "Proof"] as const;

/** A page kind's stylesheet (plugins/gatsby-overrides/css-split.ts): the CSS of `sources` goes into the chunk
 * `chunk`, which only pages of the page components `pages` inline. */
export type PageKindStylesheet = {
  chunk: string;
  /** Folders or files under src/ ("theme/DocPage", "templates/blog.module.css"). */
  sources: readonly string[];
  /** The page components (templates and src/pages/ files) that may use it; CssOrderGuard
   * (plugins/gatsby-overrides/css-order.ts) fails the build when any other page, or the shell, reaches the chunk. */
  pages: readonly string[];
};

const blogTemplates = ["archive", "author", "authors", "list", "post", "tag", "tags"].map(
  (name) => `src/templates/blog-${name}.tsx`,
);

/**
 * The page kinds whose CSS every other page leaves out. Everything else stays in the shell's
 * `styles`: the shell itself (src/theme parts every page shows, tokens, global.css) and the CSS
 * that pages of several kinds use: the MDX components of src/components/mdx.tsx (a static body of
 * a doc, a blog post or a page of content/pages/ is HTML in the browser, so no browser chunk of
 * those pages imports them: plugins/gatsby-overrides/static-body/README.md), the TOC, src/templates/styles.module.css
 * and prices.module.css.
 */
export const PAGE_KIND_STYLESHEETS: readonly PageKindStylesheet[] = [
  {
    chunk: LANDING_STYLES_CHUNK,
    sources: LANDING_STYLE_FOLDERS.map((folder) => `components/${folder}`),
    pages: [
      "src/templates/page.tsx",
      "src/templates/customer-story.tsx",
      "src/templates/price-bonus.tsx",
      "src/pages/zakaznici.tsx",
    ],
  },
  {
    chunk: "docs-styles",
    sources: [
      "theme/DocPage",
      "theme/DocSidebar",
      "theme/DocPaginator",
      "theme/Breadcrumbs",
      "components/ApiReference",
      "templates/doc-category.module.css",
      "templates/api-reference.module.css",
    ],
    pages: [
      "src/templates/doc.tsx",
      "src/templates/doc-category.tsx",
      "src/templates/api-reference.tsx",
      "src/templates/country-price.tsx",
    ],
  },
  {
    chunk: "blog-styles",
    sources: [
      "theme/BlogLayout",
      "theme/BlogSidebar",
      "theme/BlogPostList",
      "theme/BlogPostMeta",
      "theme/BlogPagination",
      "templates/blog.module.css",
    ],
    pages: blogTemplates,
  },
  {
    chunk: "price-styles",
    sources: ["components/PriceTable"],
    pages: ["src/templates/price-list.tsx", "src/templates/price-bonus.tsx"],
  },
  {
    chunk: "tool-styles",
    sources: ["theme/ToolPage", "components/SmsLengthTool", "components/PhoneValidatorTool"],
    pages: ["src/templates/sms-length-tool.tsx", "src/pages/tool/validace-cisla.tsx"],
  },
];

/** The page kind's stylesheet whose sources hold a CSS file, by its path under src/
 * ("theme/DocPage/styles.module.css"); undefined for the shell's. */
export const pageKindOf = (file: string): PageKindStylesheet | undefined =>
  PAGE_KIND_STYLESHEETS.find((kind) => kind.sources.some((source) => file === source || file.startsWith(`${source}/`)));

/** The name of Gatsby's chunk group of a page component ("src/templates/doc.tsx" →
 * "component---src-templates-doc-tsx"; gatsby-plugin-mdx's per-file components add
 * "-content-file-path-…" to it). */
export const pageChunkGroup = (page: string) => `component---${page.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

type Head = { props?: { "data-href"?: unknown; "data-identity"?: unknown } } | null | undefined;

/** The chunk name of an inlined Gatsby stylesheet (`<style data-href="/styles.1a2b.css">` → "styles"). */
export function inlinedStylesheet(component: ReactNode): string | undefined {
  const props = (component as Head)?.props;
  if (props?.["data-identity"] !== "gatsby-global-css" || typeof props["data-href"] !== "string") return undefined;
  return /^\/?([\w-]+?)\.[0-9a-f]+\.css$/.exec(props["data-href"].replace(/^.*\//, "/"))?.[1];
}

/**
 * Gatsby inlines a template's own stylesheets before the shell's, whereas a client-side navigation
 * appends them after it. The shell's stylesheet goes first, in the same slots of the head, so the
 * landing rules follow the shell's on a first visit as after a navigation, and as they did when
 * one stylesheet held both.
 */
export function shellStylesheetFirst<T extends ReactNode>(components: T[]): T[] {
  const slots = components.flatMap((component, i) => (inlinedStylesheet(component) ? [i] : []));
  const sheets = slots.map((i) => components[i]);
  const ordered = [
    ...sheets.filter((sheet) => inlinedStylesheet(sheet) === SHELL_STYLES_CHUNK),
    ...sheets.filter((sheet) => inlinedStylesheet(sheet) !== SHELL_STYLES_CHUNK),
  ];
  const result = [...components];
  slots.forEach((slot, i) => (result[slot] = ordered[i]));
  return result;
}
