import { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { sidebarTree, type FlatSidebarEntry, type SidebarEntry } from "../../lib/doc-sidebar";

// The docs sidebars for the doc and category pages: one static query, stored once
// (page-data/sq/) and loaded once per visit, not copied into every doc's page data. The pricing
// sidebar (a link per country, src/node/prices.ts) is left out: only the country pages show it,
// and they ask for it themselves (src/templates/country-price.tsx); so are the sidebars with no
// entries (most folders of content/docs have no doc outside a sidebar).

/** The entries of a docs sidebar by its id (the page context's sidebarId). */
export function useDocsSidebar(sidebarId: string): SidebarEntry[] {
  const { allDocSidebar } = useStaticQuery<Queries.DocsSidebarsQuery>(graphql`
    query DocsSidebars {
      allDocSidebar(filter: { sidebarId: { ne: "pricing" }, entries: { elemMatch: { depth: { eq: 0 } } } }) {
        nodes {
          sidebarId
          entries {
            kind
            label
            href
            collapsed
            depth
          }
        }
      }
    }
  `);
  return useMemo(() => {
    const entries = allDocSidebar.nodes.find((node) => node.sidebarId === sidebarId)?.entries ?? [];
    return sidebarTree(entries as readonly FlatSidebarEntry[]);
  }, [allDocSidebar, sidebarId]);
}
