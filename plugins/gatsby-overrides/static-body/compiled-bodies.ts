import fs from "node:fs";
import path from "node:path";
import type { CreateResolversArgs } from "gatsby";
import { compiledBodyPath } from "./compiled-body-path";

// MDX compiled once per file and build (README.md beside, "The path of a body"): the query that
// asks for a page's table of contents compiles its MDX, in Gatsby's query workers, into the table
// and into the body's program, which this file writes to .cache/static-bodies/ for the HTML
// renderer (./ServerBody.tsx). The renderer bundle holds no MDX, so its build does not grow with
// the content, and a rebuild compiles only the files whose Mdx node changed (their queries rerun).

type MdxOptions = { remarkPlugins: unknown[]; [key: string]: unknown };
type CompileResult = { processedMDX: string; metadata: { toc?: unknown } } | null;
type GatsbyPluginMdx = {
  enhanceMdxOptions: (pluginOptions: unknown, helpers: unknown) => Promise<MdxOptions>;
  compileMDX: (
    input: { absolutePath: string; source: string },
    options: MdxOptions,
    ...rest: unknown[]
  ) => Promise<CompileResult>;
  cachedImport: <T>(name: string) => Promise<T>;
  remarkInferTocMeta: unknown;
};

// gatsby-plugin-mdx's own helpers (5.16), as its tableOfContents resolver and its webpack loader use them.
/* eslint-disable @typescript-eslint/no-require-imports */
const pluginMdx = (): GatsbyPluginMdx => ({
  enhanceMdxOptions: require("gatsby-plugin-mdx/dist/plugin-options").enhanceMdxOptions,
  compileMDX: require("gatsby-plugin-mdx/dist/compile-mdx").compileMDX,
  cachedImport: require("gatsby-plugin-mdx/dist/cache-helpers").cachedImport,
  remarkInferTocMeta: require("gatsby-plugin-mdx/dist/remark-infer-toc-meta").default,
});
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The options of one compile for both uses: gatsby-plugin-mdx's, with its table-of-contents plugin
 * where its resolver puts it (after the site's remark plugins), and the output a function body on
 * the automatic JSX runtime, which ./ServerBody.tsx runs with React's runtime and the MDX provider.
 */
export async function bodyAndTocOptions(
  mdx: GatsbyPluginMdx,
  pluginOptions: { mdxOptions?: { remarkPlugins?: unknown[] } },
  helpers: unknown,
  maxDepth: number,
): Promise<MdxOptions> {
  const [{ visit }, { toc }] = await Promise.all([
    mdx.cachedImport<{ visit: unknown }>("unist-util-visit"),
    mdx.cachedImport<{ toc: unknown }>("mdast-util-toc"),
  ]);
  const options = await mdx.enhanceMdxOptions(pluginOptions, helpers);
  const siteRemarkPlugins = pluginOptions.mdxOptions?.remarkPlugins?.length ?? 0;
  const remarkPlugins = [...options.remarkPlugins];
  remarkPlugins.splice(siteRemarkPlugins, 0, [mdx.remarkInferTocMeta, { visit, toc, maxDepth }]);
  // `development: false` in every mode: the body is written to .cache/ and kept across runs, and a
  // body compiled for `gatsby develop` calls `jsxDEV`, which a later production build's runtime
  // lacks (its renderer failed with "_jsxDEV is not a function" on a page whose query it reused).
  return {
    ...options,
    remarkPlugins,
    outputFormat: "function-body",
    jsxRuntime: "automatic",
    development: false,
    useDynamicImport: false,
  };
}

type MdxNode = { parent?: string | null; body?: string };

/** createResolvers: Mdx.tableOfContents, gatsby-plugin-mdx's field, resolved by one compile that also
 * writes the body for the HTML renderer. */
export function compileBodiesWithTableOfContents(args: CreateResolversArgs): void {
  const { createResolvers, store, getNode, getNodesByType, reporter, cache, pathPrefix } = args;
  const state = store.getState() as {
    program: { directory: string };
    flattenedPlugins: { name: string; pluginOptions: { mdxOptions?: { remarkPlugins?: unknown[] } } }[];
  };
  const projectDir = state.program.directory;
  const plugin = state.flattenedPlugins.find((p) => p.name === "gatsby-plugin-mdx");
  if (!plugin) throw new Error("static bodies: gatsby-plugin-mdx is not in gatsby-config.ts");
  const mdx = pluginMdx();
  const helpers = { getNode, getNodesByType, pathPrefix, reporter, cache, store };
  const optionsByDepth = new Map<number, Promise<MdxOptions>>();
  const optionsFor = (maxDepth: number) => {
    if (!optionsByDepth.has(maxDepth))
      optionsByDepth.set(maxDepth, bodyAndTocOptions(mdx, plugin.pluginOptions, helpers, maxDepth));
    return optionsByDepth.get(maxDepth)!;
  };
  createResolvers({
    Mdx: {
      tableOfContents: {
        async resolve(node: MdxNode, { maxDepth }: { maxDepth?: number }) {
          const file = node.parent ? (getNode(node.parent) as { absolutePath?: string } | undefined) : undefined;
          if (!file?.absolutePath) return null;
          const options = await optionsFor(maxDepth ?? 6);
          const result = await mdx.compileMDX(
            { absolutePath: file.absolutePath, source: node.body ?? "" },
            options,
            cache,
            reporter,
          );
          if (!result) return null; // compileMDX has failed the build naming the file
          const mdxFile = path.relative(path.join(projectDir, "content"), file.absolutePath).split(path.sep).join("/");
          if (!mdxFile.startsWith("..")) {
            const target = compiledBodyPath(projectDir, mdxFile);
            fs.mkdirSync(path.dirname(target), { recursive: true });
            fs.writeFileSync(target, result.processedMDX);
          }
          return result.metadata.toc;
        },
      },
    },
  });
}
