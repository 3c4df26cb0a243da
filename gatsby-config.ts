import os from "node:os";
import type { GatsbyConfig } from "gatsby";
import remarkGfm from "remark-gfm";
import rehypePrism from "rehype-prism-plus";
import { siteConfig } from "./src/config/site";
import { siteUrl } from "./src/config/env";
import remarkCzechTypography from "./src/node/remark-czech-typography";
import remarkHeadingIds from "./src/node/remark-heading-ids";
import remarkAdmonitions from "./src/node/remark-admonitions";
import remarkCodeTitle from "./src/node/remark-code-title";
import remarkExternalUrls from "./src/node/remark-external-urls";
import remarkLocalImages from "./src/node/remark-local-images";
import remarkApiDocs, { rehypeStaticSamples } from "./src/node/remark-api-docs";
import { sitemapOptions } from "./src/node/sitemap";

// Gatsby runs queries (which compile the MDX, plugins/gatsby-overrides/static-body/compiled-bodies.ts) and the pages'
// HTML in (GATSBY_CPU_COUNT − 1) workers, and counts physical cores unless told: one worker on two
// cores, none on a 2-vCPU machine with one physical core. A second worker on two cores saved 21 s of
// the 50× cold build but added 0.46 GB to its peak memory, which its 2.5 GB budget cannot spare
// (docs/architecture.md, "A build that scales"). An explicit GATSBY_CPU_COUNT wins.
process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism());

const config: GatsbyConfig = {
  siteMetadata: { title: siteConfig.title, description: siteConfig.tagline, siteUrl },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/types/gatsby-types.d.ts" },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${__dirname}/content/pages` } },
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${__dirname}/content/docs` } },
    { resolve: "gatsby-source-filesystem", options: { name: "blog", path: `${__dirname}/content/blog` } },
    { resolve: "gatsby-source-filesystem", options: { name: "customers", path: `${__dirname}/content/customers` } },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          // MDX files take their components from here, not from a provider in the shell.
          providerImportSource: `${__dirname}/src/components/mdx-provider`,
          // remarkApiDocs first: the samples and field tables it generates get typography and highlighting.
          remarkPlugins: [
            remarkApiDocs,
            remarkGfm,
            remarkExternalUrls,
            remarkHeadingIds,
            remarkCzechTypography,
            remarkAdmonitions,
            remarkCodeTitle,
            remarkLocalImages,
          ],
          // Code is highlighted at build time; no highlighter reaches the browser.
          rehypePlugins: [[rehypePrism, { ignoreMissing: true, defaultLanguage: "text" }], rehypeStaticSamples],
        },
      },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // Last: everything that changes how Gatsby builds or runs pages (plugins/gatsby-overrides/README.md).
    // Its webpack changes and head order come after every other plugin's; its resolver replaces
    // gatsby-plugin-mdx's Mdx.tableOfContents.
    "gatsby-overrides",
  ],
};

export default config;
