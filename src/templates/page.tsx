import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
import { czechTypography } from "../lib/typography";
import * as styles from "./styles.module.css";

/** An MDX page from content/pages/: its title as the page's only h1, the lead, the content. */
export default function MdxPage({ data, children }: PageProps<Queries.MdxPageQuery>) {
  const fm = data.mdx?.frontmatter;
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1>{czechTypography(fm?.title ?? "")}</h1>
        {fm?.lead && <p className={styles.lead}>{czechTypography(fm.lead)}</p>}
      </header>
      <div className={styles.content}>{children}</div>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.MdxPageQuery>) => (
  <Seo title={data.mdx?.frontmatter?.title ?? ""} description={data.mdx?.frontmatter?.description} pathname={location.pathname} noindex={Boolean(data.mdx?.frontmatter?.unlisted)} />
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
    }
  }
`;
