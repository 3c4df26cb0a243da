import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { BlogAuthorContext } from "../node/blog";
import BlogLayout from "../theme/BlogLayout";
import BlogPostList from "../theme/BlogPostList";
import BlogSeo from "../theme/BlogSeo";
import Link from "../theme/Link";
import { csBlog } from "../i18n/cs-blog";
import * as styles from "./blog.module.css";
import { czechTypography } from "../lib/typography";

/** /blog/authors/<slug>/: the author, their links and their listed posts. */
export default function BlogAuthor({ data, pageContext }: PageProps<Queries.BlogAuthorQuery, BlogAuthorContext>) {
  const author = data.blogAuthor;
  if (!author) throw new Error(`Autor ${pageContext.authorId} chybí v content/blog/authors.yaml.`);
  return (
    <BlogLayout>
      <header className={`${styles.header} ${styles.author}`}>
        {author.avatar?.publicURL && (
          <img className={styles.avatar} src={author.avatar.publicURL} width={96} height={96} alt="" />
        )}
        <div>
          <h1>{author.name}</h1>
          <p className={styles.role}>{czechTypography(author.role)}</p>
          <p>{czechTypography(author.bio)}</p>
          {author.links.length > 0 && (
            <ul className={styles.links} aria-label={csBlog.links}>
              {author.links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url}>{link.label}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <h2 className={styles.postsTitle}>{csBlog.authorPosts}</h2>
      <BlogPostList posts={data.allMdx.nodes} headingLevel={3} />
    </BlogLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.BlogAuthorQuery>) => (
  <BlogSeo
    title={data.blogAuthor?.name ?? csBlog.authors}
    description={data.blogAuthor?.bio}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query BlogAuthor($authorId: String!, $ids: [String!]!) {
    blogAuthor(authorId: { eq: $authorId }) {
      name
      role
      bio
      avatar {
        publicURL
      }
      links {
        label
        url
      }
    }
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { fields: { route: ASC } }]) {
      nodes {
        ...BlogPostSummary
      }
    }
  }
`;
