import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement, type Node } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../src/config/site";
import { intentMismatch } from "../src/lib/cta-intent";
import { marketingPages } from "../scripts/marketing-pages";

// Where the built site's links lead, read from the production build in public/ (no browser
// needed): every link's words against its target, and every marketing page within reach of the
// header, as a visitor finds it on a desktop and in the mobile menu.

const PUBLIC = path.resolve("public");
const htmlOf = (route: string) =>
  parse(fs.readFileSync(path.join(PUBLIC, decodeURIComponent(route), "index.html"), "utf8"));

function builtPages(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["static", "page-data", "~partytown"].includes(entry.name) ? [] : builtPages(full);
    return entry.name === "index.html" ? [full] : [];
  });
}

/** Internal page routes the links under `root` lead to, without query or fragment. */
const routesLinkedFrom = (root: HTMLElement | null) =>
  (root?.querySelectorAll("a[href^='/']") ?? [])
    .map((a) => (a.getAttribute("href") ?? "").split(/[?#]/)[0])
    .filter((href) => href.endsWith("/"));

/** An element with words of its own: two of them in a link make it a card. */
const hasOwnWords = (element: HTMLElement) =>
  element.childNodes.some((node: Node) => node.nodeType === 3 && node.text.trim() !== "");

describe("every link leads where its words say", () => {
  const pages = builtPages();

  it("finds the whole site", () => {
    expect(pages.length).toBeGreaterThan(300);
  });

  it("sends sales and support words to the contact page, registration words to registration, price words to prices", () => {
    const wrong = pages.flatMap((file) =>
      parse(fs.readFileSync(file, "utf8"))
        .querySelectorAll("a[href]")
        // A card (a title and a text, a name and a role) is a link to its own page, not a call to action.
        .filter((a) => a.querySelectorAll("*").filter(hasOwnWords).length < 2)
        .map((a) => {
          const words = a.text.replace(/\s+/g, " ").trim();
          const problem = intentMismatch(words, a.getAttribute("href") ?? "", siteConfig.callsToAction);
          return problem && `/${path.relative(PUBLIC, path.dirname(file))}/ „${words}“: ${problem}`;
        })
        .filter(Boolean),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the header reaches every marketing page", () => {
  const home = htmlOf("/");
  const landing = marketingPages().filter((page) => {
    const source = fs.readFileSync(page.file, "utf8");
    return page.landing && !/^unlisted:\s*true\s*$/m.test(source);
  });

  /** Pages in the header's menus, and pages one click from those (a hub's main content). */
  const reachable = (menu: HTMLElement | null) => {
    const inMenu = new Set(routesLinkedFrom(menu));
    const oneClick = [...inMenu]
      .filter((route) => fs.existsSync(path.join(PUBLIC, route, "index.html")))
      .flatMap((route) => routesLinkedFrom(htmlOf(route).querySelector("main")));
    return new Set([...inMenu, ...oneClick]);
  };

  it("knows the marketing pages", () => {
    expect(landing.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ["desktop navbar", "header nav[aria-label]"],
    ["mobile menu", "#mobilni-nabidka"],
  ])("from the %s: in its menus or one click from a page that is", (_name, selector) => {
    const menu = home.querySelector(selector);
    expect(menu).not.toBeNull();
    const found = reachable(menu);
    expect(landing.map((page) => page.route).filter((route) => !found.has(route))).toEqual([]);
  });

  it("keeps the specification's menus and links first, in their order", () => {
    const labels = home
      .querySelectorAll("header nav[aria-label] li[data-type]")
      .map((li) => (li.querySelector("button") ?? li.querySelector("a"))?.text.trim());
    expect(labels.slice(0, 2)).toEqual(["Odesílání", "Pro vývojáře"]);
    expect(labels.filter((l) => ["Ceník", "Blog", "Nápověda", "Časté dotazy", "Kontakt"].includes(l ?? ""))).toEqual([
      "Ceník",
      "Blog",
      "Nápověda",
      "Časté dotazy",
      "Kontakt",
    ]);
  });
});
