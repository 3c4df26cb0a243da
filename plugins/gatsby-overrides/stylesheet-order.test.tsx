import React from "react";
import { describe, expect, it } from "vitest";
import { inlinedStylesheet, pageChunkGroup, pageKindOf, shellStylesheetFirst } from "./stylesheet-order";

const sheet = (href: string) => (
  <style key={href} data-href={href} data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: "" }} />
);
const meta = <meta key="generator" name="generator" content="Gatsby" />;
const script = <script key="consent" dangerouslySetInnerHTML={{ __html: "" }} />;

describe("shellStylesheetFirst", () => {
  it("puts Gatsby's shell stylesheet before the landing one in the slots they had, the rest in place", () => {
    const landing = sheet("/landing-styles.cfa748ca769a5b7133b0.css");
    const shell = sheet("/styles.c3691d15d410010e2069.css");
    const ordered = shellStylesheetFirst([landing, shell, meta, script]);
    expect(ordered.map(inlinedStylesheet)).toEqual(["styles", "landing-styles", undefined, undefined]);
    expect(ordered.slice(2)).toEqual([meta, script]);
    expect(shellStylesheetFirst([meta, shell, script, landing])).toEqual([meta, shell, script, landing]);
  });

  it("puts the shell's stylesheet before any page kind's", () => {
    const docs = sheet("/docs-styles.b15e84aa505ab1f64954.css");
    const shell = sheet("/styles.c3691d15d410010e2069.css");
    expect(shellStylesheetFirst([docs, meta, shell]).map(inlinedStylesheet)).toEqual([
      "styles",
      undefined,
      "docs-styles",
    ]);
  });

  it("leaves a page without the landing stylesheet as it is", () => {
    const head = [sheet("/styles.c3691d15d410010e2069.css"), meta];
    expect(shellStylesheetFirst(head)).toEqual(head);
  });

  it("reads only Gatsby's inlined stylesheets", () => {
    expect(inlinedStylesheet(sheet("/styles.c3691d15d410010e2069.css"))).toBe("styles");
    expect(inlinedStylesheet(<style data-href="/styles.c3691d15d410010e2069.css" />)).toBeUndefined();
    expect(inlinedStylesheet(<link rel="stylesheet" href="/styles.c3691d15d410010e2069.css" />)).toBeUndefined();
    expect(inlinedStylesheet(null)).toBeUndefined();
  });
});

describe("page kinds", () => {
  it("finds the kind of a stylesheet by its folder or file under src/", () => {
    expect(pageKindOf("theme/DocSidebar/styles.module.css")?.chunk).toBe("docs-styles");
    expect(pageKindOf("templates/blog.module.css")?.chunk).toBe("blog-styles");
    expect(pageKindOf("components/Sections/hero.module.css")?.chunk).toBe("landing-styles");
    expect(pageKindOf("theme/DocSidebarX/styles.module.css")).toBeUndefined();
    expect(pageKindOf("templates/styles.module.css")).toBeUndefined();
  });

  it("names a page component's chunk group as Gatsby does", () => {
    expect(pageChunkGroup("src/templates/doc-category.tsx")).toBe("component---src-templates-doc-category-tsx");
    expect(pageChunkGroup("src/pages/tool/validace-cisla.tsx")).toBe("component---src-pages-tool-validace-cisla-tsx");
  });
});
