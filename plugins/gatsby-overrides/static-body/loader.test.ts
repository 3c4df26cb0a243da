import { describe, expect, it, vi } from "vitest";
import { wrapLoader, type GatsbyPublicLoader } from "./loader";

type Resources = NonNullable<Awaited<ReturnType<GatsbyPublicLoader["loadPage"]>>>;

const staticPage = (route: string): Resources => ({
  page: { path: route },
  json: { pageContext: { staticBody: true } },
});

/** Gatsby's loader with every page loaded, wrapped; `location` is the address bar. */
function setUp(pages: Record<string, Resources>, first = "/") {
  const location = { pathname: first };
  const fetchBody = vi.fn(async (route: string) => `<p>Tělo ${route}</p>`);
  const loader: GatsbyPublicLoader = {
    loadPage: async (rawPath) => pages[rawPath],
    loadPageSync: (rawPath) => pages[rawPath],
    hovering: () => {},
  };
  wrapLoader(loader, location, fetchBody);
  return { loader, location, fetchBody };
}

describe("wrapLoader", () => {
  it("fetches no body for the document's own page, and the body of a static page navigated to", async () => {
    const pages = {
      "/": staticPage("/"),
      "/sms/": staticPage("/sms/"),
      "/ceny/": { page: { path: "/ceny/" }, json: {} },
    };
    const { loader, fetchBody } = setUp(pages);
    expect(await loader.loadPage("/")).toBe(pages["/"]);
    expect(loader.loadPageSync("/")).toBe(pages["/"]);
    expect(pages["/"].json?.pageContext?.bodyHtml).toBeUndefined();
    expect((await loader.loadPage("/sms/"))?.json?.pageContext?.bodyHtml).toBe("<p>Tělo /sms/</p>");
    expect(await loader.loadPage("/ceny/")).toBe(pages["/ceny/"]);
    expect(fetchBody.mock.calls).toEqual([["/sms/"]]);
  });

  it("takes the route without the query string Gatsby adds to the page's path", async () => {
    const pages = {
      "/sms/?utm_source=newsletter": { ...staticPage("/sms/?utm_source=newsletter") },
      "/rcs/?a=1": staticPage("/rcs/?a=1"),
    };
    const { loader, fetchBody } = setUp(pages, "/sms/");
    expect(await loader.loadPage("/sms/?utm_source=newsletter")).toBe(pages["/sms/?utm_source=newsletter"]);
    await loader.loadPage("/rcs/?a=1");
    expect(fetchBody.mock.calls).toEqual([["/rcs/"]]);
  });

  it("loads the body on hover, once", async () => {
    const pages = { "/": staticPage("/"), "/docs/a/": staticPage("/docs/a/") };
    const { loader, fetchBody } = setUp(pages);
    loader.hovering("/docs/a/");
    loader.hovering("/docs/a/");
    await vi.waitFor(() => expect(pages["/docs/a/"].json?.pageContext?.bodyHtml).toBe("<p>Tělo /docs/a/</p>"));
    expect(fetchBody).toHaveBeenCalledTimes(1);
  });

  it("coming back to the first page, by a link or by Back, waits for its body", async () => {
    const pages = { "/": staticPage("/"), "/sms/": staticPage("/sms/") };
    const { loader, location } = setUp(pages);
    await loader.loadPage("/sms/");
    location.pathname = "/sms/";
    expect(loader.loadPageSync("/sms/")).toBe(pages["/sms/"]);
    location.pathname = "/"; // Back: the address changed before Gatsby asks for the page
    expect(loader.loadPageSync("/")).toBeUndefined();
    expect((await loader.loadPage("/"))?.json?.pageContext?.bodyHtml).toBe("<p>Tělo /</p>");
    expect(loader.loadPageSync("/")).toBe(pages["/"]);
  });

  it("gives Gatsby an error when the body cannot be loaded, so it loads the page from the server", async () => {
    const pages = { "/": staticPage("/"), "/sms/": staticPage("/sms/") };
    const { loader, fetchBody } = setUp(pages);
    fetchBody.mockRejectedValueOnce(new Error("offline"));
    expect(await loader.loadPage("/sms/")).toEqual({ status: "error" });
    expect((await loader.loadPage("/sms/"))?.json?.pageContext?.bodyHtml).toBe("<p>Tělo /sms/</p>");
  });
});

// Gatsby's side of the loader (the global, its methods, the error status): plugins/gatsby-overrides/internals.ts.
