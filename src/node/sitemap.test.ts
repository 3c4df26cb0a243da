import { describe, expect, it } from "vitest";
import { isInSitemap, sitemapOptions } from "./sitemap";

describe("sitemap", () => {
  it.each([
    ["/", true],
    ["/sms/", true],
    ["/blog/tags/", false],
    ["/blog/tags/sms-marketing/", false],
    ["/404/", false],
    ["/404.html", false],
    ["/dev-404-page/", false],
  ])("%s listed: %s", (path, listed) => expect(isInSitemap({ path })).toBe(listed));

  it("leaves unlisted pages out", () => {
    expect(isInSitemap({ path: "/index copy/", pageContext: { unlisted: true } })).toBe(false);
  });

  it("writes weekly, priority 0.5 and encoded URLs", () => {
    expect(sitemapOptions.serialize({ path: "/index copy/" })).toEqual({
      url: "/index%20copy/",
      changefreq: "weekly",
      priority: 0.5,
    });
  });
});
