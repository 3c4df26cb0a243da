import crypto from "node:crypto";
import path from "node:path";
import { isBuildingForProduction } from "../../../src/node/build-env";
import { isStaticMdx } from "./static-mdx";

/** The page-context fields of the static-body mechanism, read by ./PageBody.tsx. */
export interface StaticBodyContext {
  /** The one flag of a static page: its body reaches the browser as HTML, not as React. Set by
   * createPage (src/node/pages.ts, docs.ts, blog.ts) through mdxPageComponent below. */
  staticBody?: boolean;
  /** The content file the HTML renderer renders the body from, relative to content/
   * ("docs/help/intro.mdx"); only on a static page. */
  mdxFile?: string;
  /** A digest of the content file: Gatsby renders a page's HTML again only when its page data
   * changes, and the body itself is not in the page data (./compiled-bodies.ts). */
  bodyDigest?: string;
  /** The built body, added in the browser for a client-side navigation (./loader.ts); never in
   * the page data. */
  bodyHtml?: string;
}

/** How createPage gets an MDX page: its component and the static-body fields of its context. */
export interface MdxPageComponent {
  component: string;
  context: { staticBody: boolean; mdxFile?: string; bodyDigest?: string };
}

/**
 * A production page whose MDX uses no component that needs React (./static-mdx.ts) is static: it
 * shares its plain template with every such page, so Gatsby's component map in each page's first
 * load lists one entry per template instead of one per MDX file, and the HTML renderer finds the
 * body by `mdxFile`. `gatsby develop` and bodies that need React keep gatsby-plugin-mdx's component
 * per file (…?__contentFilePath=…).
 */
export function mdxPageComponent(
  template: string,
  contentFilePath: string,
  source: string,
  production = isBuildingForProduction(),
): MdxPageComponent {
  if (!production || !isStaticMdx(source))
    return { component: `${template}?__contentFilePath=${contentFilePath}`, context: { staticBody: false } };
  const mdxFile = path.relative(path.resolve("content"), contentFilePath).split(path.sep).join("/");
  if (mdxFile.startsWith("..")) throw new Error(`${contentFilePath}: an MDX page outside content/`);
  const bodyDigest = crypto.createHash("sha256").update(source).digest("base64url").slice(0, 12);
  return { component: template, context: { staticBody: true, mdxFile, bodyDigest } };
}

/** The static-body field of a page whose body the HTML renderer renders from its query, not from
 * MDX (the country prices, src/node/prices.ts): static in production, React in `gatsby develop`. */
export function queriedStaticBody(production = isBuildingForProduction()): Pick<StaticBodyContext, "staticBody"> {
  return { staticBody: production };
}
