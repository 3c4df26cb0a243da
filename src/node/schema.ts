import type { CreateSchemaCustomizationArgs } from "gatsby";

/** Explicit types, so queries stay valid (and typed) even before any file uses a field. */
export function createContentSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String!
      description: String
      lead: String
      hideFooter: Boolean
      draft: Boolean
      unlisted: Boolean
      campaign: Boolean
      layout: String
      id: String
      slug: String
      sidebar_label: String
      sidebar_position: Float
      sidebar: Boolean
      date: Date @dateformat
      authors: [String!]
      tags: [String!]
      cover: File @fileByRelativePath
      coverAlt: String
    }
    type MdxFields {
      kind: String!
      route: String!
      docId: String
      lastUpdated: String
      words: Int
      readingTime: Int
      "gatsby develop only (src/node/content-problems.ts)"
      contentProblems: [MdxContentProblem!]
      links: [MdxReference!]
    }
    type MdxContentProblem {
      file: String!
      line: Int
      field: String!
      message: String!
    }
    type MdxReference {
      value: String!
      line: Int!
    }
  `);
}
