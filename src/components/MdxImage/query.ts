import { graphql } from "gatsby";

// The images of an MDX page, for the templates that render MDX bodies (page, doc, blog post):
// `mdx(id: …) { ...MdxImages }`. The shell hands the result to MdxImagesContext
// (mdxImagesOf in ./context.ts, from wrapPageElement). Nothing imports this file: Gatsby finds
// the fragment in it.
export const mdxImagesFragment = graphql`
  fragment MdxImages on Mdx {
    fields {
      images {
        src
        file {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 800, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;
