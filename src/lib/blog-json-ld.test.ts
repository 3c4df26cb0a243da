import { describe, expect, it } from "vitest";
import { blogPostingJsonLd, scriptJson } from "./blog-json-ld";

describe("BlogPosting JSON-LD", () => {
  const data = blogPostingJsonLd({
    origin: "https://www.depese.cz",
    route: "/blog/rcs-zpravy/",
    title: "RCS zprávy",
    description: "Co umí RCS.",
    date: "2026-04-14T00:00:00.000Z",
    words: 922,
    cover: "/static/abc/cover.svg",
    authors: [{ name: "Jana Nováková", route: "/blog/authors/jana-novakova/" }],
    tags: ["SMS marketing", "RCS"],
    publisher: { name: "Depeše", logo: "/logo.svg" },
  });

  it("describes the post with absolute URLs", () => {
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "RCS zprávy",
      datePublished: "2026-04-14",
      url: "https://www.depese.cz/blog/rcs-zpravy/",
      image: "https://www.depese.cz/static/abc/cover.svg",
      author: [{ "@type": "Person", name: "Jana Nováková", url: "https://www.depese.cz/blog/authors/jana-novakova/" }],
    });
  });

  it("cannot close its script element", () => {
    expect(scriptJson({ headline: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(scriptJson({ a: "</b>" }))).toEqual({ a: "</b>" });
  });
});
