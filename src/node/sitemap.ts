import fs from "node:fs";
import path from "node:path";
import { siteUrl } from "../config/env";

// gatsby-plugin-sitemap settings (docs/product-spec.md §3, §9): weekly, priority 0.5; tag pages, unlisted pages
// and not-found pages stay out.

type SitemapPage = { path: string; pageContext?: { unlisted?: boolean } | null };

export function isInSitemap(page: SitemapPage): boolean {
  if (page.pageContext?.unlisted) return false;
  if (/^\/(404|dev-404-page)(\/|\.html$)/.test(page.path)) return false;
  if (/^\/blog\/tags\//.test(page.path)) return false; // the tag index and every tag page
  return true;
}

export const sitemapOptions = {
  query: `{
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path pageContext } }
  }`,
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => allSitePage.nodes.filter(isInSitemap),
  serialize: ({ path: pagePath }: SitemapPage) => ({ url: encodeURI(pagePath), changefreq: "weekly", priority: 0.5 }),
};

/** onPostBuild: robots.txt under the site's root, pointing to the sitemap of this build's SITE_URL. */
export function writeRobotsTxt(root = process.cwd()): void {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
  fs.writeFileSync(path.join(root, "public", "robots.txt"), body);
}
