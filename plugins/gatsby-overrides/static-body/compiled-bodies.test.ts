import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import config from "../../../gatsby-config";
import { bodyAndTocOptions } from "./compiled-bodies";
import { compiledBodyPath } from "./compiled-body-path";
import ServerBody from "./ServerBody";

/* eslint-disable @typescript-eslint/no-require-imports */
const mdx = {
  enhanceMdxOptions: require("gatsby-plugin-mdx/dist/plugin-options").enhanceMdxOptions,
  compileMDX: require("gatsby-plugin-mdx/dist/compile-mdx").compileMDX,
  cachedImport: require("gatsby-plugin-mdx/dist/cache-helpers").cachedImport,
  remarkInferTocMeta: require("gatsby-plugin-mdx/dist/remark-infer-toc-meta").default,
};
/* eslint-enable @typescript-eslint/no-require-imports */
const pluginOptions = (config.plugins as { resolve?: string; options?: object }[]).find(
  (plugin) => plugin.resolve === "gatsby-plugin-mdx",
)!.options as { mdxOptions: { remarkPlugins: unknown[] } };
const helpers = { store: { getState: () => ({ config: {} }) }, pathPrefix: "" };
const failing = { panicOnBuild: (error: unknown) => expect.fail(String(JSON.stringify(error))) };

describe("static bodies compiled once", () => {
  let dir = "";
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("puts the table-of-contents plugin after the site's remark plugins and compiles to a function body", async () => {
    const options = await bodyAndTocOptions(mdx, pluginOptions, helpers, 3);
    const site = pluginOptions.mdxOptions.remarkPlugins.length;
    expect(options.remarkPlugins.slice(0, site)).toEqual(pluginOptions.mdxOptions.remarkPlugins);
    expect(options.remarkPlugins[site]).toEqual([mdx.remarkInferTocMeta, expect.objectContaining({ maxDepth: 3 })]);
    expect(options).toMatchObject({ outputFormat: "function-body", jsxRuntime: "automatic" });
  });

  it("compiles a body for React's production runtime, also when the options ask for development", async () => {
    const development = { ...pluginOptions, mdxOptions: { ...pluginOptions.mdxOptions, development: true } };
    const options = await bodyAndTocOptions(mdx, development, helpers, 3);
    expect(options.development).toBe(false);
    const result = await mdx.compileMDX(
      { absolutePath: path.resolve("content/docs/help/kontakty.mdx"), source: "# Ahoj\n\nText." },
      options,
      { get: async () => undefined },
      failing,
    );
    expect(result.processedMDX).not.toContain("jsxDEV");
    expect(result.processedMDX).toContain("_jsx");
  });

  it("gives one compile the table of contents and a body the HTML renderer runs with the site's components", async () => {
    const file = path.resolve("content/docs/help/kontakty.mdx");
    const source = fs.readFileSync(file, "utf8").replace(/^---[\s\S]*?\n---\n/, "");
    const options = await bodyAndTocOptions(mdx, pluginOptions, helpers, 3);
    const result = await mdx.compileMDX(
      { absolutePath: file, source },
      options,
      { get: async () => undefined },
      failing,
    );
    const headings = [...source.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(result.metadata.toc.items.map((item: { title: string }) => item.title)).toHaveLength(headings.length);

    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bodies-"));
    const target = compiledBodyPath(dir, "docs/help/kontakty.mdx");
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, result.processedMDX);
    vi.spyOn(process, "cwd").mockReturnValue(dir);
    (globalThis as { __non_webpack_require__?: NodeJS.Require }).__non_webpack_require__ = require;
    const html = renderToStaticMarkup(React.createElement(ServerBody, { file: "docs/help/kontakty.mdx" }));
    expect(html).toMatch(/<h2 id="([^"]+)"[^>]*>[^<]*<a href="#\1"/); // the site's heading, with its "#" link
    expect(html.match(/<h2\b/g)).toHaveLength(headings.length);
    expect(() => renderToStaticMarkup(React.createElement(ServerBody, { file: "docs/help/chybi.mdx" }))).toThrow(
      /content\/docs\/help\/chybi\.mdx: no compiled body .* tableOfContents/,
    );
  });
});
