import { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { sidebarTree, type FlatSidebarEntry, type SidebarEntry } from "../../lib/doc-sidebar";

// The pricing sidebar (a link per country, src/node/doc-sidebar-nodes.ts) for the country pages
// (src/templates/country-price.tsx): a static query, stored once (page-data/sq/) and loaded once
// per visit, not copied into each country's page data. Its own module, so only the pages that
// show it load it.

export function usePricingSidebar(): SidebarEntry[] {
  const { docSidebar } = useStaticQuery<Queries.PricingSidebarQuery>(graphql`
    query PricingSidebar {
      docSidebar(sidebarId: { eq: "pricing" }) {
        entries {
          kind
          label
          href
          collapsed
          depth
        }
      }
    }
  `);
  return useMemo(() => sidebarTree((docSidebar?.entries ?? []) as readonly FlatSidebarEntry[]), [docSidebar]);
}
