import React from "react";
import ServerBody from "./ServerBody";
import type { StaticBodyContext } from "./page-component";

export interface PageBodyProps {
  pageContext: StaticBodyContext;
  className?: string;
  /** The providers the MDX needs where it renders as React (the HTML renderer, `gatsby develop`,
   * bodies that need React); a static body in the browser is HTML and needs none. */
  wrap?: (body: React.ReactNode) => React.ReactNode;
  /** gatsby-plugin-mdx's body, on a page with a component of its own. */
  children?: React.ReactNode;
}

/**
 * The body of every MDX template, and of a country's prices, in a `[data-page-body]` element. The
 * HTML renderer renders the MDX from `mdxFile` on a static page (./ServerBody.tsx), else its
 * children (gatsby-plugin-mdx's body, or the country's prices from the page's query). In the
 * browser a static page's body is HTML: on the first visit React keeps the server's nodes (it does
 * not hydrate inside dangerouslySetInnerHTML), after a client-side navigation it inserts the body
 * the loader fetched (./loader.ts). Links, code tabs and copy buttons get their behaviour from
 * src/behaviours/, as every other markup does. Other bodies render their children as React.
 */
export default function PageBody({ pageContext, className, wrap = (body) => body, children }: PageBodyProps) {
  const html = typeof window !== "undefined" && pageContext.staticBody === true ? (pageContext.bodyHtml ?? "") : null;
  if (html !== null) return <div className={className} data-page-body="" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={className} data-page-body="">
      {wrap(pageContext.mdxFile ? <ServerBody file={pageContext.mdxFile} /> : children)}
    </div>
  );
}
