import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import * as standIn from "./gatsby-link";
import { Link, navigate, parsePath, withAssetPrefix, withPrefix } from "./gatsby-link";

// The browser modules webpack bundles from Gatsby (copied to .cache/ by every build). Its
// commonjs/ twins serve Node and tests, never a bundle.
const CACHE_DIR = path.resolve("node_modules/gatsby/cache-dir");

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "commonjs" ? [] : sourcesOf(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names Gatsby's browser modules import or re-export from gatsby-link; any other way of
 * using it (a default or namespace import, require) throws, as the stand-in could not follow it. */
function gatsbyLinkImports(): string[] {
  const names = new Set<string>();
  for (const file of sourcesOf(CACHE_DIR)) {
    const text = fs.readFileSync(file, "utf8");
    const mentions = text.match(/["'`]gatsby-link["'`]/g)?.length ?? 0;
    const statements = [...text.matchAll(/\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["']gatsby-link["']/g)];
    if (statements.length !== mentions)
      throw new Error(`${path.relative(CACHE_DIR, file)} uses gatsby-link other than by named imports`);
    for (const [, list] of statements)
      for (const item of list.split(",").map((s) => s.trim())) if (item) names.add(item.split(/\s+as\s+/)[0]);
  }
  return [...names].sort();
}

describe("the gatsby-link stand-in", () => {
  it("exports exactly what Gatsby's browser modules import from gatsby-link", () => {
    // When this fails after a Gatsby upgrade, give ./gatsby-link.ts what Gatsby now imports.
    expect(gatsbyLinkImports()).toEqual(Object.keys(standIn).sort());
    expect(gatsbyLinkImports()).toEqual(["Link", "navigate", "parsePath", "withAssetPrefix", "withPrefix"]);
  });
});

describe("parsePath", () => {
  it("splits pathname, search and hash, dropping a bare ? or #", () => {
    expect(parsePath("/sms/?utm=a#ceny")).toEqual({ pathname: "/sms/", search: "?utm=a", hash: "#ceny" });
    expect(parsePath("/sms/#x?y")).toEqual({ pathname: "/sms/", search: "", hash: "#x?y" });
    expect(parsePath("/sms/?#")).toEqual({ pathname: "/sms/", search: "", hash: "" });
    expect(parsePath("")).toEqual({ pathname: "/", search: "", hash: "" });
    expect(parsePath()).toEqual({ pathname: "/", search: "", hash: "" });
  });
});

describe("withPrefix and withAssetPrefix", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("leave site paths alone without a path prefix (this site's config)", () => {
    vi.stubGlobal("__BASE_PATH__", "");
    vi.stubGlobal("__PATH_PREFIX__", "");
    expect(withPrefix("/sms/")).toBe("/sms/");
    expect(withPrefix("sms/")).toBe("/sms/");
    expect(withAssetPrefix("/static/logo.svg")).toBe("/static/logo.svg");
  });

  it("put site paths under a path prefix and leave other addresses alone", () => {
    vi.stubGlobal("__BASE_PATH__", "/web");
    vi.stubGlobal("__PATH_PREFIX__", "https://cdn.example.com/web");
    expect(withPrefix("/sms/")).toBe("/web/sms/");
    expect(withPrefix("/sms/", "/jinde/")).toBe("/jinde/sms/");
    expect(withAssetPrefix("/static/logo.svg")).toBe("https://cdn.example.com/web/static/logo.svg");
    for (const address of ["https://depese.cz/", "mailto:info@depese.cz", "./sms/", "../sms/"])
      expect(withPrefix(address)).toBe(address);
  });
});

describe("navigate", () => {
  const ___navigate = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("window", { ___navigate });
    vi.stubGlobal("location", { pathname: "/docs/help/" });
    vi.stubGlobal("__BASE_PATH__", "");
    vi.stubGlobal("__PATH_PREFIX__", "");
    vi.stubGlobal("__TRAILING_SLASH__", "always");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    ___navigate.mockReset();
  });
  const target = (to: string | number, options?: { replace?: boolean }) => {
    navigate(to, options);
    return ___navigate.mock.calls.at(-1);
  };

  it("hands Gatsby's navigation the path with the trailing slash the config asks for", () => {
    expect(target("/sms")).toEqual(["/sms/", undefined]);
    expect(target("/sms/?utm=a#ceny", { replace: true })).toEqual(["/sms/?utm=a#ceny", { replace: true }]);
    expect(target("/sms?utm=a#ceny")).toEqual(["/sms/?utm=a#ceny", undefined]);
    expect(target("/")).toEqual(["/", undefined]);
    expect(target("/ceny/cenik.json")).toEqual(["/ceny/cenik.json", undefined]);
    expect(target("/404.html")).toEqual(["/404.html", undefined]);
  });

  it("resolves a relative path against the page shown, adds the path prefix, passes the rest through", () => {
    expect(target("odesilani-sms")).toEqual(["/docs/help/odesilani-sms/", undefined]);
    expect(target("https://depese.cz/sms")).toEqual(["https://depese.cz/sms", undefined]);
    expect(target(-1)).toEqual([-1, undefined]);
    vi.stubGlobal("__BASE_PATH__", "/web");
    expect(target("/sms")).toEqual(["/web/sms/", undefined]);
  });

  it("keeps the slashes as they are when the config says neither always nor never, and drops it for never", () => {
    vi.stubGlobal("__TRAILING_SLASH__", "ignore");
    expect(target("/sms")).toEqual(["/sms", undefined]);
    vi.stubGlobal("__TRAILING_SLASH__", "never");
    expect(target("/sms/")).toEqual(["/sms", undefined]);
  });
});

describe("Link", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("fails in a production bundle, naming the link to use instead", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(() => Link({ to: "/sms/" })).toThrow(
      "Gatsby's Link (to /sms/) is not part of this site: use src/theme/Link.",
    );
  });

  it("is a plain link in gatsby develop's own 404 page", () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.stubGlobal("__BASE_PATH__", "");
    vi.stubGlobal("__PATH_PREFIX__", "");
    expect(renderToStaticMarkup(Link({ to: "/sms/", children: "/sms/" }))).toBe('<a href="/sms/">/sms/</a>');
  });
});
