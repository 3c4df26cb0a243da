import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import Seo from "../theme/Seo";
import TOC, { tocEntries } from "../theme/TOC";
import { czechTypography } from "../lib/typography";
import { LandingContext } from "../components/Price";
import Hero from "../components/Sections/Hero";
import { FaqEntries, FaqStructuredData } from "../components/Sections/Faq";
import { landingComponents } from "../components/landing";
import type { MdxPageContext } from "../node/pages";
import * as styles from "./styles.module.css";

/** An MDX page from content/pages/. Landing frame (the default): full-width sections, the h1 in
 * the hero. Article frame (`layout: article`): title, lead, table of contents and a text column. */
export default function MdxPage({ data, children, pageContext }: PageProps<Queries.MdxPageQuery, MdxPageContext>) {
  if (!data.mdx) throw new Error(`Obsah stránky chybí (MDX uzel ${pageContext.id}).`);
  const { frontmatter, tableOfContents } = data.mdx;
  const page = { frame: pageContext.layout, title: frontmatter.title, lead: frontmatter.lead, facts: pageContext.facts };
  // Kept across renders: a re-render that skips an unchanged <Faq> must not lose its questions.
  const faqEntries = React.useRef(new Map()).current;
  const content = (
    <LandingContext.Provider value={page}>
      <FaqEntries.Provider value={faqEntries}>
        <MDXProvider components={landingComponents}>{children}</MDXProvider>
        <FaqStructuredData />
      </FaqEntries.Provider>
    </LandingContext.Provider>
  );
  if (pageContext.layout === "landing") {
    return (
      <div className={styles.landing}>
        {!pageContext.hasHero && (
          <LandingContext.Provider value={page}>
            <Hero />
          </LandingContext.Provider>
        )}
        {content}
      </div>
    );
  }
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
      <div className={styles.content}>{content}</div>
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
