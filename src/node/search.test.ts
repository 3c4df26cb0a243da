import { afterEach, describe, expect, it, vi } from "vitest";
import { searchDocuments, type SearchQueryData } from "./search";

const mdx = (kind: string, route: string, frontmatter: Partial<SearchQueryData["allMdx"]["nodes"][number]["frontmatter"]> = {}, body = "## Nadpis\n\nText o **zprávách**.") => ({
  id: route,
  body,
  fields: { kind, route },
  frontmatter: { title: `Stránka ${route}`, description: null, draft: null, unlisted: null, ...frontmatter },
});

const documents = (nodes: ReturnType<typeof mdx>[]) => searchDocuments({ allMdx: { nodes } }, []);

afterEach(() => vi.unstubAllEnvs());

describe("searchDocuments", () => {
  it("indexes pages, docs and posts with their section and readable text", () => {
    const docs = documents([mdx("pages", "/sms/"), mdx("docs", "/docs/help/kontakty/"), mdx("docs", "/docs/api/json/sms/"), mdx("blog", "/blog/tipy/")]);
    const byRoute = Object.fromEntries(docs.map((d) => [d.route, d]));
    expect(byRoute["/sms/"].section).toBe("Stránka");
    expect(byRoute["/docs/help/kontakty/"].section).toBe("Dokumentace");
    expect(byRoute["/docs/api/json/sms/"].section).toBe("API");
    expect(byRoute["/blog/tipy/"].section).toBe("Blog");
    expect(byRoute["/sms/"].text).toBe("Nadpis Text o zprávách .");
    expect(docs.map((d) => d.route)).toEqual(expect.arrayContaining(["/ceny/", "/tool/delka-sms/", "/api-json-v1/"]));
  });

  it("leaves unlisted pages out, and drafts out of production builds", () => {
    const nodes = [mdx("pages", "/skryta/", { unlisted: true }), mdx("blog", "/blog/koncept/", { draft: true })];
    expect(documents(nodes).map((d) => d.route)).toContain("/blog/koncept/");
    vi.stubEnv("NODE_ENV", "production");
    const routes = documents(nodes).map((d) => d.route);
    expect(routes).not.toContain("/skryta/");
    expect(routes).not.toContain("/blog/koncept/");
  });

  it("indexes every country of the price list by its names, ISO code and dial code", () => {
    const docs = searchDocuments({ allMdx: { nodes: [] } });
    const germany = docs.find((d) => d.route === "/docs/ceny/nemecko/");
    expect(germany?.keywords).toContain("+49");
    expect(germany?.keywords).toContain("DE");
    expect(docs.filter((d) => d.route.startsWith("/docs/ceny/")).length).toBeGreaterThanOrEqual(185);
  });
});
