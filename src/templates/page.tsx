import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
import TOC, { tocEntries } from "../theme/TOC";
import { czechTypography } from "../lib/typography";
import * as styles from "./styles.module.css";

/** An MDX page from content/pages/: its title as the page's only h1, the lead, a table of
 * contents and the content. */
export default function MdxPage({ data, children, pageContext }: PageProps<Queries.MdxPageQuery, { id: string }>) {
  if (!data.mdx) throw new Error(`Obsah stránky chybí (MDX uzel ${pageContext.id}).`);
  const { frontmatter, tableOfContents } = data.mdx;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{czechTypography(frontmatter.title)}</h1>
        {frontmatter.lead && <p className={styles.lead}>{czechTypography(frontmatter.lead)}</p>}
      </header>
      {tocEntries(tableOfContents as never).length > 0 && (
        <aside className={styles.toc}>
          <TOC toc={tableOfContents as never} />
        </aside>
      )}
      <div className={styles.content}>{children}</div>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.MdxPageQuery>) => (
  <Seo title={data.mdx?.frontmatter.title ?? ""} description={data.mdx?.frontmatter.description} pathname={location.pathname} noindex={Boolean(data.mdx?.frontmatter.unlisted)} />
);

export const query = graphql`
  query MdxPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        lead
        unlisted
      }
      tableOfContents(maxDepth: 3)
    }
  }
`;
