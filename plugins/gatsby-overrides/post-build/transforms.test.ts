import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { bootDataElement } from "../after-first-paint";
import { withApiReference } from "./api-reference";
import { bundlesHash, stableCompilationHash } from "./compilation-hash";
import { currentStylesheets } from "./current-stylesheets";
import { MissingOutput } from "./gatsby-output";
import { builtPage } from "./pipeline";
import { stripNulBytes } from "./strip-nul-bytes";

const page = builtPage("sms/index.html");

describe("strip NUL bytes", () => {
  it("restores the text React's stream split with NUL bytes and leaves other pages as they are", () => {
    expect(stripNulBytes.apply("<p>Pokud zač\0\0ínáte, použijte</p>", page)).toBe("<p>Pokud začínáte, použijte</p>");
    const clean = "<p>Hromadné SMS</p>";
    expect(stripNulBytes.apply(clean, page)).toBe(clean);
  });
});

describe("API reference splice", () => {
  const PAGE =
    '<html><head><style>.a{}</style></head><body><h1>Reference JSON API v1</h1><div class="redoc-1" data-api-reference=""></div><footer>Patička</footer></body></html>';
  const reference = {
    html: "<div class='redoc-wrap'><div>Odeslání zprávy</div></div>",
    styles: "<style data-styled>.x{}</style>",
  };

  it("puts the reference into the page's container and its styles into the head", () => {
    const root = parse(withApiReference(PAGE, reference));
    expect(root.querySelector("[data-api-reference]")!.innerHTML).toBe(reference.html);
    expect(root.querySelector("head")!.innerHTML).toContain(".x{}");
    expect(root.querySelector("footer")!.textContent).toBe("Patička");
  });

  it("replaces an earlier build's reference and styles instead of adding a second", () => {
    const earlier = withApiReference(PAGE, {
      html: "<div>Stará verze</div>",
      styles: "<style data-styled>.old{}</style>",
    });
    const html = withApiReference(earlier, reference);
    expect(html).not.toContain("Stará verze");
    expect(html).not.toContain(".old{}");
    expect(html.match(/data-styled/g)).toHaveLength(1);
    expect(html).toBe(withApiReference(PAGE, reference));
  });

  it("fails on a page without the container or the head's end", () => {
    expect(() => withApiReference("<html><head></head><body></body></html>", reference)).toThrow(MissingOutput);
    expect(() => withApiReference(PAGE.replace("</head>", ""), reference)).toThrow(/expected headEnd "<\/head>"/);
  });
});

describe("stable compilation hash", () => {
  function build(bundles: string[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-hash-"));
    for (const name of [...bundles, "app-data.json", "sms.html"]) fs.writeFileSync(path.join(dir, name), "");
    return dir;
  }

  it("depends on the bundles' names only: the same bundles give the same hash, a changed bundle another", () => {
    const bundles = ["app-1a2b.js", "framework-3c4d.js", "webpack-runtime-5e6f.js"];
    expect(bundlesHash(build(bundles))).toBe(bundlesHash(build([...bundles].reverse())));
    expect(bundlesHash(build(["app-9999.js", ...bundles.slice(1)]))).not.toBe(bundlesHash(build(bundles)));
  });

  it("writes the hash into the page's data block and leaves a page that has it already", () => {
    const html = (hash: string) =>
      `<body>${bootDataElement({ globals: { pagePath: "/sms/", ___webpackCompilationHash: hash }, bundles: ["/app-1.js"] })}</body>`;
    const transform = stableCompilationHash("stable");
    expect(transform.apply(html("webpack1"), page)).toBe(html("stable"));
    expect(transform.apply(html("stable"), page)).toBe(html("stable"));
    expect(() => transform.apply("<body></body>", page)).toThrow(/expected compilationHashStart/);
  });
});

describe("current stylesheets", () => {
  const inline = (file: string, css: string) =>
    `<style data-href="/${file}" data-identity="gatsby-global-css">${css}</style>`;
  const built = new Map([
    ["styles", "styles.abc526fe.css"],
    ["landing-styles", "landing-styles.08103545.css"],
  ]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-styles-"));
  fs.writeFileSync(path.join(dir, "styles.abc526fe.css"), ".a{color:blue}");
  fs.writeFileSync(path.join(dir, "landing-styles.08103545.css"), ".hero{gap:1rem}");
  const transform = currentStylesheets(dir, built);

  it("puts each stylesheet of an earlier build, by its name, in its place with this build's content", () => {
    const old = `<head>${inline("styles.d6328636.css", ".a{color:red}")}${inline("landing-styles.f8b21543.css", ".hero{}")}<title>SMS</title></head>`;
    expect(transform.apply(old, page)).toBe(
      `<head>${inline("styles.abc526fe.css", ".a{color:blue}")}${inline("landing-styles.08103545.css", ".hero{gap:1rem}")}<title>SMS</title></head>`,
    );
  });

  it("leaves a page with this build's stylesheets as it is", () => {
    const current = `<head>${inline("styles.abc526fe.css", ".a{color:blue}")}</head>`;
    expect(transform.apply(current, page)).toBe(current);
  });

  it("fails on a page without an inlined stylesheet, or with one this build has no name for", () => {
    expect(() => transform.apply("<head><style>.a{}</style></head>", page)).toThrow(/expected inlineStylesheetStart/);
    expect(() => transform.apply(`<head>${inline("blog.3e8b78e2.css", ".b{}")}</head>`, page)).toThrow(
      "/blog.3e8b78e2.css is an earlier build's and this build has no stylesheet of its name",
    );
  });
});
