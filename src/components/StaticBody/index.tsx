import React from "react";

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
 * inserts the HTML; links, code tabs and copy buttons behave through src/behaviours/, as everywhere.
 * Without `html` it renders its children as usual.
 */
export default function StaticBody({ className, html: builtHtml, children }: StaticBodyProps) {
  // The server always renders the MDX: on a rebuild, Gatsby renders a page whose query result did
  // not change from the page data of the previous build, which still carries that build's body.
  const html = typeof window === "undefined" ? undefined : builtHtml;
  if (html === undefined)
    return (
      <div className={className} data-page-body="">
        {children}
      </div>
    );
  return <div className={className} data-page-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
