import type { ReactNode } from "react";

/** Gatsby's stylesheet of the whole browser bundle, inlined into every page (the `app` chunk group). */
export const SHELL_STYLES_CHUNK = "styles";
/** The landing sections' stylesheet, inlined only into pages of content/pages/ (src/node/css-split.ts). */
export const LANDING_STYLES_CHUNK = "landing-styles";
/** The folders of src/components whose CSS makes LANDING_STYLES_CHUNK (src/node/css-split.ts): the
 * marketing pages' sections, message mock-ups, product visuals and proof, which only pages of
 * content/pages/ use. css-split.test.ts holds this list to the folders that src/components/landing.tsx
 * imports from and src/components/mdx.tsx (every MDX page's map) does not; the production browser
 * bundle gets the CSS of all of landing.tsx's folders from src/static-body/landing-browser.tsx (its test). */
export const LANDING_STYLE_FOLDERS = ["Sections", "Messages", "Visuals", "Proof"] as const;

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
