import { describe, expect, it } from "vitest";
import { findLinkProblems, type BuiltSite } from "./link-guard";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="cs"><head><link rel="canonical" href="https://www.depese.cz/"></head><body>${body}</body></html>`;

function site(pages: Record<string, string>, extraFiles: string[] = []): BuiltSite {
  const html = new Map(Object.entries(pages));
  return { html, files: new Set([...html.keys(), ...extraFiles]) };
}

const clean = () => ({
  "index.html":
    page(`<a href="/sms/">SMS</a><a href="/sms/#ceny">Ceny</a><a href="#obsah">Přeskočit</a><main id="obsah"></main>
    <img src="/static/abc/logo.png" srcset="/static/abc/logo.png 1x, /static/abc/logo@2x.png 2x">
    <script src="/app-0123456789abcdef0123.js"></script><a href="mailto:podpora@depese.cz">e-mail</a>
    <a href="https://app.depese.cz/registrace/">Registrace</a><a href="/index%20copy/">Kopie</a>
    <a href="https://www.depese.cz/sms/">Absolutní</a><a href="/zasady.pdf">PDF</a>`),
  "sms/index.html": page(`<h2 id="ceny">Ceny</h2><a href="../">Zpět</a>`),
  "index copy/index.html": page(`<a href="/">Domů</a>`),
  "404.html": page(`<a href="/">Domů</a>`),
});
const files = ["static/abc/logo.png", "static/abc/logo@2x.png", "app-0123456789abcdef0123.js", "zasady.pdf"];
const options = { siteUrl: "https://www.depese.cz" };

describe("findLinkProblems", () => {
  it("passes a clean tree", () => {
    const result = findLinkProblems(site(clean(), files), options);
    expect(result.problems).toEqual([]);
    expect(result.checked).toBeGreaterThan(10);
  });

  it("fails a planted broken link and names page, link and reason", () => {
    const pages = clean();
    pages["sms/index.html"] = page(`<h2 id="ceny">Ceny</h2><a href="/neexistuje/">Rozbitý</a>`);
    expect(findLinkProblems(site(pages, files), options).problems).toEqual([
      { page: "/sms/", link: "/neexistuje/", reason: "broken link: no page is built at this path" },
    ]);
  });

  it("fails a link without the trailing slash", () => {
    const pages = clean();
    pages["index.html"] += `<a href="/sms">bez lomítka</a>`;
    const [problem] = findLinkProblems(site(pages, files), options).problems;
    expect(problem).toMatchObject({ page: "/", link: "/sms", reason: "missing trailing slash: write /sms/" });
  });

  it("fails an anchor missing on the target page", () => {
    const pages = clean();
    pages["index.html"] += `<a href="/sms/#neni">kotva</a>`;
    expect(findLinkProblems(site(pages, files), options).problems[0].reason).toBe(
      'missing anchor: /sms/ has no element with id "neni"',
    );
  });

  it("fails a missing image, srcset candidate, script and stylesheet", () => {
    const pages = clean();
    pages["index.html"] +=
      `<img src="/chybi.png"><picture><source srcset="/a.webp 1x, /b.webp 2x"></picture><script src="/chybi.js"></script><link rel="stylesheet" href="/chybi.css">`;
    const links = findLinkProblems(site(pages, [...files, "a.webp"]), options).problems.map((p) => p.link);
    expect(links).toEqual(["/chybi.png", "/b.webp", "/chybi.js", "/chybi.css"]);
  });

  it("checks absolute links to the site's own origin", () => {
    const pages = clean();
    pages["index.html"] += `<a href="https://www.depese.cz/nic/">nic</a>`;
    expect(findLinkProblems(site(pages, files), options).problems).toHaveLength(1);
  });

  it("fails a page that still holds a NUL byte, showing where", () => {
    const pages = clean();
    pages["sms/index.html"] = page(`<h2 id="ceny">Ceny</h2><p>Pokud zač\0ínáte, použijte API.</p>`);
    expect(findLinkProblems(site(pages, files), options).problems).toEqual([
      {
        page: "/sms/",
        link: expect.stringContaining("Pokud zač\\0ínáte"),
        reason:
          "NUL byte in the built HTML (1 in sms/index.html): plugins/gatsby-overrides/post-build/strip-nul-bytes.ts should have removed it",
      },
    ]);
  });
});
