import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { BlogPostContext } from "../node/blog";
import BlogLayout from "../theme/BlogLayout";
import BlogPostMeta from "../theme/BlogPostMeta";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import TOC from "../theme/TOC";
import PageBody from "../../plugins/gatsby-overrides/static-body/PageBody";
import { siteConfig, siteUrl } from "../config";
import { csBlog } from "../i18n/cs-blog";
import { blogPostingJsonLd, scriptJson } from "../lib/blog-json-ld";
import { czechTypography } from "../lib/typography";
import * as styles from "./blog.module.css";

/** A blog post: title, date, reading time, authors, cover, content, tags, table of contents and
 * the newer and older post. */
export default function BlogPost({ data, children, pageContext }: PageProps<Queries.BlogPostQuery, BlogPostContext>) {
  if (!data.mdx) throw new Error(`Obsah článku chybí (MDX uzel ${pageContext.id}).`);
  const { frontmatter, fields, blogAuthors, blogTags, tableOfContents } = data.mdx;
  const { previous, next } = pageContext;
  const toc = <TOC toc={tableOfContents} />;
  return (
    <BlogLayout toc={toc}>
      <article>
        <header>
          <h1>{fields.heading ?? frontmatter.title}</h1>
          <BlogPostMeta date={frontmatter.date ?? ""} readingTime={fields.readingTime ?? 1} />
          <ul className={styles.byline} aria-label={csBlog.by}>
            {blogAuthors.map((author) => (
              <li key={author.authorId}>
                <Link to={author.route}>
                  {author.avatar?.publicURL && <img src={author.avatar.publicURL} width={48} height={48} alt="" />}
                  <span>
                    <strong>{author.name}</strong>
                    <small>{author.role}</small>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </header>
        <div className={styles.tocInline}>{toc}</div>
        {frontmatter.cover?.publicURL && (
          <img
            className={styles.cover}
            src={frontmatter.cover.publicURL}
            width={frontmatter.cover.svgWidth ?? undefined}
            height={frontmatter.cover.svgHeight ?? undefined}
            alt={frontmatter.coverAlt ?? ""}
            decoding="async"
          />
        )}
        <div className={styles.body} data-article-body="">
          <PageBody pageContext={pageContext}>{children}</PageBody>
        </div>
        <footer className={styles.footer}>
          <h2 className={styles.footerTitle}>{csBlog.tags}</h2>
          <ul className={styles.tags}>
            {blogTags.map((tag) => (
              <li key={tag.slug}>
                <Link to={tag.route} rel="tag">
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </footer>
      </article>
      {(previous || next) && (
        <nav className={styles.postNav} aria-label={csBlog.postNav}>
          {previous && (
            <Link to={previous.route} rel="prev">
              <small>{csBlog.previous}</small>
              {czechTypography(previous.title)}
            </Link>
          )}
          {next && (
            <Link to={next.route} rel="next" className={styles.next}>
              <small>{csBlog.next}</small>
              {czechTypography(next.title)}
            </Link>
          )}
        </nav>
      )}
    </BlogLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.BlogPostQuery>) => {
  const post = data.mdx;
  if (!post) return null;
  const jsonLd = blogPostingJsonLd({
    origin: siteUrl,
    route: post.fields.route,
    title: post.frontmatter.title,
    description: post.frontmatter.description ?? "",
    date: post.frontmatter.date ?? "",
    words: post.fields.words ?? 0,
    cover: post.frontmatter.cover?.publicURL ?? null,
    authors: post.blogAuthors.map((a) => ({ name: a.name, route: a.route })),
    tags: post.blogTags.map((t) => t.name),
    publisher: { name: siteConfig.title, logo: siteConfig.navbar.logo.src },
  });
  return (
    <BlogSeo
      title={post.frontmatter.title}
      description={post.frontmatter.description}
      pathname={location.pathname}
      noindex={Boolean(post.frontmatter.unlisted)}
      ogType="article"
    >
      <meta property="article:published_time" content={(post.frontmatter.date ?? "").slice(0, 10)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </BlogSeo>
  );
};

export const query = graphql`
  query BlogPost($id: String!) {
    mdx(id: { eq: $id }) {
      ...MdxImages
      fields {
        route
        readingTime
        words
        heading
      }
      frontmatter {
        title
        description
        date
        unlisted
        coverAlt
        cover {
          publicURL
          svgWidth
          svgHeight
        }
      }
      blogAuthors {
        authorId
        name
        role
        route
        avatar {
          publicURL
        }
      }
      blogTags {
        slug
        name
        route
      }
      tableOfContents(maxDepth: 3)
    }
  }
`;
