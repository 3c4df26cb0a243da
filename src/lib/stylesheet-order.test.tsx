import React from "react";
import { describe, expect, it } from "vitest";
import { inlinedStylesheet, shellStylesheetFirst } from "./stylesheet-order";

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
