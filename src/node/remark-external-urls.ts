import { visit } from "unist-util-visit";
import { externalUrls, productionUrls } from "../config/env";

// Remark plugin: editors link the web application and the status page by their production
// addresses (https://app.depese.cz/registrace/, https://status.depese.cz/); the build rewrites
// them to the configured GATSBY_APP_URL and GATSBY_STATUS_URL, so a staging build links staging.
// Links, reference definitions and JSX href/to attributes change; code and plain text do not.
// A link whose text is the address itself ("app.depese.cz") gets the new address as text too.

export type UrlRewrite = { from: string; to: string };

type MdNode = {
  type: string;
  url?: string;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
};

export const defaultRewrites: UrlRewrite[] = [
  { from: productionUrls.app, to: externalUrls.app },
  { from: productionUrls.status, to: externalUrls.status },
];

const withoutSlash = (url: string) => url.replace(/\/+$/, "");
/** How an address reads in running text: without the scheme and the trailing slash. */
const shown = (url: string) => withoutSlash(url.replace(/^https?:\/\//i, ""));

/** The configured address for a production one; any other URL is returned unchanged. A base
 * matches only whole host names: https://app.depese.cz.example.com/ is left alone. */
export function rewriteUrl(url: string, rewrites: UrlRewrite[] = defaultRewrites): string {
  for (const { from, to } of rewrites) {
    const base = withoutSlash(from);
    const head = url.slice(0, base.length);
    const rest = url.slice(base.length);
    if (head.toLowerCase() === base.toLowerCase() && (rest === "" || "/?#".includes(rest[0]))) {
      return withoutSlash(to) + rest;
    }
  }
  return url;
}

const LINK_ATTRIBUTES = new Set(["href", "to"]);

export default function remarkExternalUrls(options: { rewrites?: UrlRewrite[] } = {}) {
  const rewrites = options.rewrites ?? defaultRewrites;
  const rewrite = (node: MdNode) => {
    if ((node.type === "link" || node.type === "definition") && node.url) {
      const before = node.url;
      node.url = rewriteUrl(before, rewrites);
      if (node.url !== before) {
        for (const child of node.children ?? []) {
          if (child.type !== "text") continue;
          if (child.value === before) child.value = node.url;
          else if (child.value === shown(before)) child.value = shown(node.url);
        }
      }
    }
    // Only JSX elements: a directive's `attributes` is an object, not a list.
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    for (const attribute of node.attributes ?? []) {
      if (
        attribute.type === "mdxJsxAttribute" &&
        LINK_ATTRIBUTES.has(attribute.name ?? "") &&
        typeof attribute.value === "string"
      ) {
        attribute.value = rewriteUrl(attribute.value, rewrites);
      }
    }
  };
  return (tree: MdNode) => visit(tree, rewrite);
}
