import React, { useEffect, useRef } from "react";
import { enhanceStaticBody } from "../static-body";

export interface StaticBodyProps {
  className?: string;
  /** The body the build rendered, from the page data (src/node/page-bodies.ts); absent in
   * `gatsby develop` and for bodies that need React (src/lib/static-mdx.ts). */
  html?: string;
  children?: React.ReactNode;
}

/**
 * A page's MDX body. With `html` it is static HTML: on the first visit React keeps the server's
 * nodes (it does not hydrate inside dangerouslySetInnerHTML), after a client-side navigation it
 * inserts the HTML; links, code tabs and copy buttons get their behaviour from a few listeners.
 * Without `html` it renders its children as usual.
 */
export default function StaticBody({ className, html: builtHtml, children }: StaticBodyProps) {
  // The server always renders the MDX: on a rebuild, Gatsby renders a page whose query result did
  // not change from the page data of the previous build, which still carries that build's body.
  const html = typeof window === "undefined" ? undefined : builtHtml;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (html !== undefined && ref.current ? enhanceStaticBody(ref.current) : undefined), [html]);
  if (html === undefined)
    return (
      <div className={className} data-page-body="">
        {children}
      </div>
    );
  return <div ref={ref} className={className} data-page-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
