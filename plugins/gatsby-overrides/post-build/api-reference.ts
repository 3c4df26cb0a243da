import { apiReferences } from "../../../src/config/api-references";
import type { RenderedReference } from "../../../src/node/api-reference-html";
import { find, MissingOutput } from "./gatsby-output";
import type { Transform } from "./pipeline";

// The two API reference pages get Redoc's rendering of their specification (renderApiReference,
// src/node/api-reference-html.ts) in their [data-api-reference] container, and its styles in the
// head. A page Gatsby did not render again still holds an earlier build's rendering, which our
// end marker delimits (Redoc's markup is full of </div>): it is replaced, never doubled.

/** The container's start tag; empty, it is GATSBY_OUTPUT.apiReferenceContainer. */
const OPEN = /<div [^>]*data-api-reference="">/g;
/** Our marker: the end of a filled container. */
export const REFERENCE_END = "</div><!--/api-reference-->";
const STYLED = /<style data-styled[^>]*>[\s\S]*?<\/style>/g;

/** The page with `reference` in its container and its styles in the head. */
export function withApiReference(page: string, reference: RenderedReference): string {
  const open = [...page.matchAll(OPEN)][0];
  if (!open) throw new MissingOutput("apiReferenceContainer");
  const inner = open.index + open[0].length;
  let end: number;
  if (page.startsWith("</div>", inner))
    end = inner + "</div>".length; // as React rendered it
  else {
    const filled = page.indexOf(REFERENCE_END, inner); // as an earlier build filled it
    if (filled < 0) throw new MissingOutput("apiReferenceContainer");
    end = filled + REFERENCE_END.length;
  }
  const body = page.slice(0, inner) + reference.html + REFERENCE_END + page.slice(end);
  const withoutEarlierStyles = body.replace(STYLED, "");
  const head = find(withoutEarlierStyles, "headEnd");
  return withoutEarlierStyles.slice(0, head) + reference.styles + withoutEarlierStyles.slice(head);
}

/** The transform for the reference pages, from each route's rendering. */
export function apiReferenceSplice(references: ReadonlyMap<string, RenderedReference>): Transform {
  return {
    name: "API reference splice",
    applies: (page) => references.has(page.route),
    apply: (html, page) => withApiReference(html, references.get(page.route)!),
  };
}

/** The routes the splice must have rewritten. */
export const apiReferenceRoutes = (): string[] => apiReferences.map((reference) => reference.route);
